/** What a server action tells its form: nothing yet, done, or a refusal with the API's code and message. */
export interface FormState {
  readonly ok?: boolean;
  readonly error?: string;
  readonly code?: string;
}

export const INITIAL_FORM_STATE: FormState = {};

/** A path inside the site to go back to after signing in (never another origin). */
export function safeNext(next: unknown, fallback: string): string {
  return typeof next === 'string' && /^\/(?!\/)[\w\-./?=&%]*$/.test(next) ? next : fallback;
}
