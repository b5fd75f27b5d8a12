'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { NotificationNewsSubscription as NewsData } from '@/gql/graphql';
import { useLiveFeed } from '@/lib/use-live-feed';
import {
  loadNotificationsAction,
  markAllNotificationsReadAction,
  markNotificationReadAction,
} from './actions';
import { NotificationList } from './notification-list';
import {
  NOTIFICATION_EVENT,
  type ShownNotification,
  badgeText,
  localHref,
  notificationSentence,
  wantsBrowserNotification,
} from './notification-text';
import { NotificationNewsSubscription } from './queries';
import styles from './notifications.module.css';

type News = NewsData['notificationNews'];

/** The browser's permission for notifications, or null where the Notification API is missing. */
function permissionNow(): NotificationPermission | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : null;
}

/**
 * The bell of the header: the unread count, live over the site's WebSocket (the API pushes the count at once,
 * then each new notice); a dropdown with the latest notices, "mark all as read" and the link to the centre; and
 * the browser notifications: asked for from a click in the dropdown, raised for a new notice while the tab is in
 * the background. Each piece of news is also dispatched on `window` (NOTIFICATION_EVENT) for the page to follow.
 */
export function NotificationBell({ liveUrl }: { liveUrl: string }) {
  const t = useTranslations('notifications');
  const locale = useLocale();
  const panelId = useId();
  const [count, setCount] = useState(0);
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<ShownNotification[] | null>(null);
  const [readAt, setReadAt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [permission, setPermission] = useState<NotificationPermission | null>(null);
  const root = useRef<HTMLDivElement>(null);
  /** The count the API pushes when the feed opens is not news for the page. */
  const opened = useRef(false);

  useEffect(() => setPermission(permissionNow()), []);

  const load = useCallback(async () => {
    try {
      const result = await loadNotificationsAction();
      setItems(result.notifications);
      setCount(result.unreadNotificationCount);
      setReadAt(Date.now());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  const onNews = useCallback(
    (news: News) => {
      setCount(news.unreadCount);
      const notice = news.notification;
      if (notice) setItems((list) => (list ? [notice, ...list.filter((n) => n.id !== notice.id)] : list));
      if (opened.current || notice)
        window.dispatchEvent(new CustomEvent(NOTIFICATION_EVENT, { detail: news }));
      opened.current = true;
      if (
        notice &&
        wantsBrowserNotification({
          browser: news.browser,
          hasNotification: true,
          permission: permissionNow(),
          visibility: document.visibilityState,
        })
      ) {
        const shown = new window.Notification(notificationSentence(t, notice), {
          tag: notice.id,
          lang: locale,
          ...(notice.payload.message ? { body: notice.payload.message } : {}),
        });
        shown.onclick = () => {
          window.focus();
          window.location.assign(localHref(locale, notice.link));
        };
      }
    },
    [t, locale],
  );

  const state = useLiveFeed({
    url: liveUrl,
    feedKey: 'notifications',
    request: () => ({
      operationName: 'NotificationNews',
      query: NotificationNewsSubscription.toString(),
      variables: {},
    }),
    pick: (data: NewsData) => data.notificationNews,
    seq: 0,
    enabled: true,
    onEvent: onNews,
    onReconnect: () => undefined,
  });

  // Closes on Escape and on a click outside.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    const onClick = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next) void load();
  };
  const markAll = async () => {
    await markAllNotificationsReadAction();
    const now = new Date().toISOString();
    setItems((list) => list?.map((n) => (n.readAt ? n : { ...n, readAt: now })) ?? list);
    setCount(0);
  };
  const askPermission = async () => {
    if (!('Notification' in window)) return;
    setPermission(await window.Notification.requestPermission());
  };

  return (
    <div className={styles.bell} ref={root} data-testid="notification-bell" data-live={state}>
      <button
        type="button"
        className={styles.bellButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('bellUnread', { count })}
        onClick={toggle}
      >
        <svg className={styles.bellIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {count > 0 ? (
          <span className={styles.badge} data-testid="notification-count" aria-hidden="true">
            {badgeText(count)}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          className={styles.panel}
          role="region"
          aria-label={t('title')}
          data-testid="notification-panel"
        >
          <div className={styles.panelHead}>
            <h2>{t('title')}</h2>
            {count > 0 ? (
              <button type="button" className={styles.linkButton} onClick={() => void markAll()}>
                {t('markAllRead')}
              </button>
            ) : null}
          </div>
          {failed ? (
            <p className={styles.muted} role="alert">
              {t('failed')}
            </p>
          ) : items ? (
            <NotificationList
              items={items}
              now={readAt}
              onOpen={(n) => {
                if (!n.readAt) void markNotificationReadAction(n.id);
              }}
            />
          ) : (
            <p className={styles.muted}>{t('loading')}</p>
          )}
          <div className={styles.panelFoot}>
            <a href={localHref(locale, '/notifications')}>{t('seeAll')}</a>
            {permission === 'default' ? (
              <button type="button" className={styles.linkButton} onClick={() => void askPermission()}>
                {t('enableBrowser')}
              </button>
            ) : permission === 'denied' ? (
              <span className={styles.muted}>{t('browserBlocked')}</span>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
