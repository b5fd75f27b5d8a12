'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { Field, FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { requestPasswordResetAction } from './actions';

/** Asks for a reset link; the notice is the same whether the e-mail has an account or not. */
export function ForgotPasswordForm() {
  const t = useTranslations('account');
  const [state, action] = useActionState(requestPasswordResetAction, INITIAL_FORM_STATE);
  const [email, setEmail] = useState('');
  return (
    <form action={action} className="form card" noValidate>
      <FormError state={state} />
      {state.ok ? (
        <p className="notice" role="status">
          {t('resetSent')}
        </p>
      ) : null}
      <Field
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <SubmitButton pendingLabel={t('wait')}>{t('sendResetLink')}</SubmitButton>
    </form>
  );
}
