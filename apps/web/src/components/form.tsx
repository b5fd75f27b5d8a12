'use client';

import { useTranslations } from 'next-intl';
import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useFormStatus } from 'react-dom';
import { controlsFor, labelOf, markInvalid } from '@/lib/field-error';
import type { FormState } from '@/lib/form-state';

/**
 * A labelled input; controlled by its form so nothing typed is lost when the server refuses it. `problem` is
 * what the form found wrong before sending it: the input is marked invalid and described by it.
 */
export function Field({
  label,
  hint,
  problem,
  ...input
}: { label: string; hint?: string; problem?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const id = `field-${input.name}`;
  const described = [problem ? `${id}-problem` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-describedby={described || undefined}
        aria-invalid={problem ? true : undefined}
        {...input}
      />
      {problem ? (
        <small id={`${id}-problem`} className="field-problem">
          {problem}
        </small>
      ) : null}
      {hint ? (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      ) : null}
    </div>
  );
}

/**
 * The server's refusal, above or beside the form. When the API names the field it refused (FormState.field),
 * that field's controls are marked aria-invalid and described by this message, and the message names the
 * field by its label as a button that takes the visitor there (`onField` lets a form first show the part of
 * the form that holds it, e.g. a wizard's step; by default the control is focused).
 */
export function FormError({
  state,
  onField,
}: {
  state: FormState;
  onField?: (control: HTMLElement) => void;
}) {
  const t = useTranslations('form');
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [target, setTarget] = useState<{ label: string; control: HTMLElement } | null>(null);
  useEffect(() => {
    const form = ref.current?.closest('form') ?? ref.current?.parentElement?.querySelector('form');
    const controls = state.error && state.field && form ? controlsFor(form, state.field) : [];
    const label = controls.length ? labelOf(controls[0]) : '';
    setTarget(label ? { label, control: controls[0] as unknown as HTMLElement } : null);
    return controls.length ? markInvalid(controls, id) : undefined;
  }, [state, id]);
  if (!state.error) return null;
  const go = (control: HTMLElement) => (onField ? onField(control) : control.focus());
  return (
    <p
      ref={ref}
      id={id}
      className="form-error"
      role="alert"
      data-code={state.code}
      data-error-field={state.field}
    >
      {state.error}
      {target ? (
        <>
          {' '}
          {t.rich('checkField', {
            label: target.label,
            field: (chunks) => (
              <button type="button" className="link-button" onClick={() => go(target.control)}>
                {chunks}
              </button>
            ),
          })}
        </>
      ) : null}
    </p>
  );
}

/** A form's submit button; `secondary` when the form is not the page's main next step. */
export function SubmitButton({
  children,
  pendingLabel,
  secondary = false,
}: {
  children: ReactNode;
  pendingLabel: string;
  secondary?: boolean;
}) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      className={secondary ? 'button' : 'button primary'}
      disabled={pending}
      aria-busy={pending}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
