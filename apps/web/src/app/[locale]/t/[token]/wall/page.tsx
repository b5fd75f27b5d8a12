import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { liveApiUrl } from '@/lib/live-feed';
import { LiveTournament } from '@/features/tournaments/live-tournament';
import { loadPublicTournament } from '@/features/tournaments/public';
import { PublicStandings } from '@/features/tournaments/public-parts';
import { TournamentWall, wallSeconds } from '@/features/tournaments/wall';

export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; token: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, token } = await params;
  const t = await getTranslations({ locale, namespace: 'tournaments' });
  const { tournament } = await loadPublicTournament(token);
  return { title: `${t('nav.wall')} · ${tournament.name}`, robots: { index: false } };
}

/** The big screen of a public tournament: anyone with the link (a TV that nobody signs in on). */
export default async function PublicWallPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<{ seconds?: string }>;
}) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const data = await loadPublicTournament(token);
  const t = await getTranslations('tournaments');
  const { tournament } = data;
  return (
    <TournamentWall
      title={tournament.name}
      subtitle={`${tournament.clubName} · ${t(`status.${tournament.status}`)}`}
      live={<LiveTournament token={token} url={liveApiUrl(process.env)} />}
      matches={data.matches}
      draw={data.draw}
      standings={<PublicStandings data={data} />}
      seconds={wallSeconds((await searchParams).seconds)}
    />
  );
}
