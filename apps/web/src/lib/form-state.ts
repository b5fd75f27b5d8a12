import { ApiError } from './api';

/**
 * What a server action tells its form: nothing yet, done, or a refusal with the API's code and message, and
 * the input it refused when the API names one (FormError marks that field and names it by its label).
 */
export interface FormState {
  readonly ok?: boolean;
  readonly error?: string;
  readonly code?: string;
  readonly field?: string;
}

export const INITIAL_FORM_STATE: FormState = {};

/** The form state of an API refusal: its message (with its reasons) and code, and the field it names (if any). */
export function refusalState(error: ApiError): FormState {
  const message = [error.message, ...error.reasons].join(' ');
  return error.field
    ? { error: message, code: error.code, field: error.field }
    : { error: message, code: error.code };
}

/** A text field of a submitted form, trimmed ('' when it is absent). */
export const formText = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** Runs the mutation of a server action: an API refusal comes back as the form's state, success as null. */
export async function attempt(run: () => Promise<unknown>): Promise<FormState | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (error instanceof ApiError) return refusalState(error);
    throw error;
  }
}

/** A path inside the site to go back to after signing in (never another origin). */
export function safeNext(next: unknown, fallback: string): string {
  return typeof next === 'string' && /^\/(?!\/)[\w\-./?=&%]*$/.test(next) ? next : fallback;
}
