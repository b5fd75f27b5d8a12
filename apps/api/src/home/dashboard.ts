/**
 * What a member's home shows first, as plain rules over the matches the API already builds: the matches
 * that wait for the member (a move, a roll, a cube or a resignation to answer), the challenges waiting for
 * the member's answer, and the latest results. Each match is listed once: a correspondence match (days per
 * move) being played or offered is only in the member's correspondence matches (`myCorrespondenceMatches`,
 * with whose move it is and its deadline), never in "your turn" nor in the challenges to answer.
 */

/** The parts of a match view these rules read. */
export interface MatchFacts {
  readonly status: string;
  /** The viewer's side; null for a spectator. */
  readonly viewerSide: number | null;
  /** The side whose decision the match waits for. */
  readonly sideToAct: number | null;
  /** The tournament the match belongs to (a tournament match is begun from its tournament, not answered). */
  readonly tournamentId: string | null;
  readonly finishedAt: Date | null;
  /** Played by correspondence (days per move): listed with the member's correspondence matches instead. */
  readonly correspondence: boolean;
}

/** An online match in progress that waits for the viewer; never a correspondence match. */
export const awaitsViewer = (m: MatchFacts): boolean =>
  m.status === 'ACTIVE' && !m.correspondence && m.viewerSide !== null && m.sideToAct === m.viewerSide;

/**
 * A challenge to the viewer (the challenged side, 1) that waits for an answer; never a tournament match, nor
 * a correspondence one.
 */
export const challengeToViewer = (m: MatchFacts): boolean =>
  m.status === 'CHALLENGED' && !m.correspondence && m.viewerSide === 1 && m.tournamentId === null;

/** The latest finished matches of the viewer, newest first. */
export function latestResults<T extends MatchFacts>(matches: readonly T[], count: number): T[] {
  return matches
    .filter((m) => m.status === 'FINISHED' && m.viewerSide !== null)
    .sort((a, b) => (b.finishedAt?.getTime() ?? 0) - (a.finishedAt?.getTime() ?? 0))
    .slice(0, count);
}
