'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { Field, FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { signInAction, signUpAction } from './actions';

/** Sign-in and sign-up forms: the API's refusal is shown above the fields, and every field keeps its text. */
export function AuthForm({ mode, next }: { mode: 'signIn' | 'signUp'; next?: string }) {
  const t = useTranslations('account');
  const [state, action] = useActionState(mode === 'signIn' ? signInAction : signUpAction, INITIAL_FORM_STATE);
  const [values, setValues] = useState({ email: '', password: '', displayName: '' });
  const bind = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  return (
    <form action={action} className="form card" noValidate>
      <FormError state={state} />
      {mode === 'signUp' ? (
        <Field label={t('displayName')} autoComplete="nickname" required {...bind('displayName')} />
      ) : null}
      <Field label={t('email')} type="email" autoComplete="email" required {...bind('email')} />
      <Field
        label={t('password')}
        type="password"
        autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
        hint={mode === 'signUp' ? t('passwordHint') : undefined}
        required
        {...bind('password')}
      />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <SubmitButton pendingLabel={t('wait')}>{mode === 'signIn' ? t('signIn') : t('signUp')}</SubmitButton>
    </form>
  );
}
