/**
 * A club ladder (docs/domain.md "Season", "Ladder"): an ordered list of members, top first. A member joins at
 * the bottom (or by rating), challenges someone up to `reach` places above, and the challenge must be played
 * by its deadline. When the challenger wins, or the defender refuses or lets the deadline pass (a forfeit),
 * the challenger moves up: by default he takes the defender's place and everyone between moves down one
 * ("leapfrog"); `movement: 'swap'` exchanges the two only. When the defender wins nothing moves.
 * A member is in at most one open challenge at a time, as challenger or defender. Time is a parameter (ms).
 */
import { type MemberId, type Result, err, ok } from './types';

export const DAY_MS = 86_400_000;

export interface LadderOptions {
  /** How many places above one may challenge (default 5). */
  readonly reach: number;
  /** Days to play a challenge (default 7). */
  readonly deadlineDays: number;
  readonly movement: 'leapfrog' | 'swap';
}

export const DEFAULT_LADDER_OPTIONS: LadderOptions = { reach: 5, deadlineDays: 7, movement: 'leapfrog' };

export type ChallengeStatus = 'open' | 'challenger-won' | 'defender-won' | 'refused' | 'expired';

export interface Challenge {
  readonly id: string;
  readonly challenger: MemberId;
  readonly defender: MemberId;
  readonly issuedAt: number;
  readonly deadline: number;
  readonly status: ChallengeStatus;
}

export interface Ladder {
  readonly options: LadderOptions;
  /** Top first. */
  readonly rungs: readonly MemberId[];
  readonly challenges: readonly Challenge[];
}

export function createLadder(options: Partial<LadderOptions> = {}): Result<Ladder> {
  const o = { ...DEFAULT_LADDER_OPTIONS, ...options };
  if (!Number.isInteger(o.reach) || o.reach < 1)
    return err('INVALID_OPTIONS', `reach must be 1 or more, got ${o.reach}`);
  if (!Number.isInteger(o.deadlineDays) || o.deadlineDays < 1) {
    return err('INVALID_OPTIONS', `the deadline must be 1 day or more, got ${o.deadlineDays}`);
  }
  return ok({ options: o, rungs: [], challenges: [] });
}

/**
 * Adds a member at the bottom, or, with `ratings`, above the first member rated lower (equal ratings: the
 * newcomer goes below). Members without a rating count as rated lowest.
 */
export function joinLadder(
  ladder: Ladder,
  member: MemberId,
  ratings?: Readonly<Record<MemberId, number>>,
): Result<Ladder> {
  if (ladder.rungs.includes(member)) return err('ALREADY_ON_LADDER', `${member} is already on the ladder`);
  let at = ladder.rungs.length;
  if (ratings && ratings[member] !== undefined) {
    const mine = ratings[member];
    const lower = ladder.rungs.findIndex((m) => (ratings[m] ?? -Infinity) < mine);
    if (lower >= 0) at = lower;
  }
  return ok({ ...ladder, rungs: [...ladder.rungs.slice(0, at), member, ...ladder.rungs.slice(at)] });
}

const openChallengeOf = (ladder: Ladder, m: MemberId): Challenge | undefined =>
  ladder.challenges.find((c) => c.status === 'open' && (c.challenger === m || c.defender === m));

