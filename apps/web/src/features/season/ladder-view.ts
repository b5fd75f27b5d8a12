/**
 * What a ladder page shows a member (issue 40, part 2): each rung, whether the viewer may challenge it (1 to
 * `reach` places above, neither of the two in an open or accepted challenge, as @gamao/season's rule says; the
 * API decides), the challenges still to be played with what the viewer may do about them, and the latest
 * results. A plain function of the ladder as the API answers it.
 */
export interface LadderData {
  readonly reach: number;
  readonly rungs: readonly { position: number; userId: string; displayName: string }[];
  readonly challenges: readonly {
    id: string;
    challengerId: string;
    challengerName: string;
    defenderId: string;
    defenderName: string;
    status: string;
    matchId?: string | null;
    deadline: string;
  }[];
}

export interface RungRow {
  readonly position: number;
  readonly userId: string;
  readonly displayName: string;
  readonly me: boolean;
  readonly canChallenge: boolean;
  /** In an open or accepted challenge. */
  readonly busy: boolean;
}

export interface PendingChallenge {
  readonly id: string;
  readonly challengerName: string;
  readonly defenderName: string;
  readonly status: 'open' | 'accepted';
  readonly matchId: string | null;
  readonly deadline: string;
  /** The viewer is the defender of an open challenge: accept or refuse. */
  readonly mayAnswer: boolean;
  /** The viewer plays it. */
  readonly mine: boolean;
}

const PENDING = new Set(['open', 'accepted']);

export function ladderView(ladder: LadderData, meId: string | null, latest = 5) {
  const pending = ladder.challenges.filter((c) => PENDING.has(c.status));
  const busy = new Set(pending.flatMap((c) => [c.challengerId, c.defenderId]));
  const mine = ladder.rungs.find((r) => r.userId === meId);
  const rows: RungRow[] = ladder.rungs.map((r) => ({
    ...r,
    me: r.userId === meId,
    busy: busy.has(r.userId),
    canChallenge:
      !!mine &&
      !busy.has(mine.userId) &&
      !busy.has(r.userId) &&
      r.position < mine.position &&
      mine.position - r.position <= ladder.reach,
  }));
  const challenges: PendingChallenge[] = pending.map((c) => ({
    id: c.id,
    challengerName: c.challengerName,
    defenderName: c.defenderName,
    status: c.status as 'open' | 'accepted',
    matchId: c.matchId ?? null,
    deadline: c.deadline,
    mayAnswer: c.status === 'open' && c.defenderId === meId,
    mine: c.challengerId === meId || c.defenderId === meId,
  }));
  const results = ladder.challenges
    .filter((c) => !PENDING.has(c.status))
    .slice(-latest)
    .reverse();
  return { rows, challenges, results, onLadder: !!mine };
}

export type LadderPageView = ReturnType<typeof ladderView>;
