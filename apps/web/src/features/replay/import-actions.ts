'use server';

/**
 * The .mat import, run on the site's server with the visitor's session: the API replays every move with
 * the engine and stores the match in the club, or refuses the file with the game and line of the problem.
 */
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/lib/api';
import { apiRequest } from '@/lib/server-api';
import { MAX_MAT_BYTES } from './mat-file';
import { ImportMatMutation } from './queries';

export type ImportAnswer =
  | { readonly ok: true; readonly recordId: string }
  | {
      readonly ok: false;
      readonly code: string;
      readonly message: string;
      readonly game: number | null;
      readonly line: number | null;
    };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const optionalUser = (id: unknown): string | null | undefined =>
  id === null || id === undefined || id === ''
    ? null
    : typeof id === 'string' && UUID.test(id)
      ? id
      : undefined;

export async function importMatAction(
  clubId: string,
  text: string,
  player0: string | null,
  player1: string | null,
): Promise<ImportAnswer> {
  const t = await getTranslations('replay.import');
  const p0 = optionalUser(player0);
  const p1 = optionalUser(player1);
  if (typeof clubId !== 'string' || !UUID.test(clubId) || p0 === undefined || p1 === undefined)
    return { ok: false, code: 'BAD_USER_INPUT', message: t('badInput'), game: null, line: null };
  if (typeof text !== 'string' || text.trim() === '' || new TextEncoder().encode(text).length > MAX_MAT_BYTES)
    return { ok: false, code: 'BAD_USER_INPUT', message: t('problems.tooLarge'), game: null, line: null };
  try {
    const { importMat } = await apiRequest(ImportMatMutation, {
      clubId,
      text,
      player0UserId: p0,
      player1UserId: p1,
    });
    return { ok: true, recordId: importMat.recordId };
  } catch (error) {
    if (error instanceof ApiError)
      return {
        ok: false,
        code: error.code,
        message: error.message,
        game: error.details.game ?? null,
        line: error.details.line ?? null,
      };
    return { ok: false, code: 'NETWORK', message: t('network'), game: null, line: null };
  }
}
