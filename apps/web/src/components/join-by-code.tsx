import { currentUser } from '@/lib/session';
import type { FormState } from '@/lib/form-state';
import { Link } from '@/i18n/navigation';
import { ActionForm } from './action-form';

/** An invitation code as a QR code's link may carry it: upper case letters and digits, at most 12. */
export const joinCode = (raw: string | undefined) =>
  (raw ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 12);

/**
 * Where a QR code leads (a club's, a chouette table's): a signed-in member joins with the code, anyone else
 * signs up or in first and comes back here with it.
 */
export async function JoinByCode({
  here,
  code,
  action,
  texts,
}: {
  /** This page with its code, locale included: where signing in or up comes back to. */
  here: string;
  code: string;
  action: (state: FormState, form: FormData) => Promise<FormState>;
  texts: {
    title: string;
    lead?: string;
    code: string;
    submit: string;
    pending: string;
    signIn: string;
    signUp: string;
    signInButton: string;
  };
}) {
  const me = await currentUser();
  return (
    <main id="main" className="narrow">
      <h1>{texts.title}</h1>
      {me ? (
        <section className="card">
          {texts.lead ? <p>{texts.lead}</p> : null}
          <ActionForm
            action={action}
            fields={[{ name: 'code', label: texts.code, initial: code, maxLength: 12 }]}
            submit={texts.submit}
            pending={texts.pending}
          />
        </section>
      ) : (
        <section className="card">
          <p>{texts.signIn}</p>
          <p className="actions">
            <Link className="button primary" href={`/sign-up?next=${encodeURIComponent(here)}`}>
              {texts.signUp}
            </Link>{' '}
            <Link className="button" href={`/sign-in?next=${encodeURIComponent(here)}`}>
              {texts.signInButton}
            </Link>
          </p>
        </section>
      )}
    </main>
  );
}
