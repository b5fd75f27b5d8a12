'use client';

/**
 * The time control of a challenge or a tournament: no clock, a preset with its exact figures, or custom
 * figures (delay, reserve per point or in total, auto-roll). Controlled by its form, whose fields it names
 * with `prefix` (see time-control.ts for how a server action reads them back). The inputs carry the API's
 * names for them (data-field), so a refusal that names one marks it. A challenge (`correspondence`) may also be
 * played by correspondence: days per move instead of a clock.
 */
import { useTranslations } from 'next-intl';
import {
  DAYS_PER_MOVE,
  LIMITS,
  PRESETS,
  type TimeControlChoice,
  type TimeControlValues,
  presetFigures,
  timeControlNames,
} from './time-control';
import { FiguresText } from './time-control-text';

/** The API's names for a figure of this picker's input (the match's or tournament's, or the rounds'). */
const apiNames = (input: string, figure: string) => `${input}.${figure}`;

export function TimeControlPicker({
  prefix,
  value,
  onChange,
  length,
  legend,
  same = false,
  apiField = 'timeControl',
  correspondence = false,
}: {
  prefix: string;
  value: TimeControlValues;
  onChange: (next: TimeControlValues) => void;
  /** The match length (0: money play), or null when it varies (a tournament: figures per point). */
  length: number | null;
  legend: string;
  /** A tournament round: "the same as the tournament's" instead of "no clock". */
  same?: boolean;
  /** The input's name in the API's refusals (`extensions.field`, e.g. "timeControl.delaySeconds"). */
  apiField?: 'timeControl' | 'roundTimeControls';
  /** Offer correspondence play (a challenge to a member or an open challenge). */
  correspondence?: boolean;
}) {
  const t = useTranslations('clocks.picker');
  const names = timeControlNames(prefix);
  const set = <K extends keyof TimeControlValues>(key: K, v: TimeControlValues[K]) =>
    onChange({ ...value, [key]: v });
  const money = length === 0;
  const choices: readonly TimeControlChoice[] = [
    same ? 'same' : 'none',
    ...PRESETS,
    'custom',
    ...(correspondence ? (['correspondence'] as const) : []),
  ];
  const id = (name: string) => `field-${name}`;
  const perPoint = !money && value.mode === 'perPoint';
  return (
    <fieldset
      className="choice"
      data-testid={`time-control-${prefix}`}
      data-field={`${apiField} ${apiNames(apiField, 'preset')}`}
    >
      <legend>{legend}</legend>
      {choices.map((c) => (
        <label key={c} className="check">
          <input
            type="radio"
            name={names.choice}
            value={c}
            checked={value.choice === c}
            onChange={() => set('choice', c)}
          />
          <span>
            {t(`choices.${c}`)}
            {c !== 'none' && c !== 'same' && c !== 'custom' && c !== 'correspondence' ? (
              <>
                {' '}
                <small className="hint">
                  <FiguresText figures={presetFigures(c, length)} />
                </small>
              </>
            ) : null}
          </span>
        </label>
      ))}
      {value.choice === 'custom' ? (
        <>
          <FigureField
            name={names.delay}
            label={t('delay')}
            hint={t('delayHint', LIMITS.delaySeconds)}
            limits={LIMITS.delaySeconds}
            whole
            value={value.delay}
            apiName={apiNames(apiField, 'delaySeconds')}
            onChange={(v) => set('delay', v)}
          />
          {money ? null : (
            <div className="field">
              <label htmlFor={id(names.mode)}>{t('mode')}</label>
              <select
                id={id(names.mode)}
                name={names.mode}
                value={value.mode}
                onChange={(e) => set('mode', e.target.value === 'total' ? 'total' : 'perPoint')}
              >
                <option value="perPoint">{t('modes.perPoint')}</option>
                <option value="total">{t('modes.total')}</option>
              </select>
            </div>
          )}
          {perPoint ? (
            <FigureField
              name={names.perPoint}
              label={t('perPoint')}
              hint={t('perPointHint', LIMITS.perPointMinutes)}
              limits={LIMITS.perPointMinutes}
              value={value.perPoint}
              apiName={apiNames(apiField, 'reservePerPointSeconds')}
              onChange={(v) => set('perPoint', v)}
            />
          ) : (
            <FigureField
              name={names.total}
              label={t('total')}
              hint={t('totalHint', LIMITS.totalMinutes)}
              limits={LIMITS.totalMinutes}
              value={value.total}
              apiName={apiNames(apiField, 'reserveSeconds')}
              onChange={(v) => set('total', v)}
            />
          )}
        </>
      ) : null}
      {value.choice === 'correspondence' ? (
        <div className="field">
          <label htmlFor={id(names.days)}>{t('days')}</label>
          <select
            id={id(names.days)}
            name={names.days}
            value={value.days ?? '3'}
            data-field={apiNames(apiField, 'daysPerMove')}
            aria-describedby={`${id(names.days)}-hint`}
            onChange={(e) => set('days', e.target.value)}
          >
            {DAYS_PER_MOVE.map((n) => (
              <option key={n} value={String(n)}>
                {t('daysPerMove', { count: n })}
              </option>
            ))}
          </select>
          <small id={`${id(names.days)}-hint`} className="hint">
            {t('daysHint')}
          </small>
        </div>
      ) : null}
      {value.choice !== 'none' && value.choice !== 'same' && value.choice !== 'correspondence' ? (
        <label className="check">
          <input
            type="checkbox"
            name={names.autoRoll}
            checked={value.autoRoll}
            data-field={apiNames(apiField, 'autoRoll')}
            onChange={(e) => set('autoRoll', e.target.checked)}
          />
          <span>
            {t('autoRoll')} <small className="hint">{t('autoRollHint')}</small>
          </span>
        </label>
      ) : null}
    </fieldset>
  );
}

/** One figure of a custom time control: a number input within its limits, with its hint and its API name. */
function FigureField({
  name,
  label,
  hint,
  limits,
  whole = false,
  value,
  apiName,
  onChange,
}: {
  name: string;
  label: string;
  hint: string;
  limits: { readonly min: number; readonly max: number };
  /** Whole numbers (seconds); else any number (minutes). */
  whole?: boolean;
  value: string;
  apiName: string;
  onChange: (value: string) => void;
}) {
  const id = `field-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode={whole ? 'numeric' : 'decimal'}
        min={limits.min}
        max={limits.max}
        step={whole ? 1 : 'any'}
        value={value}
        data-field={apiName}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <small id={`${id}-hint`} className="hint">
        {hint}
      </small>
    </div>
  );
}
