/**
 * The member's home as plain functions over the API's `dashboard`: whom a match is against, and how a
 * finished one went for the viewer.
 */
import type { DashboardMatchFragment } from '@/gql/graphql';

/** The other player's name, or '—' when the viewer is not in the match. */
export function opponentOf(m: Pick<DashboardMatchFragment, 'players' | 'viewerSide'>): string {
  if (m.viewerSide === null || m.viewerSide === undefined) return '—';
  return m.players.find((p) => p.side !== m.viewerSide)?.user.displayName ?? '—';
}

/** A finished match from the viewer's side: won or lost, and the score as "mine–theirs". */
export function outcomeOf(
  m: Pick<DashboardMatchFragment, 'winner' | 'viewerSide' | 'score'>,
): { won: boolean; score: string } | null {
  if (m.viewerSide === null || m.viewerSide === undefined || m.winner === null || m.winner === undefined)
    return null;
  const mine = m.score[m.viewerSide] ?? 0;
  const theirs = m.score[1 - m.viewerSide] ?? 0;
  return { won: m.winner === m.viewerSide, score: `${mine}–${theirs}` };
}
