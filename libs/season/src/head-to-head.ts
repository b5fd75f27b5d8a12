/**
 * Head-to-head of two members and a member's nemesis and favourite opponent (docs/domain.md "Season",
 * "Head-to-head"). PR follows the analysis (docs/domain.md "PR"): 500 x total error / total unforced
 * decisions over their analysed matches against each other, so a long match weighs by its decisions.
 */
import type { MemberId } from './types';

export interface PlayedMatch {
  readonly id: string;
  /** ISO 8601, for "the last results". */
  readonly endedAt: string;
  readonly winner: MemberId;
  readonly loser: MemberId;
  /** [winner's points, loser's points]. */
  readonly score: readonly [number, number];
  /** Per member, from the match's analysis when it has one. */
  readonly analysis?: Readonly<Record<MemberId, { readonly decisions: number; readonly error: number }>>;
}

export interface HeadToHeadSide {
  readonly member: MemberId;
  readonly wins: number;
  readonly points: number;
  /** Null without an analysed decision. */
  readonly pr: number | null;
  readonly decisions: number;
}

export interface HeadToHead {
  readonly matches: number;
  readonly sides: readonly [HeadToHeadSide, HeadToHeadSide];
  /** Latest first, at most `last`. */
  readonly lastResults: readonly PlayedMatch[];
}

const byLatest = (a: PlayedMatch, b: PlayedMatch) =>
  a.endedAt < b.endedAt ? 1 : a.endedAt > b.endedAt ? -1 : a.id < b.id ? 1 : -1;

export function headToHead(matches: readonly PlayedMatch[], a: MemberId, b: MemberId, last = 5): HeadToHead {
  const between = matches.filter(
    (m) => (m.winner === a && m.loser === b) || (m.winner === b && m.loser === a),
  );
  const side = (me: MemberId): HeadToHeadSide => {
    let decisions = 0;
    let error = 0;
    for (const m of between) {
      const x = m.analysis?.[me];
      if (x) {
        decisions += x.decisions;
        error += x.error;
      }
    }
    return {
      member: me,
      wins: between.filter((m) => m.winner === me).length,
      points: between.reduce((s, m) => s + (m.winner === me ? m.score[0] : m.score[1]), 0),
      pr: decisions > 0 ? (500 * error) / decisions : null,
      decisions,
    };
  };
  return {
    matches: between.length,
    sides: [side(a), side(b)],
    lastResults: between.slice().sort(byLatest).slice(0, last),
  };
}

export interface Rival {
  readonly opponent: MemberId;
  readonly matches: number;
  readonly wins: number;
  readonly losses: number;
}

/**
 * Nemesis: the opponent the member lost to most, among those met at least `minMatches` times; ties go to the
 * lower win share against them, then to the more matches, then to the id. Favourite opponent: the one beaten
 * most, ties to the higher win share, the more matches, the id. Null when nobody qualifies or none was lost
 * to (nemesis) or beaten (favourite).
 */
export function rivals(
  matches: readonly PlayedMatch[],
  member: MemberId,
  minMatches = 3,
): { nemesis: Rival | null; favourite: Rival | null } {
  const by = new Map<MemberId, { wins: number; losses: number }>();
  for (const m of matches) {
    if (m.winner !== member && m.loser !== member) continue;
    const o = m.winner === member ? m.loser : m.winner;
    const r = by.get(o) ?? { wins: 0, losses: 0 };
    by.set(o, m.winner === member ? { ...r, wins: r.wins + 1 } : { ...r, losses: r.losses + 1 });
  }
  const list: Rival[] = [...by.entries()]
    .map(([opponent, r]) => ({ opponent, matches: r.wins + r.losses, ...r }))
    .filter((r) => r.matches >= minMatches);
  const id = (x: Rival, y: Rival) => (x.opponent < y.opponent ? -1 : 1);
  const nemesis = list
    .filter((r) => r.losses > 0)
    .sort(
      (x, y) =>
        y.losses - x.losses || x.wins / x.matches - y.wins / y.matches || y.matches - x.matches || id(x, y),
    )[0];
  const favourite = list
    .filter((r) => r.wins > 0)
    .sort(
      (x, y) =>
        y.wins - x.wins || y.wins / y.matches - x.wins / x.matches || y.matches - x.matches || id(x, y),
    )[0];
  return { nemesis: nemesis ?? null, favourite: favourite ?? null };
}
