/**
 * House rule: the order in which the team declares its doubles and answers the box's (issue 42).
 *
 * - 'any' (default, the seed): each member declares or answers whenever they like; the box waits for all.
 * - 'team': in team order, the captain first, then the queue.
 * - 'fromEnd': from the end of the line up to the captain, so the captain hears everyone before deciding.
 * The member who opens a team window doubles when they like; the others then declare in the order. A member
 * out of turn is refused with OUT_OF_ORDER and nothing changes. The box's answers are its own business.
 */
import { ok } from '@gamao/engine';
import { undeclared } from './doubling';
import type { ChouetteGame } from './game';
import type { AnswerOrderRule } from './house-rules';
import { type ChouetteResult, type PlayerId, chouetteError as err } from './types';

/** `members` (team order, captain first) in the order the rule asks for; null when any order goes. */
export function answerSequence(members: readonly PlayerId[], rule: AnswerOrderRule): PlayerId[] | null {
  if (rule === 'any') return null;
  return rule === 'team' ? [...members] : [...members].reverse();
}

/** Who must decide next in the open window under the rule, or null when nobody in particular. */
export function nextToDecide(g: ChouetteGame, rule: AnswerOrderRule): PlayerId | null {
  const w = g.window;
  if (!w) return null;
  const seq = answerSequence(w.members, rule);
  if (!seq) return null;
  if (w.by === 'team') {
    const pending = new Set(undeclared(w));
    return seq.find((p) => pending.has(p)) ?? null;
  }
  const waiting = new Set(g.members.filter((m) => m.cube.offer?.stage === 'double').map((m) => m.player));
  return seq.find((p) => waiting.has(p)) ?? null;
}

/** Refuses a team declaration or answer to the box out of the rule's order. */
export function checkAnswerOrder(
  g: ChouetteGame,
  player: PlayerId,
  rule: AnswerOrderRule,
): ChouetteResult<true> {
  const next = nextToDecide(g, rule);
  if (next !== null && next !== player && g.window?.members.includes(player)) {
    return err('OUT_OF_ORDER', `${next} decides before ${player}`);
  }
  return ok(true);
}
