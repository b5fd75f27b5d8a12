import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ChallengeForm } from '@/features/clubs/challenge-form';
import { MyClubsQuery } from '@/features/clubs/queries';
import { Link } from '@/i18n/navigation';
import { titledBy } from '@/lib/metadata';
import { apiRequest } from '@/lib/server-api';
import { requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('friend', 'newTitle');

/** A member makes a link to play a friend: the match's settings, in one of their clubs. */
export default async function NewFriendLinkPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ club?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { club = '' } = await searchParams;
  await requireUser(locale, `/play/friend?club=${encodeURIComponent(club)}`);
  const t = await getTranslations('friend');
  const { myClubs } = await apiRequest(MyClubsQuery);
  const chosen = myClubs.find((c) => c.id === club) ?? (myClubs.length === 1 ? myClubs[0] : null);
  return (
    <main id="main" className="narrow">
      <h1>{t('newTitle')}</h1>
      <p className="muted">{t('newHelp')}</p>
      {chosen ? (
        <>
          <p>{t('inClub', { club: chosen.name })}</p>
          <ChallengeForm clubId={chosen.id} friendLink />
        </>
      ) : myClubs.length ? (
        <ul className="plain-list" aria-label={t('pickClub')}>
          {myClubs.map((c) => (
            <li key={c.id}>
              <Link href={`/play/friend?club=${c.id}`}>{c.name}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {t('noClub')} <Link href="/clubs">{t('clubsLink')}</Link>
        </p>
      )}
    </main>
  );
}
