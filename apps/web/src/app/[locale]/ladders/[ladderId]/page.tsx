import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ActionButton } from '@/components/action-button';
import { joinLadderAction } from '@/features/season/actions';
import { LadderChallenges, LadderResults, LadderRungs } from '@/features/season/ladder-parts';
import { ladderView } from '@/features/season/ladder-view';
import { LiveLadder } from '@/features/season/live-ladder';
import { loadLadder } from '@/features/season/load';
import { Link } from '@/i18n/navigation';
import { liveApiUrl } from '@/lib/live-feed';
import { publicLink } from '@/lib/public-url';
import { currentUser, requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; ladderId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { ladderId } = await params;
  if (!(await currentUser())) return {};
  return { title: (await loadLadder(ladderId)).ladder.name };
}

/** A ladder for its club's members: live, with challenges to issue and answer, and its public link. */
export default async function LadderPage({ params }: { params: Params }) {
  const { locale, ladderId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/ladders/${ladderId}`);
  const t = await getTranslations('season.ladder');
  const { me, ladder } = await loadLadder(ladderId);
  const view = ladderView(ladder, me?.id ?? null);
  const publicPath = ladder.publicToken ? `/${locale}/l/${ladder.publicToken}` : null;
  return (
    <main id="main">
      <header className="page-header">
        <p className="breadcrumb">
          <Link href={`/clubs/${ladder.clubId}/ladders`}>{t('back')}</Link>
        </p>
        <h1>{ladder.name}</h1>
        <p className="muted">
          {t('facts', { reach: ladder.reach, days: ladder.deadlineDays, length: ladder.matchLength })} ·{' '}
          {t(`movement.${ladder.movement}`)}
        </p>
        <p className="live-line">
          <LiveLadder ladderId={ladder.id} url={liveApiUrl(process.env)} />
        </p>
      </header>
      {!view.onLadder ? (
        <section className="card" aria-labelledby="join-title">
          <h2 id="join-title">{t('joinTitle')}</h2>
          <div className="actions">
            <ActionButton
              action={joinLadderAction}
              fields={{ ladderId: ladder.id, byRating: 'false' }}
              label={t('joinBottom')}
              pending={t('joining')}
              primary
            />
            <ActionButton
              action={joinLadderAction}
              fields={{ ladderId: ladder.id, byRating: 'true' }}
              label={t('joinByRating')}
              pending={t('joining')}
            />
          </div>
        </section>
      ) : null}
      <LadderChallenges view={view} act />
      <LadderRungs ladderId={ladder.id} view={view} act />
      <LadderResults view={view} />
      {publicPath ? (
        <section className="card" aria-labelledby="public-title">
          <h2 id="public-title">{t('publicTitle')}</h2>
          <p>
            <a href={publicPath} data-testid="ladder-public-link">
              {publicLink(publicPath)}
            </a>
          </p>
        </section>
      ) : null}
    </main>
  );
}
