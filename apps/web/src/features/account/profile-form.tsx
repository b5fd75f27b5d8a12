'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { Field, FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { updateProfileAction } from './actions';

export function ProfileForm({ displayName, locale }: { displayName: string; locale: string }) {
  const t = useTranslations('account');
  const [state, action] = useActionState(updateProfileAction, INITIAL_FORM_STATE);
  const [name, setName] = useState(displayName);
  const [language, setLanguage] = useState(locale);
  return (
    <form action={action} className="form card">
      <FormError state={state} />
      <Field
        label={t('displayName')}
        name="displayName"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <div className="field">
        <label htmlFor="field-locale">{t('language')}</label>
        <select
          id="field-locale"
          name="locale"
          value={language}
          onChange={(e) => setLanguage(e.target.value)}
        >
          <option value="pt-BR">Português (Brasil)</option>
          <option value="en">English</option>
        </select>
      </div>
      <SubmitButton pendingLabel={t('wait')}>{t('save')}</SubmitButton>
    </form>
  );
}
