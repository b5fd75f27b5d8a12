/**
 * Lateness penalty points (issue 41, part 1). A round has a start time; until a player checks in at his board
 * (or opens the online match) his lateness accrues penalty points, which go to his opponent's score when the
 * match starts. Past the forfeit threshold the opponent wins the match.
 *
 * The default is the UKBGF rule: 1 point after 5 minutes late, then 1 more per further 5 minutes, and past half
 * the match length the opponent wins. Read as: penalty = pointsPerInterval × ceil((minutes − grace) / interval)
 * once the minutes exceed the grace (5:00 late is 0, 5:01 to 10:00 is 1, 10:01 to 15:00 is 2...), and the
 * forfeit comes when the penalty is more than half the length (7 points: at 4; 11 points: at 6; 8 points: at 5).
 * A numeric `forfeitAt` is the penalty that forfeits; in every rule a penalty reaching the match length forfeits
 * (the opponent would have won anyway), so the penalty shown never exceeds length − 1.
 *
 * Both players late: each one's penalty is his own, judged on his own minutes, and goes to his opponent
 * ('each', the default: the rule applied to each player as if the other were on time; the match is shorter,
 * which gives back some of the time both lost). 'net' gives only the difference to the one who came first
 * (equal lateness starts 0-0). Each player forfeits on his own penalty; both past it is a double forfeit.
 * A director may waive all or part of one player's penalty, with a reason (the API audits it).
 */
import { type Result, err, ok } from './types';

export interface LatenessRule {
  /** Minutes late without penalty. */
  readonly graceMinutes: number;
  /** Points added per interval begun after the grace. */
  readonly pointsPerInterval: number;
  readonly intervalMinutes: number;
  /** 'halfLength': a penalty past half the length forfeits; a number: a penalty of that many points does. */
  readonly forfeitAt: 'halfLength' | number;
}

export const DEFAULT_LATENESS_RULE: LatenessRule = {
  graceMinutes: 5,
  pointsPerInterval: 1,
  intervalMinutes: 5,
  forfeitAt: 'halfLength',
};

export type BothLate = 'each' | 'net';

/** One player's lateness as the director's sheet has it. */
export interface PlayerLateness {
  readonly minutesLate: number;
  readonly waiver?: LatenessWaiver;
}

/** A director's waiver of `points` of the penalty ('all': the whole of it), with the reason he gave. */
export interface LatenessWaiver {
  readonly points: number | 'all';
  readonly reason: string;
}

export interface Lateness {
  readonly minutesLate: number;
  /** Penalty by the rule, before any waiver. */
  readonly rulePenalty: number;
  readonly waived: number;
  /** Penalty after the waiver: the points the opponent is given (capped at length − 1). */
  readonly penalty: number;
  readonly forfeit: boolean;
}

export interface StartScore {
  /** The score the match starts with, in the order the players were given. */
  readonly score: readonly [number, number];
  readonly lateness: readonly [Lateness, Lateness];
  /** Who loses by forfeit: nobody, one of the players (0 or 1), or both (a double forfeit). */
  readonly forfeit: 'none' | 0 | 1 | 'both';
}

const whole = (n: number) => Number.isInteger(n) && n >= 0;
const minutes = (n: number) => Number.isFinite(n) && n >= 0;

/** The rule, or INVALID_LATENESS_RULE when it is malformed or could never reach a forfeit. */
export function validateLatenessRule(rule: LatenessRule): Result<LatenessRule> {
  const bad = (why: string) => err('INVALID_LATENESS_RULE', why);
  if (!minutes(rule.graceMinutes)) return bad(`grace minutes must be 0 or more, not ${rule.graceMinutes}`);
  if (!minutes(rule.intervalMinutes) || rule.intervalMinutes === 0) {
    return bad(`the interval must be more than 0 minutes, not ${rule.intervalMinutes}`);
  }
  if (!whole(rule.pointsPerInterval) || rule.pointsPerInterval === 0) {
    return bad(`points per interval must be a whole number above 0 (else lateness never ends the match)`);
  }
  if (rule.forfeitAt !== 'halfLength' && (!whole(rule.forfeitAt) || rule.forfeitAt === 0)) {
    return bad(`forfeitAt must be 'halfLength' or a whole number of points above 0, not ${rule.forfeitAt}`);
  }
  return ok(rule);
}

