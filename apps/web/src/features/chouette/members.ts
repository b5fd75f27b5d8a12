'use server';

import { ApiError } from '@/lib/api';
import { apiRequest } from '@/lib/server-api';
import { ChouetteClubMembersQuery, SplitChouetteTableMutation } from './queries';

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

/** The organiser splits a full table when members arrive; the answer is the new table's id. */
export async function splitTableAction(
  chouetteId: string,
  arriving: string[],
): Promise<{ ok: true; value: string } | { ok: false; message: string }> {
  const ids = Array.isArray(arriving) ? arriving.filter((a) => typeof a === 'string' && a.length <= 64) : [];
  if (typeof chouetteId !== 'string' || chouetteId.length > 64 || !ids.length) {
    return { ok: false, message: 'bad input' };
  }
  try {
    const { splitChouetteTable } = await apiRequest(SplitChouetteTableMutation, {
      chouetteId,
      arriving: ids.slice(0, 64),
    });
    return { ok: true, value: splitChouetteTable.id };
  } catch (error) {
    return { ok: false, message: error instanceof ApiError ? error.message : 'network' };
  }
}
