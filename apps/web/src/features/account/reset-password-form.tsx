'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { Field, FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { resetPasswordAction } from './actions';

/** A new password, with the token of the reset link the visitor opened. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('account');
  const [state, action] = useActionState(resetPasswordAction, INITIAL_FORM_STATE);
  const [password, setPassword] = useState('');
  return (
    <form action={action} className="form card" noValidate>
      <FormError state={state} />
      <input type="hidden" name="token" value={token} />
      <Field
        label={t('newPassword')}
        type="password"
        name="newPassword"
        autoComplete="new-password"
        hint={t('passwordHint')}
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <SubmitButton pendingLabel={t('wait')}>{t('setPassword')}</SubmitButton>
    </form>
  );
}
