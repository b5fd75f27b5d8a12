/**
 * House rule: the box's answers when every team member doubles at once with their initial cube (issue 42).
 *
 * When every member still in the game doubles in the same window, each from a cube never turned before
 * (automatic doubles do not count), the box may not simply drop them all and keep a free game:
 * - 'half': the box takes at least half of those cubes (rounded up: 2 of 4, 2 of 3), so that the box breaks
 *   even at worst on the drops it keeps;
 * - 'halfAndCaptain' (LA): at least half, and always the captain's;
 * - `threeHandedBoth` (LA): with 3 players (two members) the box takes both or passes both; this replaces the
 *   half rule at that size.
 * 'free' (default, the seed): the box answers each cube alone. A beaver counts as a take. The check runs
 * before each answer, so a refused answer (INITIAL_CUBES_RULE) changes nothing; a timeout's default drops
 * are the clock's, not the box's choice, and are not checked.
 */
import { ok } from '@gamao/engine';
import type { DoubleAnswer } from './doubling';
import type { ChouetteGame } from './game';
import type { HouseRules } from './house-rules';
import type { MemberState } from './member-cube';
import { type ChouetteResult, type PlayerId, chouetteError as err } from './types';

/** The member's first cube action of the game (after automatic doubles) was a team double. */
const firstTurnIsTeamDouble = (m: MemberState): boolean => {
  const log = m.log.filter((e) => e.action !== 'autoDouble');
  return (
    log.length > 0 &&
    log[0].action === 'double' &&
    log[0].by === 'team' &&
    log.filter((e) => e.action === 'double').length === 1
  );
};

/** The members whose initial cubes were all doubled at once in the open window, or null. */
export function allInitialDoubles(g: ChouetteGame): PlayerId[] | null {
  const w = g.window;
  if (!w || w.by !== 'team' || w.members.length < 2) return null;
  const doubled = w.declarations.filter((d) => d.double).map((d) => d.member);
  if (doubled.length !== w.members.length) return null;
  const inAtStart = g.members.filter((m) => m.outcome === null || w.members.includes(m.player));
  if (inAtStart.some((m) => !w.members.includes(m.player))) return null;
  const ms = g.members.filter((m) => doubled.includes(m.player));
  return ms.every(firstTurnIsTeamDouble) ? doubled : null;
}

type Answered = 'take' | 'drop' | null;

function answered(m: MemberState): Answered {
  if (m.cube.offer?.stage === 'double') return null;
  if (m.outcome?.reason === 'drop' && m.outcome.conceded === 'box') return 'drop';
  return 'take';
}

/** Whether the box may give `answer` to `member`'s double now (see the header). */
export function checkInitialCubeAnswer(
  g: ChouetteGame,
  member: PlayerId,
  answer: DoubleAnswer,
  h: HouseRules,
): ChouetteResult<true> {
  if (h.initialCubes === 'free' && !h.threeHandedBoth) return ok(true);
  const doubled = allInitialDoubles(g);
  if (!doubled || !doubled.includes(member)) return ok(true);
  const states = g.members.filter((m) => doubled.includes(m.player) && m.player !== member);
  const others = states.map(answered);
  const takes = answer === 'drop' ? 0 : 1;
  if (h.threeHandedBoth && g.members.length === 2) {
    const other = others[0];
    if (other !== null && (other === 'take') !== (takes === 1)) {
      return err('INITIAL_CUBES_RULE', 'With three players the box takes both cubes or passes both');
    }
    return ok(true);
  }
  if (h.initialCubes === 'free') return ok(true);
  if (h.initialCubes === 'halfAndCaptain' && member === g.captain && takes === 0) {
    return err('INITIAL_CUBES_RULE', "Doubled by everyone, the box must take the captain's cube");
  }
  const required = Math.ceil(doubled.length / 2);
  const possible = takes + others.filter((a) => a !== 'drop').length;
  if (possible < required) {
    return err(
      'INITIAL_CUBES_RULE',
      `Doubled by everyone, the box must take at least ${required} of ${doubled.length} cubes`,
    );
  }
  return ok(true);
}
