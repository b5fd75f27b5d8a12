'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef, useState } from 'react';
import { FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { NO_CLOCK, type TimeControlValues, timeControlInput } from '@/features/clocks/time-control';
import { TimeControlPicker } from '@/features/clocks/time-control-picker';
import { createTournamentAction } from './actions';
import { lengthOfRound, parseMatchLengths } from './format';

const STEPS = ['format', 'matches', 'registration', 'review'] as const;
type Step = (typeof STEPS)[number];

interface Values {
  name: string;
  format: 'SINGLE_ELIMINATION' | 'DOUBLE_ELIMINATION' | 'ROUND_ROBIN' | 'SWISS';
  rounds: string;
  groups: string;
  consolation: boolean;
  lastChance: boolean;
  grandFinalReset: boolean;
  matchLengths: string;
  crawford: boolean;
  scoringProfile: 'international' | 'simple' | 'traditional';
  registrationOpensAt: string;
  registrationClosesAt: string;
  maxPlayers: string;
  seedingMethod: 'RATING' | 'RANDOM' | 'MANUAL';
  clock: TimeControlValues;
  perRound: boolean;
  roundClocks: readonly TimeControlValues[];
  abandonHours: string;
  startDeadlineHours: string;
}

const SAME_CLOCK: TimeControlValues = { ...NO_CLOCK, choice: 'same' };

const INITIAL: Values = {
  name: '',
  format: 'SINGLE_ELIMINATION',
  rounds: '5',
  groups: '1',
  consolation: false,
  lastChance: false,
  grandFinalReset: true,
  matchLengths: '5-5-7-9',
  crawford: true,
  scoringProfile: 'international',
  registrationOpensAt: '',
  registrationClosesAt: '',
  maxPlayers: '',
  seedingMethod: 'RATING',
  clock: NO_CLOCK,
  perRound: false,
  roundClocks: [],
  abandonHours: '24',
  startDeadlineHours: '',
};

/**
 * The create-tournament wizard: four steps of one form. Every field stays in the form while another step is
 * shown, so what was typed survives going back and forth and a refusal by the API (shown above every step;
 * when it names a field, its label takes the director to that field's step).
 */
export function CreateTournamentWizard({ clubId }: { clubId: string }) {
  const t = useTranslations('tournaments.wizard');
  const tt = useTranslations('tournaments');
  const tc = useTranslations('clocks');
  const [state, action] = useActionState(createTournamentAction, INITIAL_FORM_STATE);
  const [step, setStep] = useState<Step>('format');
  const [v, setV] = useState<Values>(INITIAL);
  const [offset, setOffset] = useState('0');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => setOffset(String(new Date().getTimezoneOffset())), []);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setV((old) => ({ ...old, [key]: value }));
  const index = STEPS.indexOf(step);
  const go = (next: Step) => {
    setStep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };
  /** The field the API refused, on its step (the refusal stays above the form and names it). */
  const toField = (control: HTMLElement) => {
    const page = control.closest('[data-step]')?.getAttribute('data-step');
    if (page && (STEPS as readonly string[]).includes(page)) setStep(page as Step);
    requestAnimationFrame(() => control.focus());
  };
  const elimination = v.format === 'SINGLE_ELIMINATION';
  // One clock per round typed in the match lengths (a later round keeps the last one, as its length does).
  const lengths = parseMatchLengths(v.matchLengths).filter((n) => n > 0);
  const roundCount = Math.max(1, lengths.length);
  const roundClock = (i: number) => v.roundClocks[i] ?? SAME_CLOCK;
  const setRoundClock = (i: number, next: TimeControlValues) =>
    set(
      'roundClocks',
      Array.from({ length: Math.max(roundCount, v.roundClocks.length) }, (_, j) =>
        j === i ? next : roundClock(j),
      ),
    );
  const clockSummary = (values: TimeControlValues) => {
    const input = timeControlInput(values, false);
    if (!input) return tc(`picker.choices.${values.choice === 'same' ? 'same' : 'none'}`);
    if (input.preset) return tc(`picker.choices.${input.preset}`);
    const reserve =
      input.reservePerPointSeconds !== undefined
        ? tc('picker.figuresPerPoint', {
            delay: `${input.delaySeconds} s`,
            reserve: `${values.perPoint} min`,
          })
        : tc('picker.figures', { delay: `${input.delaySeconds} s`, reserve: `${values.total} min` });
    return reserve;
  };
  const yes = (on: boolean) => (on ? t('yes') : t('no'));

  return (
    <form action={action} className="form card" noValidate>
      <ol className="wizard-steps">
        {STEPS.map((s, i) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} data-done={i < index || undefined}>
            <span className="wizard-step-number">{i + 1}</span> {t(`steps.${s}`)}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1}>
        {t('stepTitle', { n: index + 1, total: STEPS.length, title: t(`steps.${step}`) })}
      </h2>
      <FormError state={state} onField={toField} />
      <input type="hidden" name="clubId" value={clubId} />
      <input type="hidden" name="timezoneOffset" value={offset} />

      <fieldset className="wizard-page" data-step="format" hidden={step !== 'format'}>
        <legend className="visually-hidden">{t('steps.format')}</legend>
        <div className="field">
          <label htmlFor="field-name">{t('name')}</label>
          <input
            id="field-name"
            name="name"
            value={v.name}
            maxLength={120}
            autoComplete="off"
            onChange={(e) => set('name', e.target.value)}
          />
        </div>
        <fieldset className="choice">
          <legend>{t('format')}</legend>
          {(['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION', 'ROUND_ROBIN', 'SWISS'] as const).map((f) => (
            <label key={f} className="check">
              <input
                type="radio"
                name="format"
                value={f}
                checked={v.format === f}
                onChange={() => set('format', f)}
              />
              <span>
                {tt(`format.${f}`)} <small className="hint">{t(`formatHint.${f}`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
        {v.format === 'SWISS' ? (
          <div className="field">
            <label htmlFor="field-rounds">{t('rounds')}</label>
            <input
              id="field-rounds"
              name="rounds"
              type="number"
              inputMode="numeric"
              min={1}
              value={v.rounds}
              onChange={(e) => set('rounds', e.target.value)}
            />
          </div>
        ) : null}
        {v.format === 'ROUND_ROBIN' ? (
          <div className="field">
            <label htmlFor="field-groups">{t('groups')}</label>
            <input
              id="field-groups"
              name="groups"
              type="number"
              inputMode="numeric"
              min={1}
              value={v.groups}
              onChange={(e) => set('groups', e.target.value)}
            />
          </div>
        ) : null}
        {elimination ? (
          <fieldset className="choice">
            <legend>{t('flights')}</legend>
            <label className="check">
              <input
                type="checkbox"
                name="consolation"
                checked={v.consolation}
                onChange={(e) => set('consolation', e.target.checked)}
              />
              <span>
                {t('consolation')} <small className="hint">{t('consolationHint')}</small>
              </span>
            </label>
            <label className="check">
              <input
                type="checkbox"
                name="lastChance"
                checked={v.lastChance}
                onChange={(e) => set('lastChance', e.target.checked)}
              />
              <span>
                {t('lastChance')} <small className="hint">{t('lastChanceHint')}</small>
              </span>
            </label>
          </fieldset>
        ) : null}
        {v.format === 'DOUBLE_ELIMINATION' ? (
          <label className="check">
            <input
              type="checkbox"
              name="grandFinalReset"
              checked={v.grandFinalReset}
              onChange={(e) => set('grandFinalReset', e.target.checked)}
            />
            <span>
              {t('grandFinalReset')} <small className="hint">{t('grandFinalResetHint')}</small>
            </span>
          </label>
        ) : null}
      </fieldset>

      <fieldset className="wizard-page" data-step="matches" hidden={step !== 'matches'}>
        <legend className="visually-hidden">{t('steps.matches')}</legend>
        <div className="field">
          <label htmlFor="field-matchLengths">{t('matchLengths')}</label>
          <input
            id="field-matchLengths"
            name="matchLengths"
            value={v.matchLengths}
            inputMode="numeric"
            autoComplete="off"
            aria-describedby="field-matchLengths-hint"
            onChange={(e) => set('matchLengths', e.target.value)}
          />
          <small id="field-matchLengths-hint" className="hint">
            {t('matchLengthsHint')}
          </small>
        </div>
        <label className="check">
          <input
            type="checkbox"
            name="crawford"
            checked={v.crawford}
            onChange={(e) => set('crawford', e.target.checked)}
          />
          <span>
            {t('crawford')} <small className="hint">{t('crawfordHint')}</small>
          </span>
        </label>
        <div className="field">
          <label htmlFor="field-scoringProfile">{t('scoringProfile')}</label>
          <select
            id="field-scoringProfile"
            name="scoringProfile"
            value={v.scoringProfile}
            onChange={(e) => set('scoringProfile', e.target.value as Values['scoringProfile'])}
          >
            {(['international', 'simple', 'traditional'] as const).map((p) => (
              <option key={p} value={p}>
                {tt(`profile.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <TimeControlPicker
          prefix="tc"
          value={v.clock}
          onChange={(next) => set('clock', next)}
          length={null}
          legend={tc('picker.legend')}
        />
        <label className="check">
          <input
            type="checkbox"
            name="perRound"
            checked={v.perRound}
            onChange={(e) => set('perRound', e.target.checked)}
          />
          <span>
            {tc('wizard.perRound')} <small className="hint">{tc('wizard.perRoundHint')}</small>
          </span>
        </label>
        {v.perRound
          ? Array.from({ length: roundCount }, (_, i) => (
              <TimeControlPicker
                key={i}
                prefix={`round${i + 1}`}
                value={roundClock(i)}
                onChange={(next) => setRoundClock(i, next)}
                length={lengthOfRound(lengths, i + 1) ?? null}
                legend={tc('wizard.round', { round: i + 1, count: lengthOfRound(lengths, i + 1) ?? 0 })}
                same
                apiField="roundTimeControls"
              />
            ))
          : null}
        <div className="field">
          <label htmlFor="field-abandonHours">{tc('wizard.abandonHours')}</label>
          <input
            id="field-abandonHours"
            name="abandonHours"
            type="number"
            inputMode="numeric"
            min={1}
            max={720}
            value={v.abandonHours}
            aria-describedby="field-abandonHours-hint"
            onChange={(e) => set('abandonHours', e.target.value)}
          />
          <small id="field-abandonHours-hint" className="hint">
            {tc('wizard.abandonHoursHint')}
          </small>
        </div>
        <div className="field">
          <label htmlFor="field-startDeadlineHours">{tc('wizard.startDeadlineHours')}</label>
          <input
            id="field-startDeadlineHours"
            name="startDeadlineHours"
            type="number"
            inputMode="numeric"
            min={1}
            value={v.startDeadlineHours}
            aria-describedby="field-startDeadlineHours-hint"
            onChange={(e) => set('startDeadlineHours', e.target.value)}
          />
          <small id="field-startDeadlineHours-hint" className="hint">
            {tc('wizard.startDeadlineHoursHint')}
          </small>
        </div>
      </fieldset>

      <fieldset className="wizard-page" data-step="registration" hidden={step !== 'registration'}>
        <legend className="visually-hidden">{t('steps.registration')}</legend>
        <div className="field">
          <label htmlFor="field-registrationOpensAt">{t('opensAt')}</label>
          <input
            id="field-registrationOpensAt"
            name="registrationOpensAt"
            type="datetime-local"
            value={v.registrationOpensAt}
            onChange={(e) => set('registrationOpensAt', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="field-registrationClosesAt">{t('closesAt')}</label>
          <input
            id="field-registrationClosesAt"
            name="registrationClosesAt"
            type="datetime-local"
            value={v.registrationClosesAt}
            aria-describedby="field-registrationClosesAt-hint"
            onChange={(e) => set('registrationClosesAt', e.target.value)}
          />
          <small id="field-registrationClosesAt-hint" className="hint">
            {t('windowHint')}
          </small>
        </div>
        <div className="field">
          <label htmlFor="field-maxPlayers">{t('maxPlayers')}</label>
          <input
            id="field-maxPlayers"
            name="maxPlayers"
            type="number"
            inputMode="numeric"
            min={2}
            value={v.maxPlayers}
            aria-describedby="field-maxPlayers-hint"
            onChange={(e) => set('maxPlayers', e.target.value)}
          />
          <small id="field-maxPlayers-hint" className="hint">
            {t('maxPlayersHint')}
          </small>
        </div>
        <fieldset className="choice">
          <legend>{t('seeding')}</legend>
          {(['RATING', 'RANDOM', 'MANUAL'] as const).map((m) => (
            <label key={m} className="check">
              <input
                type="radio"
                name="seedingMethod"
                value={m}
                checked={v.seedingMethod === m}
                onChange={() => set('seedingMethod', m)}
              />
              <span>
                {tt(`seeding.${m}`)} <small className="hint">{t(`seedingHint.${m}`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
      </fieldset>

      {step === 'review' ? (
        <div className="wizard-page">
          <dl className="summary" data-testid="wizard-summary">
            <dt>{t('name')}</dt>
            <dd>{v.name || '—'}</dd>
            <dt>{t('format')}</dt>
            <dd>
              {tt(`format.${v.format}`)}
              {v.format === 'SWISS' ? ` · ${t('roundsCount', { count: Number(v.rounds) || 0 })}` : ''}
              {v.format === 'ROUND_ROBIN' ? ` · ${t('groupsCount', { count: Number(v.groups) || 0 })}` : ''}
            </dd>
            {elimination ? (
              <>
                <dt>{t('consolation')}</dt>
                <dd>{yes(v.consolation)}</dd>
                <dt>{t('lastChance')}</dt>
                <dd>{yes(v.lastChance)}</dd>
              </>
            ) : null}
            {v.format === 'DOUBLE_ELIMINATION' ? (
              <>
                <dt>{t('grandFinalReset')}</dt>
                <dd>{yes(v.grandFinalReset)}</dd>
              </>
            ) : null}
            <dt>{t('matchLengths')}</dt>
            <dd>{v.matchLengths || '—'}</dd>
            <dt>{t('crawford')}</dt>
            <dd>{yes(v.crawford)}</dd>
            <dt>{t('scoringProfile')}</dt>
            <dd>{tt(`profile.${v.scoringProfile}`)}</dd>
            <dt>{tc('picker.legend')}</dt>
            <dd data-testid="wizard-clock">
              {clockSummary(v.clock)}
              {v.perRound
                ? Array.from({ length: roundCount }, (_, i) =>
                    roundClock(i).choice === 'same'
                      ? ''
                      : ` · ${tc('wizard.roundShort', { round: i + 1 })}: ${clockSummary(roundClock(i))}`,
                  ).join('')
                : ''}
            </dd>
            <dt>{tc('wizard.abandonHours')}</dt>
            <dd>{v.abandonHours || '—'}</dd>
            <dt>{tc('wizard.startDeadlineHours')}</dt>
            <dd>{v.startDeadlineHours || tc('wizard.noDeadline')}</dd>
            <dt>{t('window')}</dt>
            <dd>
              {v.registrationOpensAt || v.registrationClosesAt
                ? `${v.registrationOpensAt.replace('T', ' ') || '…'} – ${v.registrationClosesAt.replace('T', ' ') || '…'}`
                : t('openNow')}
            </dd>
            <dt>{t('maxPlayers')}</dt>
            <dd>{v.maxPlayers || t('noLimit')}</dd>
            <dt>{t('seeding')}</dt>
            <dd>{tt(`seeding.${v.seedingMethod}`)}</dd>
          </dl>
        </div>
      ) : null}

      <div className="actions wizard-nav">
        {index > 0 ? (
          <button type="button" className="button" onClick={() => go(STEPS[index - 1])}>
            {t('back')}
          </button>
        ) : null}
        {step !== 'review' ? (
          <button type="button" className="button primary" onClick={() => go(STEPS[index + 1])}>
            {t('next')}
          </button>
        ) : (
          <SubmitButton pendingLabel={t('creating')}>{t('create')}</SubmitButton>
        )}
      </div>
    </form>
  );
}
