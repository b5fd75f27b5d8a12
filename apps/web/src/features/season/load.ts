import { notFound } from 'next/navigation';
import { cache } from 'react';
import { apiRequest, orNotFound } from '@/lib/server-api';
import { ClubLaddersQuery, LadderQuery, PublicLadderQuery } from './queries';

/** The shape of a public link's token (the API refuses anything else; shown as a 404). */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A club's ladders for its members (an unknown club or a non-member: 404). */
export const loadClubLadders = cache(async (clubId: string) => {
  if (!UUID.test(clubId)) notFound();
  return orNotFound(() => apiRequest(ClubLaddersQuery, { clubId }));
});

/** One ladder for a member of its club, with the viewer. */
export const loadLadder = cache(async (id: string) => {
  if (!UUID.test(id)) notFound();
  return orNotFound(() => apiRequest(LadderQuery, { id }));
});

/** A ladder by its public read-only link, for anyone. */
export const loadPublicLadder = cache(async (token: string) => {
  if (!TOKEN.test(token)) notFound();
  return (await orNotFound(() => apiRequest(PublicLadderQuery, { token }))).publicLadder;
});
