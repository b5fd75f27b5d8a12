/** The league and season pages' reads, for members of the club (an unknown id or a non-member: 404). */
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { apiRequest, orNotFound } from '@/lib/server-api';
import {
  ClubLeaguesQuery,
  LeagueClubQuery,
  LeagueQuery,
  MemberSeasonQuery,
  SeasonLeaderboardQuery,
} from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (id: string) => {
  if (!UUID.test(id)) notFound();
};
/** A season (a year) from the address, or this year's when absent or not a year. */
const year = (text: string | undefined) => (text && /^\d{4}$/.test(text) ? Number(text) : undefined);

export const loadClubLeagues = cache(async (clubId: string) => {
  uuid(clubId);
  return orNotFound(() => apiRequest(ClubLeaguesQuery, { clubId }));
});

export const loadLeague = cache(async (id: string) => {
  uuid(id);
  const loaded = await orNotFound(() => apiRequest(LeagueQuery, { id }));
  const { club } = await orNotFound(() => apiRequest(LeagueClubQuery, { clubId: loaded.league.clubId }));
  return { ...loaded, club };
});

export const loadSeasonLeaderboard = cache(async (clubId: string, season?: string) => {
  uuid(clubId);
  return orNotFound(() => apiRequest(SeasonLeaderboardQuery, { clubId, season: year(season) }));
});

export const loadMemberSeason = cache(async (clubId: string, memberId: string, season?: string) => {
  uuid(clubId);
  uuid(memberId);
  return orNotFound(() => apiRequest(MemberSeasonQuery, { clubId, memberId, season: year(season) }));
});
