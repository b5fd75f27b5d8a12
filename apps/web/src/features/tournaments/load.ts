import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ApiError } from '../../lib/api';
import { apiRequest } from '../../lib/server-api';
import { TournamentQuery } from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A refusal that means "not for you" or "no such thing" is a 404 page; anything else is an error. */
export async function orNotFound<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && ['NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT'].includes(error.code))
      notFound();
    throw error;
  }
}

/** One tournament with its club, entrants, draw and reports, as the viewer may see them (club members). */
export const loadTournament = cache(async (id: string) => {
  if (!UUID.test(id)) notFound();
  const data = await orNotFound(() => apiRequest(TournamentQuery, { id }));
  const club = data.myClubs.find((c) => c.id === data.tournament.clubId);
  if (!club) notFound();
  const director = club.myRole === 'OWNER' || club.myRole === 'DIRECTOR';
  const names = new Map<string, string>();
  for (const e of data.tournamentEntries) names.set(e.player.id, e.player.displayName);
  return { ...data, club, director, meId: data.me?.id ?? '', names };
});

export type LoadedTournament = Awaited<ReturnType<typeof loadTournament>>;
export type DrawMatch = LoadedTournament['tournamentMatches'][number];
