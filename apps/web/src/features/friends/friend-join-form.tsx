'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Field, FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { acceptFriendLinkAction } from './actions';

/** Take the link's board: a signed-in member as themself, anyone else as a guest with a name only. */
export function FriendJoinForm({ token, signedInAs }: { token: string; signedInAs: string | null }) {
  const t = useTranslations('friend');
  const [state, action] = useActionState(acceptFriendLinkAction, INITIAL_FORM_STATE);
  return (
    <form action={action} className="form card">
      <FormError state={state} />
      <input type="hidden" name="token" value={token} />
      {signedInAs ? (
        <p>{t('asMember', { name: signedInAs })}</p>
      ) : (
        <>
          <p className="muted">{t('guestHelp')}</p>
          <Field
            label={t('guestName')}
            name="guestName"
            required
            minLength={2}
            maxLength={40}
            autoComplete="nickname"
          />
        </>
      )}
      <SubmitButton pendingLabel={t('joining')}>{t('join')}</SubmitButton>
    </form>
  );
}
