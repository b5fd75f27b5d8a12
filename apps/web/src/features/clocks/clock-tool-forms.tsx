'use client';

/**
 * The forms of the director's clock tools for one match: pause or resume the clocks, add time to a player,
 * annul a loss on time. Each asks for the reason (3 to 1000 characters), which the tournament's audit keeps.
 */
import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { FormError, SubmitButton } from '@/components/form';
import { type FormState, INITIAL_FORM_STATE } from '@/lib/form-state';
import { addTimeAction, annulTimeoutAction, pauseClockAction, resumeClockAction } from './actions';
import css from './clocks.module.css';
import type { ClockToolRow } from './clock-tools';

type Action = (state: FormState, form: FormData) => Promise<FormState>;

function ToolForm({
  action,
  row,
  kind,
  submit,
  children,
}: {
  action: Action;
  row: ClockToolRow;
  kind: string;
  submit: string;
  children?: React.ReactNode;
}) {
  const t = useTranslations('clocks.director');
  const [state, formAction] = useActionState(action, INITIAL_FORM_STATE);
  const [reason, setReason] = useState('');
  const id = `${kind}-${row.matchId}`;
  return (
    <form action={formAction} className="form" data-testid={id}>
      <FormError state={state} />
      {state.ok ? (
        <p className="notice" role="status">
          {t('done')}
        </p>
      ) : null}
      <input type="hidden" name="matchId" value={row.matchId} />
      <div className={css.toolRow}>
        {children}
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('reason')}</label>
          <input
            id={`${id}-reason`}
            name="reason"
            required
            minLength={3}
            maxLength={1000}
            autoComplete="off"
            value={reason}
            aria-describedby={`${id}-reason-hint`}
            onChange={(e) => setReason(e.target.value)}
          />
          <small id={`${id}-reason-hint`} className="hint">
            {t('reasonHint')}
          </small>
        </div>
        <SubmitButton pendingLabel={t('wait')}>{submit}</SubmitButton>
      </div>
    </form>
  );
}

export function ClockToolForms({ row }: { row: ClockToolRow }) {
  const t = useTranslations('clocks.director');
  const [side, setSide] = useState('0');
  const [seconds, setSeconds] = useState('60');
  const [extra, setExtra] = useState('');
  if (row.state === 'timedOut')
    return (
      <ToolForm action={annulTimeoutAction} row={row} kind="annul" submit={t('annul')}>
        <div className="field">
          <label htmlFor={`annul-${row.matchId}-extra`}>{t('addSeconds')}</label>
          <input
            id={`annul-${row.matchId}-extra`}
            name="addSeconds"
            type="number"
            inputMode="numeric"
            min={1}
            max={3600}
            value={extra}
            onChange={(e) => setExtra(e.target.value)}
          />
        </div>
      </ToolForm>
    );
  return (
    <div className={css.tools}>
      {row.state === 'paused' ? (
        <ToolForm action={resumeClockAction} row={row} kind="resume" submit={t('resume')} />
      ) : (
        <ToolForm action={pauseClockAction} row={row} kind="pause" submit={t('pause')} />
      )}
      <ToolForm action={addTimeAction} row={row} kind="add" submit={t('addTime')}>
        <div className="field">
          <label htmlFor={`add-${row.matchId}-side`}>{t('side')}</label>
          <select
            id={`add-${row.matchId}-side`}
            name="side"
            value={side}
            onChange={(e) => setSide(e.target.value)}
          >
            <option value="0">{row.names[0]}</option>
            <option value="1">{row.names[1]}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`add-${row.matchId}-seconds`}>{t('seconds')}</label>
          <input
            id={`add-${row.matchId}-seconds`}
            name="seconds"
            type="number"
            inputMode="numeric"
            min={1}
            max={3600}
            required
            value={seconds}
            onChange={(e) => setSeconds(e.target.value)}
          />
        </div>
      </ToolForm>
    </div>
  );
}
