/**
 * What the head-to-head page shows (issue 40, part 5): each member's line (wins, points, PR when analysed) and
 * the last results told from the first member's side ("won 3-1" / "lost 0-1"). A plain function of the API's
 * answer; `a` is the member asked first.
 */
export interface HeadToHeadData {
  readonly matches: number;
  readonly sides: readonly {
    userId: string;
    displayName: string;
    wins: number;
    points: number;
    pr?: number | null;
    decisions: number;
  }[];
  readonly lastResults: readonly { matchId: string; endedAt: string; winnerId: string; score: number[] }[];
}

export function headToHeadView(data: HeadToHeadData) {
  const [a] = data.sides;
  return {
    matches: data.matches,
    sides: data.sides.map((s) => ({
      ...s,
      pr: s.pr == null ? null : s.pr.toFixed(2),
    })),
    results: data.lastResults.map((r) => {
      const won = r.winnerId === a.userId;
      const [w, l] = r.score;
      return { matchId: r.matchId, endedAt: r.endedAt, won, score: won ? `${w}–${l}` : `${l}–${w}` };
    }),
  };
}
