'use client';

import { useActionState, useState } from 'react';
import { FormState, INITIAL_FORM_STATE } from '@/lib/form-state';
import { Field, FormError, SubmitButton } from './form';

export interface ActionField {
  readonly name: string;
  readonly label: string;
  readonly initial?: string;
  readonly hint?: string;
  readonly autoComplete?: string;
  readonly maxLength?: number;
}

/** A small form of text fields for one server action; what was typed stays when the server refuses it. */
export function ActionForm({
  action,
  fields,
  hidden = {},
  submit,
  pending,
}: {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  fields: readonly ActionField[];
  hidden?: Record<string, string>;
  submit: string;
  pending: string;
}) {
  const [state, formAction] = useActionState(action, INITIAL_FORM_STATE);
  const [values, setValues] = useState(() =>
    Object.fromEntries(fields.map((f) => [f.name, f.initial ?? ''])),
  );
  return (
    <form action={formAction} className="form" noValidate>
      <FormError state={state} />
      {fields.map((f) => (
        <Field
          key={f.name}
          name={f.name}
          label={f.label}
          hint={f.hint}
          autoComplete={f.autoComplete ?? 'off'}
          maxLength={f.maxLength}
          value={values[f.name]}
          onChange={(event) => setValues((v) => ({ ...v, [f.name]: event.target.value }))}
        />
      ))}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton pendingLabel={pending}>{submit}</SubmitButton>
    </form>
  );
}
