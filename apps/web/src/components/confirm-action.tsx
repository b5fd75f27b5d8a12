'use client';

import { useActionState, useEffect, useId, useRef } from 'react';
import { FormState, INITIAL_FORM_STATE } from '@/lib/form-state';
import { FormError, SubmitButton } from './form';

export interface ConfirmTexts {
  readonly label: string;
  readonly title: string;
  readonly body: string;
  readonly confirm: string;
  readonly cancel: string;
  readonly pending: string;
}

/**
 * A button that asks for confirmation in a modal dialog before running a server action. The server still
 * decides: its refusal (e.g. FORBIDDEN) is shown beside the button.
 */
export function ConfirmAction({
  action,
  fields,
  texts,
  tone = 'normal',
}: {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  fields: Record<string, string>;
  texts: ConfirmTexts;
  /** `primary`: the page's main next step (one per view); `danger`: it removes or withdraws something. */
  tone?: 'normal' | 'primary' | 'danger';
}) {
  const [state, formAction] = useActionState(action, INITIAL_FORM_STATE);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (state.ok || state.error) dialog.current?.close();
  }, [state]);
  return (
    <span className="confirm-action">
      <button type="button" className={`button ${tone}`} onClick={() => dialog.current?.showModal()}>
        {texts.label}
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="dialog">
        <form action={formAction}>
          <h2 id={titleId}>{texts.title}</h2>
          <p>{texts.body}</p>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="dialog-actions">
            <button type="button" className="button" onClick={() => dialog.current?.close()}>
              {texts.cancel}
            </button>
            <SubmitButton pendingLabel={texts.pending}>{texts.confirm}</SubmitButton>
          </div>
        </form>
      </dialog>
      <FormError state={state} />
    </span>
  );
}
