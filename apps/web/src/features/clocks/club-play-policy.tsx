'use client';

/**
 * A club's play policy, for its directors: how long a player may be gone on their turn in a match without a
 * clock before the opponent may claim it, and whether wins on time and by abandonment count for the ratings.
 */
import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { clubPlayPolicyAction } from './actions';

export interface PlayPolicy {
  readonly abandonHours: number;
  readonly rateTimeouts: boolean;
  readonly rateForfeits: boolean;
}

export function ClubPlayPolicyForm({ clubId, policy }: { clubId: string; policy: PlayPolicy }) {
  const t = useTranslations('clocks.policy');
  const [state, action] = useActionState(clubPlayPolicyAction, INITIAL_FORM_STATE);
  const [hours, setHours] = useState(String(policy.abandonHours));
  const [rateTimeouts, setRateTimeouts] = useState(policy.rateTimeouts);
  const [rateForfeits, setRateForfeits] = useState(policy.rateForfeits);
  return (
    <section className="card" aria-labelledby="play-policy-title" data-testid="play-policy">
      <h2 id="play-policy-title">{t('title')}</h2>
      <form action={action} className="form" noValidate>
        <FormError state={state} />
        {state.ok ? (
          <p className="notice" role="status">
            {t('saved')}
          </p>
        ) : null}
        <input type="hidden" name="clubId" value={clubId} />
        <div className="field">
          <label htmlFor="field-abandonHours">{t('abandonHours')}</label>
          <input
            id="field-abandonHours"
            name="abandonHours"
            type="number"
            inputMode="numeric"
            min={1}
            max={720}
            value={hours}
            aria-describedby="field-abandonHours-hint"
            onChange={(e) => setHours(e.target.value)}
          />
          <small id="field-abandonHours-hint" className="hint">
            {t('abandonHoursHint')}
          </small>
        </div>
        <label className="check">
          <input
            type="checkbox"
            name="rateTimeouts"
            checked={rateTimeouts}
            onChange={(e) => setRateTimeouts(e.target.checked)}
          />
          <span>{t('rateTimeouts')}</span>
        </label>
        <label className="check">
          <input
            type="checkbox"
            name="rateForfeits"
            checked={rateForfeits}
            onChange={(e) => setRateForfeits(e.target.checked)}
          />
          <span>{t('rateForfeits')}</span>
        </label>
        <SubmitButton pendingLabel={t('saving')}>{t('save')}</SubmitButton>
      </form>
    </section>
  );
}
