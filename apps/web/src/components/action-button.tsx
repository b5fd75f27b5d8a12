'use client';

import { useActionState } from 'react';
import { FormState, INITIAL_FORM_STATE } from '@/lib/form-state';
import { FormError } from './form';
import { useFormStatus } from 'react-dom';

function Button({
  label,
  pending,
  primary,
  accessibleLabel,
}: {
  label: string;
  pending: string;
  primary?: boolean;
  accessibleLabel?: string;
}) {
  const status = useFormStatus();
  return (
    <button
      type="submit"
      className={`button${primary ? ' primary' : ''}`}
      disabled={status.pending}
      aria-busy={status.pending}
      aria-label={accessibleLabel}
    >
      {status.pending ? pending : label}
    </button>
  );
}

/** One button that runs a server action at once (no confirmation); the server's refusal shows beside it. */
export function ActionButton({
  action,
  fields,
  label,
  pending,
  primary,
  accessibleLabel,
}: {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  fields: Record<string, string>;
  label: string;
  pending: string;
  primary?: boolean;
  /** When the visible label needs its context, e.g. "Check in Ana". */
  accessibleLabel?: string;
}) {
  const [state, formAction] = useActionState(action, INITIAL_FORM_STATE);
  return (
    <form action={formAction} className="action-button">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button label={label} pending={pending} primary={primary} accessibleLabel={accessibleLabel} />
      <FormError state={state} />
    </form>
  );
}
