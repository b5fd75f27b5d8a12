import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LadderChallenges, LadderResults, LadderRungs } from '@/features/season/ladder-parts';
import { ladderView } from '@/features/season/ladder-view';
import { LiveLadder } from '@/features/season/live-ladder';
import { loadPublicLadder } from '@/features/season/load';
import { liveApiUrl } from '@/lib/live-feed';

export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; token: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { token } = await params;
  return { title: (await loadPublicLadder(token)).name, robots: { index: false } };
}

/** A ladder's public read-only page: anyone with the link, no sign-in; it follows the ladder live. */
export default async function PublicLadderPage({ params }: { params: Params }) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('season.ladder');
  const ladder = await loadPublicLadder(token);
  const view = ladderView(ladder, null);
  return (
    <main id="main">
      <header className="page-header">
        <h1>{ladder.name}</h1>
        <p className="muted">
          {t('facts', { reach: ladder.reach, days: ladder.deadlineDays, length: ladder.matchLength })} ·{' '}
          {t(`movement.${ladder.movement}`)}
        </p>
        <p className="live-line">
          <LiveLadder token={token} url={liveApiUrl(process.env)} />
        </p>
      </header>
      <LadderRungs ladderId={ladder.id} view={view} act={false} />
      <LadderChallenges view={view} act={false} />
      <LadderResults view={view} />
    </main>
  );
}
