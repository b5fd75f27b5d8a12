/**
 * The time to apply one result's effects, single-threaded, p50 and p99 over many runs: a club of 2,000
 * members, a ladder of 500 (issue a challenge and record its result), a league of 12 divisions of 10 (record a
 * result and recompute that division's standings with three tie-breaks), and the season points (one event's
 * awards added and the leaderboard of the whole season recomputed: 60 events of 32 players).
 *
 *   npx tsc -p tsconfig.lib.json && node dist/bench/season.bench.js [runs, default 2000]
 */
import { issueChallenge, joinLadder, type Ladder, createLadder, recordChallengeResult } from '../src/ladder';
import { type League, createLeague, recordLeagueResult } from '../src/league';
import { DEFAULT_POINTS_RULE, divisionStandings } from '../src/league-standings';
import { type EventResult, type PointsAward, seasonAwards, seasonLeaderboard } from '../src/season-points';

const RUNS = Number(process.argv[2] ?? 2000);
const members = Array.from({ length: 2000 }, (_, i) => `m${i}`);

/** mulberry32: small, fast, deterministic. */
function random(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(20261205);

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function percentiles(label: string, times: number[]): void {
  const s = times.slice().sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  console.log(
    `${label.padEnd(44)} p50 ${at(0.5).toFixed(3)} ms  p99 ${at(0.99).toFixed(3)} ms  (${s.length} runs)`,
  );
}

function time(fn: () => void): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

// Ladder of 500.
let ladder: Ladder = must(createLadder());
for (const m of members.slice(0, 500)) ladder = must(joinLadder(ladder, m));
const ladderTimes: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const from = 5 + Math.floor(rnd() * 495);
  const to = from - 1 - Math.floor(rnd() * 5);
  const [c, d] = [ladder.rungs[from], ladder.rungs[to]];
  ladderTimes.push(
    time(() => {
      const issued = must(issueChallenge(ladder, `c${i}`, c, d, i));
      ladder = must(recordChallengeResult(issued, `c${i}`, rnd() < 0.5 ? c : d));
    }),
  );
}
percentiles('ladder: challenge + result (500 rungs)', ladderTimes);

// League of 12 divisions of 10, double round robin (1,080 matches).
const divisions = Array.from({ length: 12 }, (_, d) => members.slice(d * 10, d * 10 + 10));
const fresh = must(createLeague({ divisions, lengths: divisions.map(() => 7), double: true }));
const leagueTimes: number[] = [];
let league: League = fresh;
let next = 0;
for (let i = 0; i < RUNS; i++) {
  if (next === fresh.matches.length) {
    league = fresh;
    next = 0;
  }
  const m = league.matches[next++];
  const winner = m.players[rnd() < 0.5 ? 0 : 1];
  leagueTimes.push(
    time(() => {
      league = must(
        recordLeagueResult(league, m.id, { kind: 'played', winner, score: [7, Math.floor(rnd() * 7)] }),
      );
      must(
        divisionStandings(league, m.division, DEFAULT_POINTS_RULE, [
          'head-to-head',
          'buchholz',
          'points-difference',
        ]),
      );
    }),
  );
}
percentiles('league: result + division standings (12x10)', leagueTimes);

// Season points: 60 events of 32 players from the 2,000 members.
const rule = { table: [{ minField: 2, places: [10, 6, 4, 4, 2, 2, 2, 2] }], attendance: 1 };
const event = (e: number): EventResult => {
  const field = Array.from({ length: 32 }, () => members[Math.floor(rnd() * members.length)]);
  return {
    event: `e${e}`,
    kind: 'tournament',
    fieldSize: 32,
    placings: [...new Set(field)].map((member, i) => ({ member, place: i + 1 })),
  };
};
let awards: PointsAward[] = must(
  seasonAwards(
    rule,
    Array.from({ length: 60 }, (_, e) => event(e)),
  ),
);
const pointsTimes: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const e = event(60 + i);
  pointsTimes.push(
    time(() => {
      awards = awards.concat(must(seasonAwards(rule, [e])));
      seasonLeaderboard(awards);
    }),
  );
  if (awards.length > 60 * 32) awards = awards.slice(32);
}
percentiles('season points: event + leaderboard (2,000)', pointsTimes);
