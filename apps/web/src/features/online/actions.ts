'use server';

/**
 * The online board's requests, run on the site's server with the visitor's session. Every action carries
 * `seq`, the last sequence number the board saw: the API refuses a stale one (STALE_SEQUENCE) and the board
 * reloads. Refusals come back as values with the API's code and its message in the visitor's language.
 */
import { checkPlayMoves } from '@gamao/engine';
import { getTranslations } from 'next-intl/server';
import type { WinKind } from '@/gql/graphql';
import { ApiError } from '@/lib/api';
import { apiRequest } from '@/lib/server-api';
import type { OnlineMatch } from './engine-view';
import {
  AcceptResignationMutation,
  BeaverMutation,
  ClaimForfeitMutation,
  DropDoubleMutation,
  MatchMatQuery,
  OfferDoubleMutation,
  OnlineMatchQuery,
  RaccoonMutation,
  RefuseBeaverMutation,
  RejectResignationMutation,
  ResignMutation,
  RollDiceMutation,
  SubmitPlayMutation,
  TakeDoubleMutation,
  VerifyMatchDiceQuery,
} from './queries';

export type Refusal = { readonly ok: false; readonly code: string; readonly message: string };
export type Answer<T> = { readonly ok: true; readonly value: T } | Refusal;

export type MatchIntent =
  | { readonly type: 'roll' }
  | { readonly type: 'play'; readonly moves: readonly { from: number; to: number; die: number }[] }
  | { readonly type: 'double' | 'take' | 'drop' | 'beaver' | 'raccoon' | 'refuseBeaver' }
  | { readonly type: 'resign'; readonly kind: WinKind }
  | { readonly type: 'acceptResignation' | 'rejectResignation' }
  | { readonly type: 'claimForfeit' };

/** The check of a finished match's dice against its revealed seed. */
export interface DiceCheck {
  readonly verified: boolean;
  readonly seedMatchesCommitment: boolean;
  readonly rolls: number;
  readonly firstMismatchSeq: number | null;
}

const WIN_KINDS: readonly string[] = ['single', 'gammon', 'backgammon'];

async function answer<T>(run: () => Promise<T>): Promise<Answer<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.code, message: error.message };
    const t = await getTranslations('online.errors');
    return { ok: false, code: 'NETWORK', message: t('network') };
  }
}

async function refuse(): Promise<Refusal> {
  const t = await getTranslations('online.errors');
  return { ok: false, code: 'BAD_USER_INPUT', message: t('badInput') };
}

/** The match as the visitor may see it now. */
export async function loadMatchAction(matchId: string): Promise<Answer<OnlineMatch>> {
  return answer(async () => (await apiRequest(OnlineMatchQuery, { id: String(matchId) })).match);
}

/** One action of the visitor in the match, sent with the sequence number the board showed. */
export async function matchAction(
  matchId: string,
  seq: number,
  intent: MatchIntent,
): Promise<Answer<OnlineMatch>> {
  // A server action is a public endpoint: take only the shapes the API expects; it checks the rest.
  if (typeof matchId !== 'string' || !Number.isInteger(seq) || typeof intent?.type !== 'string')
    return refuse();
  const v = { matchId, seq };
  switch (intent.type) {
    case 'roll':
      return answer(async () => (await apiRequest(RollDiceMutation, v)).rollDice);
    case 'play': {
      // The engine's shape check of a play (at most four moves, points 0-25, dice 1-6); the API checks it again.
      const checked = checkPlayMoves(intent.moves);
      if (!checked.ok) return refuse();
      const moves = checked.value.map(({ from, to, die }) => ({ from, to, die }));
      return answer(async () => (await apiRequest(SubmitPlayMutation, { ...v, moves })).submitPlay);
    }
    case 'double':
      return answer(async () => (await apiRequest(OfferDoubleMutation, v)).offerDouble);
    case 'take':
      return answer(async () => (await apiRequest(TakeDoubleMutation, v)).takeDouble);
    case 'drop':
      return answer(async () => (await apiRequest(DropDoubleMutation, v)).dropDouble);
    case 'beaver':
      return answer(async () => (await apiRequest(BeaverMutation, v)).beaver);
    case 'raccoon':
      return answer(async () => (await apiRequest(RaccoonMutation, v)).raccoon);
    case 'refuseBeaver':
      return answer(async () => (await apiRequest(RefuseBeaverMutation, v)).refuseBeaver);
    case 'resign':
      if (!WIN_KINDS.includes(intent.kind)) return refuse();
      return answer(async () => (await apiRequest(ResignMutation, { ...v, kind: intent.kind })).resign);
    case 'acceptResignation':
      return answer(async () => (await apiRequest(AcceptResignationMutation, v)).acceptResignation);
    case 'rejectResignation':
      return answer(async () => (await apiRequest(RejectResignationMutation, v)).rejectResignation);
    case 'claimForfeit':
      return answer(async () => (await apiRequest(ClaimForfeitMutation, v)).claimForfeit);
    default:
      return refuse();
  }
}

/** The finished match as a .mat file (Jellyfish / GNU Backgammon). */
export async function matchMatAction(matchId: string): Promise<Answer<string>> {
  return answer(async () => (await apiRequest(MatchMatQuery, { matchId: String(matchId) })).matchMat);
}

/** Recomputes every roll of the finished match from its revealed seeds. */
export async function verifyDiceAction(matchId: string): Promise<Answer<DiceCheck>> {
  return answer(async () => {
    const { verifyMatchDice: r } = await apiRequest(VerifyMatchDiceQuery, { matchId: String(matchId) });
    return {
      verified: r.verified,
      seedMatchesCommitment: r.seedMatchesCommitment,
      rolls: r.rolls,
      firstMismatchSeq: r.firstMismatchSeq ?? null,
    };
  });
}
