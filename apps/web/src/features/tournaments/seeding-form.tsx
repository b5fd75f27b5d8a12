'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { seedingAction } from './actions';

type Method = 'RATING' | 'RANDOM' | 'MANUAL';

/** The director chooses how the checked-in players are seeded; manual seeding takes a number per player. */
export function SeedingForm({
  tournamentId,
  method,
  entries,
}: {
  tournamentId: string;
  method: Method;
  entries: readonly { id: string; name: string; seed?: number | null }[];
}) {
  const t = useTranslations('tournaments');
  const [state, action] = useActionState(seedingAction, INITIAL_FORM_STATE);
  const [chosen, setChosen] = useState<Method>(method);
  const [seeds, setSeeds] = useState<Record<string, string>>(() =>
    Object.fromEntries(entries.map((e, i) => [e.id, String(e.seed ?? i + 1)])),
  );
  return (
    <form action={action} className="form seeding-form" noValidate>
      <FormError state={state} />
      {state.ok ? (
        <p className="notice" role="status">
          {t('seedingSaved')}
        </p>
      ) : null}
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <div className="field">
        <label htmlFor="seeding-method">{t('seedingLabel')}</label>
        <select
          id="seeding-method"
          name="method"
          value={chosen}
          onChange={(e) => setChosen(e.target.value as Method)}
        >
          {(['RATING', 'RANDOM', 'MANUAL'] as const).map((m) => (
            <option key={m} value={m}>
              {t(`seeding.${m}`)}
            </option>
          ))}
        </select>
      </div>
      {chosen === 'MANUAL' ? (
        <fieldset className="choice">
          <legend>{t('manualSeeds')}</legend>
          {entries.map((e) => (
            <div className="field inline" key={e.id}>
              <label htmlFor={`seed-${e.id}`}>{e.name}</label>
              <input
                id={`seed-${e.id}`}
                name={`seed:${e.id}`}
                type="number"
                inputMode="numeric"
                min={1}
                value={seeds[e.id] ?? ''}
                onChange={(event) => setSeeds((s) => ({ ...s, [e.id]: event.target.value }))}
              />
            </div>
          ))}
        </fieldset>
      ) : null}
      {/* Saving the seeding is a step on the way; the draw below is the panel's main button. */}
      <SubmitButton pendingLabel={t('wait')} secondary>
        {t('saveSeeding')}
      </SubmitButton>
    </form>
  );
}
