'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { markAllNotificationsReadAction } from './actions';

/** "Mark all as read" on the notification centre's page. */
export function MarkAllReadButton() {
  const t = useTranslations('notifications');
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      className="button"
      disabled={pending}
      aria-busy={pending}
      onClick={() =>
        start(async () => {
          await markAllNotificationsReadAction();
          router.refresh();
        })
      }
    >
      {t('markAllRead')}
    </button>
  );
}