/** Why `challenger` may not challenge `defender` now, or null when he may. */
export function challengeRefusal(
  ladder: Ladder,
  challenger: MemberId,
  defender: MemberId,
): {
  code: 'UNKNOWN_PLAYER' | 'CHALLENGE_SELF' | 'CHALLENGE_BELOW' | 'CHALLENGE_TOO_FAR' | 'IN_OPEN_CHALLENGE';
  message: string;
} | null {
  const from = ladder.rungs.indexOf(challenger);
  const to = ladder.rungs.indexOf(defender);
  if (from < 0) return { code: 'UNKNOWN_PLAYER', message: `${challenger} is not on the ladder` };
  if (to < 0) return { code: 'UNKNOWN_PLAYER', message: `${defender} is not on the ladder` };
  if (from === to) return { code: 'CHALLENGE_SELF', message: 'a member cannot challenge himself' };
  if (to > from) return { code: 'CHALLENGE_BELOW', message: `${defender} is below ${challenger}` };
  if (from - to > ladder.options.reach) {
    return {
      code: 'CHALLENGE_TOO_FAR',
      message: `${defender} is ${from - to} places up; the reach is ${ladder.options.reach}`,
    };
  }
  for (const m of [challenger, defender]) {
    if (openChallengeOf(ladder, m))
      return { code: 'IN_OPEN_CHALLENGE', message: `${m} is already in an open challenge` };
  }
  return null;
}

export function issueChallenge(
  ladder: Ladder,
  id: string,
  challenger: MemberId,
  defender: MemberId,
  now: number,
): Result<Ladder> {
  const refusal = challengeRefusal(ladder, challenger, defender);
  if (refusal) return err(refusal.code, refusal.message);
  if (ladder.challenges.some((c) => c.id === id)) return err('INVALID_OPTIONS', `challenge ${id} exists`);
  const challenge: Challenge = {
    id,
    challenger,
    defender,
    issuedAt: now,
    deadline: now + ladder.options.deadlineDays * DAY_MS,
    status: 'open',
  };
  return ok({ ...ladder, challenges: [...ladder.challenges, challenge] });
}

/** The rungs after the challenger moves up past the defender. */
function moveUp(ladder: Ladder, c: Challenge): MemberId[] {
  const rungs = ladder.rungs.slice();
  const from = rungs.indexOf(c.challenger);
  const to = rungs.indexOf(c.defender);
  if (ladder.options.movement === 'swap') {
    rungs[to] = c.challenger;
    rungs[from] = c.defender;
    return rungs;
  }
  rungs.splice(from, 1);
  rungs.splice(to, 0, c.challenger);
  return rungs;
}

function close(ladder: Ladder, id: string, status: Exclude<ChallengeStatus, 'open'>): Result<Ladder> {
  const c = ladder.challenges.find((x) => x.id === id);
  if (!c) return err('UNKNOWN_CHALLENGE', `no challenge ${id}`);
  if (c.status !== 'open') return err('RESULT_ALREADY_RECORDED', `challenge ${id} is ${c.status}`);
  const challenges = ladder.challenges.map((x) => (x.id === id ? { ...x, status } : x));
  const rungs = status === 'defender-won' ? ladder.rungs : moveUp(ladder, c);
  return ok({ ...ladder, rungs, challenges });
}

/** The challenge's match result. A result after the deadline still counts while nobody expired it. */
export function recordChallengeResult(ladder: Ladder, id: string, winner: MemberId): Result<Ladder> {
  const c = ladder.challenges.find((x) => x.id === id);
  if (!c) return err('UNKNOWN_CHALLENGE', `no challenge ${id}`);
  if (winner !== c.challenger && winner !== c.defender) {
    return err('PLAYER_NOT_IN_MATCH', `${winner} does not play challenge ${id}`);
  }
  return close(ladder, id, winner === c.challenger ? 'challenger-won' : 'defender-won');
}

/** The defender refuses: a forfeit, the challenger moves up. */
export const refuseChallenge = (ladder: Ladder, id: string): Result<Ladder> => close(ladder, id, 'refused');

/** The deadline passed unplayed: the defender forfeits (he must make himself available). */
export function expireChallenge(ladder: Ladder, id: string, now: number): Result<Ladder> {
  const c = ladder.challenges.find((x) => x.id === id);
  if (!c) return err('UNKNOWN_CHALLENGE', `no challenge ${id}`);
  if (c.status === 'open' && now < c.deadline) {
    return err(
      'DEADLINE_NOT_PASSED',
      `challenge ${id} may be played until ${new Date(c.deadline).toISOString()}`,
    );
  }
  return close(ladder, id, 'expired');
}
