import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MarkAllReadButton } from '@/features/notifications/mark-all-read-button';
import { NotificationList } from '@/features/notifications/notification-list';
import { NotificationsQuery } from '@/features/notifications/queries';
import { requireUser } from '@/lib/session';
import { apiRequest } from '@/lib/server-api';
import { titledBy } from '@/lib/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('notifications', 'title', { unlisted: true });

/** The notification centre: the latest notices, newest first, and "mark all as read". */
export default async function NotificationsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireUser(locale, '/notifications');
  const t = await getTranslations('notifications');
  const { notifications, unreadNotificationCount } = await apiRequest(NotificationsQuery, { limit: 100 });
  return (
    <main id="main" className="narrow">
      <h1>{t('title')}</h1>
      {unreadNotificationCount > 0 ? <MarkAllReadButton /> : null}
      <section className="card" aria-label={t('title')}>
        <NotificationList items={notifications} now={Date.now()} />
      </section>
    </main>
  );
}
