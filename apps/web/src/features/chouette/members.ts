'use server';

import { ApiError } from '@/lib/api';
import { apiRequest } from '@/lib/server-api';
import { ChouetteClubMembersQuery } from './queries';

/** The club's members, for the organiser seating the players of a physical board. */
export async function clubMembersAction(
  clubId: string,
): Promise<{ ok: true; value: { id: string; displayName: string }[] } | { ok: false; message: string }> {
  if (typeof clubId !== 'string' || clubId.length > 64) return { ok: false, message: 'bad input' };
  try {
    const { clubMembers } = await apiRequest(ChouetteClubMembersQuery, { clubId });
    return { ok: true, value: clubMembers.map((m) => m.user) };
  } catch (error) {
    return { ok: false, message: error instanceof ApiError ? error.message : 'network' };
  }
}
