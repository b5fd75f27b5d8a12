'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { NOTIFICATION_EVENT } from './notification-text';

/** A burst of news (a challenge answered and its match started) is read once, this long after the last. */
const SETTLE_MS = 250;

/**
 * Keeps a page that lists what notices are about (the challenges) current: each piece of news the header's
 * bell receives reads the page again from the server, without a reload (form fields keep what was typed).
 */
export function FollowNotifications() {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const refresh = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => router.refresh(), SETTLE_MS);
    };
    window.addEventListener(NOTIFICATION_EVENT, refresh);
    return () => {
      window.removeEventListener(NOTIFICATION_EVENT, refresh);
      clearTimeout(timer.current);
    };
  }, [router]);
  return null;
}
