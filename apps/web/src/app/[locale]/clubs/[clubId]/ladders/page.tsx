import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CreateLadderForm } from '@/features/season/create-ladder-form';
import { loadClubLadders } from '@/features/season/load';
import { Link } from '@/i18n/navigation';
import { requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

/** A club's ladders: each with its size and open challenges; directors start a new one here. */
export default async function ClubLaddersPage({
  params,
}: {
  params: Promise<{ locale: string; clubId: string }>;
}) {
  const { locale, clubId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/clubs/${clubId}/ladders`);
  const t = await getTranslations('season');
  const { club, clubLadders } = await loadClubLadders(clubId);
  const director = club.myRole === 'OWNER' || club.myRole === 'DIRECTOR';
  return (
    <main id="main">
      <header className="page-header">
        <p className="breadcrumb">
          <Link href={`/clubs/${club.id}`}>{club.name}</Link>
        </p>
        <h1>{t('ladders.title')}</h1>
      </header>
      <section className="card" aria-labelledby="ladders-title">
        <h2 id="ladders-title">{t('ladders.listTitle')}</h2>
        {clubLadders.length === 0 ? <p className="muted">{t('ladders.none')}</p> : null}
        <ul className="plain-list" data-testid="club-ladders">
          {clubLadders.map((ladder) => (
            <li key={ladder.id}>
              <Link href={`/ladders/${ladder.id}`}>{ladder.name}</Link>{' '}
              <span className="muted">· {t('ladders.players', { count: ladder.rungs.length })}</span>
            </li>
          ))}
        </ul>
      </section>
      {director ? (
        <section className="card">
          <CreateLadderForm clubId={club.id} />
        </section>
      ) : null}
    </main>
  );
}
