'use client';

/**
 * A director's lateness waiver for one player of a board (issue 41): all of the penalty or some points, with
 * the reason the audit keeps. The API refuses a waiver without a reason (INVALID_LATENESS).
 */
import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import { FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { waiveLatenessAction } from './day-actions';

export function WaiverForm({ matchId, userId, name }: { matchId: string; userId: string; name: string }) {
  const t = useTranslations('tournaments.day');
  const [state, action] = useActionState(waiveLatenessAction, INITIAL_FORM_STATE);
  const id = useId();
  return (
    <details className="dispute">
      <summary>{t('waiveFor', { name })}</summary>
      <form action={action} className="form" noValidate data-testid="waiver-form">
        <FormError state={state} />
        <input type="hidden" name="matchId" value={matchId} />
        <input type="hidden" name="userId" value={userId} />
        <div className="field">
          <label htmlFor={`${id}-points`}>{t('waivePoints')}</label>
          <input id={`${id}-points`} name="points" type="number" inputMode="numeric" min={1} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('waiveReason')}</label>
          <input id={`${id}-reason`} name="reason" maxLength={1000} />
        </div>
        <SubmitButton pendingLabel={t('wait')}>{t('waive')}</SubmitButton>
      </form>
    </details>
  );
}
