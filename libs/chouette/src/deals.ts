/**
 * House rule: deals in the middle of a game (issue 42). The box and one or more team members settle those
 * members' cubes by agreement for agreed points (member's view: positive when the box pays), and the members
 * are out of the game as if they had dropped; the others play on. The deal is recorded with each cube's value
 * and owner at that moment, and the ledger counts it like any other result (the box side pays or gets minus
 * the sum, split with the partner). A deal is made between cube decisions (no window, no resignation
 * pending), with every member named agreeing; the box proposes it.
 */
import { ok } from '@gamao/engine';
import { type ChouetteState, afterGame } from './chouette';
import { followUp } from './game';
import { settleMember } from './member-cube';
import { BOX_SIDE, type ChouetteResult, type PlayerId, chouetteError as err } from './types';

export interface DealTerm {
  readonly member: PlayerId;
  /** Points the member gets from the box (negative: the member pays the box). */
  readonly points: number;
}

export interface DealRecord {
  readonly members: readonly {
    readonly member: PlayerId;
    readonly points: number;
    readonly cube: number;
    readonly owner: 'box' | 'member' | 'centred';
  }[];
}

/** The box `by` and the members in `agreedBy` settle `terms` now. */
export function makeDeal(
  s: ChouetteState,
  by: PlayerId,
  terms: readonly DealTerm[],
  agreedBy: readonly PlayerId[],
): ChouetteResult<ChouetteState> {
  if (!s.options.house.deals) return err('DEALS_NOT_ALLOWED', 'This table plays without deals');
  const g = s.game;
  if (!g || g.phase === 'over') return err('NO_GAME', 'No game is in progress');
  if (by !== g.box) return err('NOT_BOX', 'The box proposes a deal');
  if (g.window) return err('DOUBLE_PENDING', 'The doubles must be answered first');
  if (g.resignation) return err('RESIGNATION_PENDING', 'The resignation must be answered first');
  if (!Array.isArray(terms) || terms.length === 0) return err('INVALID_DEAL', 'A deal names its members');
  const seen = new Set<PlayerId>();
  for (const t of terms) {
    if (seen.has(t.member) || !Number.isSafeInteger(t.points)) {
      return err('INVALID_DEAL', 'A deal gives whole points, once per member');
    }
    seen.add(t.member);
    const m = g.members.find((x) => x.player === t.member);
    if (!m) return err('NOT_A_MEMBER', `${t.member} is not a team member in this game`);
    if (m.outcome !== null) return err('MEMBER_OUT', `${t.member} is out of this game`);
    if (!agreedBy.includes(t.member)) return err('INVALID_DEAL', `${t.member} has not agreed`);
  }
  const record: DealRecord = {
    members: terms.map((t) => {
      const cube = g.members.find((x) => x.player === t.member)!.cube;
      const owner = cube.owner === 'centred' ? 'centred' : cube.owner === BOX_SIDE ? 'box' : 'member';
      return { member: t.member, points: t.points, cube: cube.value, owner };
    }),
  };
  const members = g.members.map((m) => {
    const t = terms.find((x) => x.member === m.player);
    return t ? settleMember(m, { points: t.points, reason: 'deal', conceded: null, kind: 'single' }) : m;
  });
  const next = followUp({ ...g, members, suggestions: [], deals: [...(g.deals ?? []), record] });
  return ok({ ...afterGame(s, next), actionCount: s.actionCount + 1 });
}
