import { cache } from 'react';
import { apiRequest, orNotFound } from '@/lib/server-api';
import { ClubHomeQuery, ClubMembersQuery } from './queries';

/** A club's home (tournaments, live matches, leaderboard, results) for a member; once per request, shared by
 * the page and its title. */
export const loadClubHome = cache((clubId: string) =>
  orNotFound(() => apiRequest(ClubHomeQuery, { clubId })),
);

/** A club's members with their roles, and the visitor; once per request. */
export const loadClubMembers = cache((clubId: string) =>
  orNotFound(() => apiRequest(ClubMembersQuery, { clubId })),
);
