'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Field, FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { createLadderAction } from './actions';

/** A director's new ladder: a name, and the reach, days to play, match length and movement (defaults shown). */
export function CreateLadderForm({ clubId }: { clubId: string }) {
  const t = useTranslations('season.create');
  const [state, action] = useActionState(createLadderAction, INITIAL_FORM_STATE);
  return (
    <form action={action} className="stack" aria-labelledby="create-ladder-title">
      <h2 id="create-ladder-title">{t('title')}</h2>
      <input type="hidden" name="clubId" value={clubId} />
      <Field label={t('name')} name="name" required minLength={2} maxLength={80} />
      <Field label={t('reach')} name="reach" type="number" min={1} max={50} defaultValue={5} />
      <Field label={t('deadlineDays')} name="deadlineDays" type="number" min={1} max={60} defaultValue={7} />
      <Field label={t('matchLength')} name="matchLength" type="number" min={1} max={25} defaultValue={5} />
      <div className="field">
        <label htmlFor="ladder-movement">{t('movement')}</label>
        <select id="ladder-movement" name="movement" defaultValue="LEAPFROG">
          <option value="LEAPFROG">{t('leapfrog')}</option>
          <option value="SWAP">{t('swap')}</option>
        </select>
      </div>
      <FormError state={state} />
      <SubmitButton pendingLabel={t('creating')}>{t('submit')}</SubmitButton>
    </form>
  );
}
