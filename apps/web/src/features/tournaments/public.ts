import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { apiRequest, orNotFound } from '@/lib/server-api';
import { drawView, isKnockout, placedFlights } from './format';
import { PublicPlacingsQuery, PublicStandingsQuery, PublicTournamentQuery } from './queries';

/** The shape of a public link's token (the API refuses anything else as BAD_USER_INPUT, shown as a 404). */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * A tournament as its public link shows it, to anyone (no sign-in): the tournament, entrants, draw, and its
 * placings (single elimination, known so far) or standings (Swiss, each round-robin group). An unknown token,
 * or a link the directors turned off, is a 404.
 */
export const loadPublicTournament = cache(async (token: string) => {
  if (!TOKEN.test(token)) notFound();
  const data = await orNotFound(() => apiRequest(PublicTournamentQuery, { token }));
  const { publicTournament: tournament, publicTournamentMatches: matches } = data;
  const draw = drawView(tournament.format, matches, data.publicTournamentEntries, await getLocale());
  const drawn = matches.length > 0;
  const placings =
    drawn && isKnockout(tournament.format)
      ? await Promise.all(
          placedFlights(tournament.format, matches).map(async (flight) => ({
            flight,
            rows: (await apiRequest(PublicPlacingsQuery, { token, flight })).publicTournamentPlacings,
          })),
        )
      : [];
  const groups = tournament.format === 'ROUND_ROBIN' ? (tournament.groups ?? 1) : 1;
  const standings =
    drawn && !isKnockout(tournament.format)
      ? await Promise.all(
          Array.from({ length: groups }, (_, i) => i + 1).map(async (group) => ({
            group,
            rows: (await apiRequest(PublicStandingsQuery, { token, group })).publicTournamentStandings,
          })),
        )
      : [];
  return { ...data, tournament, matches, draw, placings, standings, groups, token };
});

export type PublicTournamentData = Awaited<ReturnType<typeof loadPublicTournament>>;
