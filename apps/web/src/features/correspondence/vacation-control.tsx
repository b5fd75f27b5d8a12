'use client';

/**
 * The vacation control of correspondence play: the days left of the year's budget and, after a confirmation,
 * a day taken from now (every correspondence clock of the player stops for 24 hours). The API refuses a day
 * past the budget (VACATION_BUDGET_EXHAUSTED), shown with its message.
 */
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState } from 'react';
import { FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { takeVacationDayAction } from './actions';

export function VacationControl({
  year,
  budget,
  remaining,
  onVacation,
}: {
  year: number;
  budget: number;
  remaining: number;
  /** A vacation day covers the page's time. */
  onVacation: boolean;
}) {
  const t = useTranslations('home.correspondence');
  const [state, action] = useActionState(takeVacationDayAction, INITIAL_FORM_STATE);
  const [asking, setAsking] = useState(false);
  // Each day taken closes the confirmation (a new state object per answer).
  useEffect(() => {
    if (state.ok) setAsking(false);
  }, [state]);
  return (
    <div data-testid="vacation">
      <p data-testid="vacation-remaining">{t('vacationLeft', { remaining, budget, year })}</p>
      {onVacation ? <p data-testid="on-vacation">{t('onVacation')}</p> : null}
      {asking ? (
        <form action={action} className="form">
          <FormError state={state} />
          <p>{t('vacationConfirm')}</p>
          <div className="actions">
            <SubmitButton pendingLabel={t('wait')}>{t('vacationTake')}</SubmitButton>
            <button type="button" className="button" onClick={() => setAsking(false)}>
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : (
        <>
          {state.ok ? (
            <p role="status" data-testid="vacation-taken">
              {t('vacationTaken')}
            </p>
          ) : null}
          <button type="button" className="button" onClick={() => setAsking(true)}>
            {t('vacationAsk')}
          </button>
        </>
      )}
    </div>
  );
}
