'use server';

/**
 * The scorekeeper's sheet edits (issue 42, house rules), run on the site's server with the visitor's session:
 * a cube's value and owner, the columns' order, deleting the last game, a break after a game. Each carries
 * the sequence number the page saw and the written reason; the API decides who may and what is valid.
 */
import { getTranslations } from 'next-intl/server';
import type { ChouetteCubeOwner } from '@/gql/graphql';
import { ApiError } from '@/lib/api';
import { apiRequest } from '@/lib/server-api';
import type { Answer } from './actions';
import {
  DeleteLastChouetteGameMutation,
  EditChouetteCubeMutation,
  MarkChouetteBreakMutation,
  ReorderChouetteSheetMutation,
} from './queries';
import type { SheetEditRequest } from './sheet';

const OWNERS: readonly string[] = ['box', 'member', 'centred'];
const isId = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= 64;
const isIndex = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0;

async function send(run: () => Promise<unknown>): Promise<Answer<true>> {
  try {
    await run();
    return { ok: true, value: true };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.code, message: error.message };
    const t = await getTranslations('chouette.errors');
    return { ok: false, code: 'NETWORK', message: t('network') };
  }
}

/** One edit of the sheet; the page reloads the table after it. */
export async function editChouetteSheetAction(
  chouetteId: string,
  seq: number,
  edit: SheetEditRequest,
  reason: string,
): Promise<Answer<true>> {
  const t = await getTranslations('chouette.errors');
  const bad: Answer<true> = { ok: false, code: 'BAD_USER_INPUT', message: t('badInput') };
  if (!isId(chouetteId) || !Number.isInteger(seq) || typeof edit !== 'object' || edit === null) return bad;
  const base = { chouetteId, expectedSeq: seq, reason: String(reason ?? '') };
  switch (edit.kind) {
    case 'cube':
      if (
        !isIndex(edit.game) ||
        !isId(edit.member) ||
        !Number.isInteger(edit.value) ||
        !OWNERS.includes(edit.owner)
      )
        return bad;
      return send(() =>
        apiRequest(EditChouetteCubeMutation, {
          ...base,
          game: edit.game,
          member: edit.member,
          value: edit.value,
          owner: edit.owner as ChouetteCubeOwner,
        }),
      );
    case 'reorder':
      if (!Array.isArray(edit.players) || !edit.players.every(isId)) return bad;
      return send(() => apiRequest(ReorderChouetteSheetMutation, { ...base, players: [...edit.players] }));
    case 'deleteLast':
      return send(() => apiRequest(DeleteLastChouetteGameMutation, base));
    case 'break':
      if (!isIndex(edit.after) || typeof edit.marked !== 'boolean') return bad;
      return send(() =>
        apiRequest(MarkChouetteBreakMutation, { ...base, after: edit.after, marked: edit.marked }),
      );
    default:
      return bad;
  }
}
