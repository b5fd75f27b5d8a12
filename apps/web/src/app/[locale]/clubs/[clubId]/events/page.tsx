import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { DeadEventList } from '@/features/events/dead-event-list';
import { loadDeadEvents } from '@/features/events/load';
import { deadEventRows } from '@/features/events/view';
import { Link } from '@/i18n/navigation';
import { currentUser, requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string; clubId: string }>;
}): Promise<Metadata> {
  const { locale, clubId } = await params;
  if (!(await currentUser())) return {}; // the page sends the visitor to sign in
  const { club } = await loadDeadEvents(clubId);
  const t = await getTranslations({ locale, namespace: 'clubEvents' });
  return { title: `${t('title')} · ${club.name}`, robots: { index: false } };
}

/** The club's dead-lettered events, for its directors (anyone else: the 404 page). */
export default async function ClubEventsPage({
  params,
}: {
  params: Promise<{ locale: string; clubId: string }>;
}) {
  const { locale, clubId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/clubs/${clubId}/events`);
  const t = await getTranslations('clubEvents');
  const { club, deadEvents } = await loadDeadEvents(clubId);
  return (
    <main id="main">
      <p className="breadcrumb">
        <Link href={`/clubs/${club.id}`}>← {club.name}</Link>
      </p>
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <DeadEventList rows={deadEventRows(deadEvents)} />
    </main>
  );
}
