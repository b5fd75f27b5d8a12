'use client';

/**
 * The director's day rules (issue 41): the lateness rule, both late, the round time limit and its rule, and
 * up to four tie-breaks in order. The API checks each with @gamao/tournament and names what it refuses.
 */
import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import { FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { setDayRulesAction, timeLimitResultAction } from './day-actions';

export const TIE_BREAK_NAMES = [
  'buchholz',
  'medianBuchholz',
  'sonnebornBerger',
  'headToHead',
  'pointsDifference',
  'pointsFor',
  'matchPoints',
  'mostWins',
] as const;

export interface DayRulesValues {
  graceMinutes: number;
  pointsPerInterval: number;
  intervalMinutes: number;
  forfeitAtPoints: number | null;
  bothLate: string;
  timeLimitMinutes: number | null;
  timeLimitKind: string;
  onTie: string;
  tieBreaks: readonly string[];
}

export function DayRulesForm({ tournamentId, rules }: { tournamentId: string; rules: DayRulesValues }) {
  const t = useTranslations('tournaments.dayRules');
  const tDecided = useTranslations('tournaments.decided');
  const [state, action] = useActionState(setDayRulesAction, INITIAL_FORM_STATE);
  const id = useId();
  const number = (name: keyof DayRulesValues, value: number | null, step = '1') => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{t(name)}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="number"
        inputMode="decimal"
        step={step}
        defaultValue={value ?? ''}
      />
    </div>
  );
  return (
    <details className="card">
      <summary>{t('title')}</summary>
      <form action={action} className="form" noValidate data-testid="day-rules-form">
        <FormError state={state} />
        {state.ok ? (
          <p className="notice" role="status">
            {t('saved')}
          </p>
        ) : null}
        <input type="hidden" name="tournamentId" value={tournamentId} />
        {number('graceMinutes', rules.graceMinutes, 'any')}
        {number('pointsPerInterval', rules.pointsPerInterval)}
        {number('intervalMinutes', rules.intervalMinutes, 'any')}
        {number('forfeitAtPoints', rules.forfeitAtPoints)}
        <fieldset className="choice">
          <legend>{t('bothLate')}</legend>
          {['each', 'net'].map((v) => (
            <label key={v} className="check">
              <input type="radio" name="bothLate" value={v} defaultChecked={rules.bothLate === v} />{' '}
              {t(`bothLate_${v}`)}
            </label>
          ))}
        </fieldset>
        {number('timeLimitMinutes', rules.timeLimitMinutes)}
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('timeLimitKind')}</label>
          <select id={`${id}-kind`} name="timeLimitKind" defaultValue={rules.timeLimitKind}>
            <option value="leaderWins">{t('leaderWins')}</option>
            <option value="sydney">{t('sydney')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-onTie`}>{t('onTie')}</label>
          <select id={`${id}-onTie`} name="onTie" defaultValue={rules.onTie}>
            <option value="oneMoreGame">{t('oneMoreGame')}</option>
            <option value="draw">{t('draw')}</option>
          </select>
        </div>
        {[1, 2, 3, 4].map((i) => (
          <div className="field" key={i}>
            <label htmlFor={`${id}-tb${i}`}>{t('tieBreak', { n: i })}</label>
            <select id={`${id}-tb${i}`} name={`tieBreak${i}`} defaultValue={rules.tieBreaks[i - 1] ?? ''}>
              <option value="">{t('none')}</option>
              {TIE_BREAK_NAMES.map((name) => (
                <option key={name} value={name}>
                  {tDecided(name)}
                </option>
              ))}
            </select>
          </div>
        ))}
        <SubmitButton pendingLabel={t('wait')}>{t('save')}</SubmitButton>
      </form>
    </details>
  );
}

/** The score reached at the round's time limit, entered by a director; the event's rule decides. */
export function TimeLimitForm({ matchId, names }: { matchId: string; names: readonly [string, string] }) {
  const t = useTranslations('tournaments.dayRules');
  const [state, action] = useActionState(timeLimitResultAction, INITIAL_FORM_STATE);
  const id = useId();
  return (
    <form action={action} className="form" noValidate data-testid="time-limit-form">
      <FormError state={state} />
      <input type="hidden" name="matchId" value={matchId} />
      <div className="score-fields">
        {names.map((name, i) => (
          <div className="field" key={name}>
            <label htmlFor={`${id}-s${i}`}>{t('scoreOf', { name })}</label>
            <input id={`${id}-s${i}`} name={`score${i + 1}`} type="number" inputMode="numeric" min={0} />
          </div>
        ))}
      </div>
      <SubmitButton pendingLabel={t('wait')}>{t('recordAtLimit')}</SubmitButton>
    </form>
  );
}
