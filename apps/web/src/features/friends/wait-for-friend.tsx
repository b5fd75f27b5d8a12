'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useRouter } from '@/i18n/navigation';

const REFRESH_MS = 3_000;

/** The host waits on the link's page: it is read again every few seconds until the friend takes the board
 * (the page then sends the host there). */
export function WaitForFriend() {
  const t = useTranslations('friend');
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [router]);
  return (
    <p role="status" data-testid="friend-waiting">
      {t('waiting')}
    </p>
  );
}
