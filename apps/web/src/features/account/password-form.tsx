'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { Field, FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { changePasswordAction } from './actions';

/** Changing the password: the current one, then the new one; the other devices are signed out. */
export function PasswordForm() {
  const t = useTranslations('account');
  const [state, action] = useActionState(changePasswordAction, INITIAL_FORM_STATE);
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const bind = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  return (
    <form action={action} className="form card" aria-labelledby="password-title" noValidate>
      <h3 id="password-title">{t('changePassword')}</h3>
      <FormError state={state} />
      <Field
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        {...bind('currentPassword')}
      />
      <Field
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        required
        {...bind('newPassword')}
      />
      <p className="muted">{t('changePasswordHelp')}</p>
      <SubmitButton pendingLabel={t('wait')}>{t('changePassword')}</SubmitButton>
    </form>
  );
}
