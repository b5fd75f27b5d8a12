/**
 * Who settles the result of a tournament match played on a physical board. A result needs two people: the
 * one who reports it and the one who confirms it. A director who does not play in the match is both at once
 * (his report is recorded). A director who plays in it is a player like any other: his report waits for his
 * opponent, or for another director, and he never confirms, decides or corrects his own match.
 */

/** The people around one match: its two players and whether the caller directs the club. */
export interface ResultParties {
  readonly viewerId: string;
  readonly players: readonly string[];
  readonly director: boolean;
}

/** A director who does not play in the match: the only one who may settle it alone. */
export const neutralDirector = ({ viewerId, players, director }: ResultParties): boolean =>
  director && !players.includes(viewerId);

/** A report from this caller is recorded at once (a neutral director's), else it waits for confirmation. */
export const recordedAtOnce = (parties: ResultParties): boolean => neutralDirector(parties);

/**
 * Whether this caller may confirm a report: never its own reporter; a pending report by the reporter's
 * opponent or a neutral director; a disputed one by a neutral director only (the players have spoken).
 */
export function mayConfirm(
  parties: ResultParties,
  report: { readonly reportedById: string; readonly status: string },
): boolean {
  if (parties.viewerId === report.reportedById) return false;
  if (neutralDirector(parties)) return report.status === 'PENDING' || report.status === 'DISPUTED';
  const opponent = parties.players.includes(parties.viewerId);
  return opponent && report.status === 'PENDING';
}
