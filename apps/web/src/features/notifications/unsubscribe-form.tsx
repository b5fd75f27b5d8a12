'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { unsubscribeAction } from './actions';

/** The unsubscribe link's page asks for one click (a link scanner following the e-mail's link changes nothing). */
export function UnsubscribeForm({ token, kind }: { token: string; kind: string }) {
  const t = useTranslations('notifications.unsubscribe');
  const [state, action, pending] = useActionState(unsubscribeAction, INITIAL_FORM_STATE);
  if (state.ok)
    return (
      <p className="notice" role="status" data-testid="unsubscribed">
        {t('done')}
      </p>
    );
  return (
    <form action={action}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="kind" value={kind} />
      {state.error ? (
        <p className="form-error" role="alert">
          {state.code === 'INVALID_UNSUBSCRIBE_TOKEN' || state.code === 'BAD_USER_INPUT'
            ? t('invalid')
            : state.error}
        </p>
      ) : null}
      <button type="submit" className="button primary" disabled={pending} aria-busy={pending}>
        {t('confirm')}
      </button>
    </form>
  );
}
