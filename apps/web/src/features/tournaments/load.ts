import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { apiRequest, orNotFound } from '@/lib/server-api';
import { currentUser } from '@/lib/session';
import { drawView } from './format';
import { TournamentQuery } from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One tournament with its club, entrants, draw and reports, as the viewer may see them (club members). */
export const loadTournament = cache(async (id: string) => {
  if (!UUID.test(id)) notFound();
  const data = await orNotFound(() => apiRequest(TournamentQuery, { id }));
  const club = data.myClubs.find((c) => c.id === data.tournament.clubId);
  if (!club) notFound();
  const director = club.myRole === 'OWNER' || club.myRole === 'DIRECTOR';
  const names = new Map<string, string>();
  for (const e of data.tournamentEntries) names.set(e.player.id, e.player.displayName);
  const draw = drawView(
    data.tournament.format,
    data.tournamentMatches,
    data.tournamentEntries,
    await getLocale(),
  );
  return { ...data, club, director, meId: data.me?.id ?? '', names, draw };
});

export type LoadedTournament = Awaited<ReturnType<typeof loadTournament>>;
export type DrawMatch = LoadedTournament['tournamentMatches'][number];

type TournamentsT = Awaited<ReturnType<typeof getTranslations<'tournaments'>>>;
type TournamentParams = { locale: string; tournamentId: string; slot?: string };

/**
 * A tournament page's title (`generateMetadata`): the tournament's name, after the page's section when it has
 * one. A signed-out visitor, whom the page sends to sign in, gets a title that says nothing of the tournament.
 */
export async function tournamentMetadata(
  params: Promise<TournamentParams>,
  section: (t: TournamentsT, data: LoadedTournament, params: TournamentParams) => string | null = () => null,
): Promise<Metadata> {
  const route = await params;
  const t = await getTranslations({ locale: route.locale, namespace: 'tournaments' });
  if (!(await currentUser())) return { title: t('title'), robots: { index: false } };
  const data = await loadTournament(route.tournamentId);
  const part = section(t, data, route);
  const name = data.tournament.name;
  return { title: part ? `${part} · ${name}` : name, robots: { index: false } };
}
