import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClubMembersQuery } from '@/features/clubs/queries';
import { ImportForm } from '@/features/replay/import-form';
import { Link } from '@/i18n/navigation';
import { titledBy } from '@/lib/metadata';
import { apiRequest, orNotFound } from '@/lib/server-api';
import { requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('replay.import', 'metaTitle', { unlisted: true });

/** A member uploads a .mat file (gnubg, Galaxy, Jellyfish) into the club; it opens as a replay. */
export default async function ImportMatPage({
  params,
}: {
  params: Promise<{ locale: string; clubId: string }>;
}) {
  const { locale, clubId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/clubs/${clubId}/import`);
  const t = await getTranslations('replay.import');
  const data = await orNotFound(() => apiRequest(ClubMembersQuery, { clubId }));
  const members = data.clubMembers
    .map((m) => ({ id: m.user.id, name: m.user.displayName }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return (
    <main id="main">
      <p className="breadcrumb">
        <Link href={`/clubs/${clubId}`}>← {data.club.name}</Link>
      </p>
      <h1>{t('title', { club: data.club.name })}</h1>
      <p className="lead">{t('lead')}</p>
      <ImportForm clubId={clubId} members={members} />
    </main>
  );
}
