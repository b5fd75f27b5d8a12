'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useId, useState } from 'react';
import { FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { correctResultAction, reportResultAction } from './actions';

type Outcome = 'PLAYED' | 'WALKOVER' | 'RETIREMENT';

/**
 * A result for one match: played (winner and score), walkover (who was absent) or retirement (who retired).
 * A correction also asks for the written reason. The API decides whether the result is valid.
 */
export function ResultForm({
  matchId,
  players,
  mode,
  length,
}: {
  matchId: string;
  players: readonly { id: string; name: string }[];
  mode: 'report' | 'correct';
  length: number;
}) {
  const t = useTranslations('tournaments.result');
  const [state, action] = useActionState(
    mode === 'report' ? reportResultAction : correctResultAction,
    INITIAL_FORM_STATE,
  );
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>('PLAYED');
  const [playerId, setPlayerId] = useState(players[0]?.id ?? '');
  const [winnerPoints, setWinnerPoints] = useState(String(length));
  const [loserPoints, setLoserPoints] = useState('');
  const [reason, setReason] = useState('');
  const who = outcome === 'PLAYED' ? t('winner') : outcome === 'WALKOVER' ? t('absent') : t('retired');
  return (
    <form action={action} className="form" noValidate data-testid={`${mode}-form`}>
      <FormError state={state} />
      {state.ok ? (
        <p className="notice" role="status">
          {mode === 'report' ? t('reported') : t('corrected')}
        </p>
      ) : null}
      <input type="hidden" name="matchId" value={matchId} />
      <fieldset className="choice">
        <legend>{t('outcome')}</legend>
        {(['PLAYED', 'WALKOVER', 'RETIREMENT'] as const).map((o) => (
          <label key={o} className="check">
            <input
              type="radio"
              name="outcome"
              value={o}
              checked={outcome === o}
              onChange={() => setOutcome(o)}
            />{' '}
            {t(`outcomes.${o}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-player`}>{who}</label>
        <select
          id={`${id}-player`}
          name="playerId"
          value={playerId}
          onChange={(e) => setPlayerId(e.target.value)}
        >
          {players.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      {outcome !== 'WALKOVER' ? (
        <div className="score-fields">
          <div className="field">
            <label htmlFor={`${id}-winnerPoints`}>{t('winnerPoints')}</label>
            <input
              id={`${id}-winnerPoints`}
              name="winnerPoints"
              type="number"
              inputMode="numeric"
              min={0}
              value={winnerPoints}
              onChange={(e) => setWinnerPoints(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-loserPoints`}>{t('loserPoints')}</label>
            <input
              id={`${id}-loserPoints`}
              name="loserPoints"
              type="number"
              inputMode="numeric"
              min={0}
              value={loserPoints}
              onChange={(e) => setLoserPoints(e.target.value)}
            />
          </div>
        </div>
      ) : null}
      {mode === 'correct' ? (
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('reason')}</label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      ) : null}
      <SubmitButton pendingLabel={t('wait')}>{mode === 'report' ? t('report') : t('correct')}</SubmitButton>
    </form>
  );
}

/** The opponent disputes a reported result, with a reason (the director decides). */
export function DisputeForm({
  reportId,
  action,
}: {
  reportId: string;
  action: (state: typeof INITIAL_FORM_STATE, form: FormData) => Promise<typeof INITIAL_FORM_STATE>;
}) {
  const t = useTranslations('tournaments.result');
  const [state, formAction] = useActionState(action, INITIAL_FORM_STATE);
  const [reason, setReason] = useState('');
  const id = useId();
  return (
    <details className="dispute">
      <summary className="button">{t('dispute')}</summary>
      <form action={formAction} className="form" noValidate>
        <FormError state={state} />
        <input type="hidden" name="reportId" value={reportId} />
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('disputeReason')}</label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <SubmitButton pendingLabel={t('wait')}>{t('sendDispute')}</SubmitButton>
      </form>
    </details>
  );
}
