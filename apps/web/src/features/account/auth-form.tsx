'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useActionState, useState } from 'react';
import { Field, FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { signInAction, signUpAction } from './actions';
import { type SignUpField, signUpProblems } from './sign-up-checks';

/**
 * Sign-in and sign-up forms: the API's refusal is shown above the fields, and every field keeps its text.
 * Sign-up flags what is plain to see (an address that is not one, a password too short) when the visitor
 * leaves the field or sends the form, and sends nothing until it is right.
 */
export function AuthForm({ mode, next }: { mode: 'signIn' | 'signUp'; next?: string }) {
  const t = useTranslations('account');
  const [state, action] = useActionState(mode === 'signIn' ? signInAction : signUpAction, INITIAL_FORM_STATE);
  const [values, setValues] = useState({ email: '', password: '', displayName: '' });
  // The fields the visitor has left (or all of them, once the form was sent): only these show a problem.
  const [checked, setChecked] = useState<ReadonlySet<SignUpField>>(new Set());
  const problems = mode === 'signUp' ? signUpProblems(values) : {};
  const problemOf = (name: SignUpField) => {
    const problem = problems[name];
    return problem && checked.has(name) ? t(`problems.${problem}`) : null;
  };
  const bind = (name: SignUpField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: () => setChecked((c) => new Set(c).add(name)),
    problem: problemOf(name),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const wrong = Object.keys(problems) as SignUpField[];
    if (!wrong.length) return;
    event.preventDefault();
    setChecked(new Set(['displayName', 'email', 'password']));
    event.currentTarget.querySelector<HTMLInputElement>(`[name="${wrong[0]}"]`)?.focus();
  };
  return (
    <form action={action} onSubmit={onSubmit} className="form card" noValidate>
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
