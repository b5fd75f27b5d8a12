'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState } from 'react';
import { Field, FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { announceAction } from './actions';

/** A director's announcement to the club's members (each gets it as a notification). */
export function AnnounceForm({ clubId }: { clubId: string }) {
  const t = useTranslations('notifications.announce');
  const [state, action] = useActionState(announceAction, INITIAL_FORM_STATE);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!state.ok) return;
    setTitle('');
    setMessage('');
  }, [state]);
  return (
    <form action={action} className="form" noValidate>
      <FormError state={state} />
      {state.ok ? (
        <p className="notice" role="status">
          {t('sent')}
        </p>
      ) : null}
      <input type="hidden" name="clubId" value={clubId} />
      <Field
        name="title"
        label={t('titleLabel')}
        maxLength={120}
        autoComplete="off"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <div className="field">
        <label htmlFor="field-message">{t('message')}</label>
        <textarea
          id="field-message"
          name="message"
          rows={3}
          maxLength={2000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      <SubmitButton pendingLabel={t('sending')}>{t('send')}</SubmitButton>
    </form>
  );
}