/** The penalty (in points) that forfeits a match of `length`: past half of it, or forfeitAt, at most length. */
export const forfeitThreshold = (rule: LatenessRule, length: number): number =>
  Math.min(length, rule.forfeitAt === 'halfLength' ? Math.floor(length / 2) + 1 : rule.forfeitAt);

/** Penalty points by the rule alone for `minutesLate` (not capped, no waiver). */
export function rulePenalty(rule: LatenessRule, minutesLate: number): number {
  if (minutesLate <= rule.graceMinutes) return 0;
  return rule.pointsPerInterval * Math.ceil((minutesLate - rule.graceMinutes) / rule.intervalMinutes);
}

/** Minutes late from which a player of a `length` match has lost it by forfeit (lateness beyond this). */
export function forfeitAfterMinutes(rule: LatenessRule, length: number): number {
  const intervals = Math.ceil(forfeitThreshold(rule, length) / rule.pointsPerInterval);
  return rule.graceMinutes + (intervals - 1) * rule.intervalMinutes;
}

/** Minutes between the round's start and a player's check-in (or now), never below 0. */
export const minutesLate = (startMs: number, arrivedMs: number): number =>
  Math.max(0, (arrivedMs - startMs) / 60_000);

function validLength(length: number): Result<number> {
  return Number.isInteger(length) && length >= 1
    ? ok(length)
    : err('INVALID_MATCH_LENGTH', `a match length is a whole number of points, not ${length}`);
}

/** One player's lateness in a match of `length`, after any waiver. */
export function assessLateness(rule: LatenessRule, length: number, player: PlayerLateness): Result<Lateness> {
  const valid = validateLatenessRule(rule);
  if (!valid.ok) return valid;
  const len = validLength(length);
  if (!len.ok) return len;
  if (!minutes(player.minutesLate)) {
    return err('INVALID_LATENESS', `minutes late must be 0 or more, not ${player.minutesLate}`);
  }
  const byRule = rulePenalty(rule, player.minutesLate);
  let waived = 0;
  if (player.waiver) {
    const { points, reason } = player.waiver;
    if (reason.trim() === '') return err('INVALID_LATENESS', 'a waiver needs a reason');
    if (points !== 'all' && (!whole(points) || points === 0)) {
      return err('INVALID_LATENESS', `a waiver is 'all' or a whole number of points above 0, not ${points}`);
    }
    waived = points === 'all' ? byRule : Math.min(points, byRule);
  }
  const after = byRule - waived;
  const forfeit = after >= forfeitThreshold(rule, length);
  return ok({
    minutesLate: player.minutesLate,
    rulePenalty: byRule,
    waived,
    penalty: Math.min(after, length - 1),
    forfeit,
  });
}

/** The score a match starts with, given both players' lateness (see the header for both late). */
export function matchStartScore(
  rule: LatenessRule,
  length: number,
  players: readonly [PlayerLateness, PlayerLateness],
  bothLate: BothLate = 'each',
): Result<StartScore> {
  const a = assessLateness(rule, length, players[0]);
  if (!a.ok) return a;
  const b = assessLateness(rule, length, players[1]);
  if (!b.ok) return b;
  const [la, lb] = [a.value, b.value];
  const forfeit = la.forfeit && lb.forfeit ? 'both' : la.forfeit ? 0 : lb.forfeit ? 1 : 'none';
  // The first player's penalty is the second player's points, and the other way round.
  const net = Math.min(la.penalty, lb.penalty);
  const score: [number, number] =
    bothLate === 'net' ? [lb.penalty - net, la.penalty - net] : [lb.penalty, la.penalty];
  return ok({ score, lateness: [la, lb], forfeit });
}
