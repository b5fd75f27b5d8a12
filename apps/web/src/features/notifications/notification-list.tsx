'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import styles from './notifications.module.css';
import { localHref, notificationSentence, type ShownNotification } from './notification-text';

/** Notices as a list of links (the bell's dropdown and the notification centre's page). */
export function NotificationList({
  items,
  now,
  onOpen,
}: {
  items: readonly ShownNotification[];
  /** The time the list was read ("2 minutes ago" is counted from it: the same on the server and the page). */
  now: number;
  onOpen?: (n: ShownNotification) => void;
}) {
  const t = useTranslations('notifications');
  const locale = useLocale();
  const format = useFormatter();
  if (!items.length) return <p className={styles.muted}>{t('empty')}</p>;
  return (
    <ul className={styles.list} data-testid="notification-list">
      {items.map((n) => (
        <li key={n.id} className={`${styles.item}${n.readAt ? '' : ` ${styles.unread}`}`} data-kind={n.kind}>
          <a href={localHref(locale, n.link)} onClick={() => onOpen?.(n)}>
            {notificationSentence(t, n)}
            {n.readAt ? null : <span className="visually-hidden"> ({t('unread')})</span>}
            {n.kind === 'ANNOUNCEMENT' && n.payload.message ? (
              <span className={styles.message}>{n.payload.message}</span>
            ) : null}
            <time className={styles.when} dateTime={n.createdAt}>
              {format.relativeTime(new Date(n.createdAt), now)}
            </time>
          </a>
        </li>
      ))}
    </ul>
  );
}
