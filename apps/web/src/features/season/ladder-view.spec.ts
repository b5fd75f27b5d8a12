import { ladderView, type LadderData } from './ladder-view';

const rung = (position: number, userId: string) => ({ position, userId, displayName: userId.toUpperCase() });
const ladder = (challenges: LadderData['challenges'] = []): LadderData => ({
  reach: 2,
  rungs: [rung(1, 'a'), rung(2, 'b'), rung(3, 'c'), rung(4, 'd')],
  challenges,
});
const challenge = (id: string, challengerId: string, defenderId: string, status: string) => ({
  id,
  challengerId,
  challengerName: challengerId.toUpperCase(),
  defenderId,
  defenderName: defenderId.toUpperCase(),
  status,
  matchId: status === 'accepted' ? 'm1' : null,
  deadline: '2026-12-14T12:00:00.000Z',
});

describe('ladderView', () => {
  it('lets a member challenge 1 to reach places above, not below, not himself', () => {
    const view = ladderView(ladder(), 'd');
    expect(view.rows.filter((r) => r.canChallenge).map((r) => r.userId)).toEqual(['b', 'c']);
    expect(view.rows.find((r) => r.me)?.userId).toBe('d');
    expect(view.onLadder).toBe(true);
  });

  it('lets nobody challenge someone in an open or accepted challenge, nor while in one', () => {
    const view = ladderView(ladder([challenge('x', 'c', 'b', 'accepted')]), 'd');
    expect(view.rows.filter((r) => r.canChallenge).map((r) => r.userId)).toEqual([]);
    const busy = ladderView(ladder([challenge('x', 'd', 'c', 'open')]), 'd');
    expect(busy.rows.some((r) => r.canChallenge)).toBe(false);
  });

  it('shows the defender an open challenge to answer, and the last results latest first', () => {
    const view = ladderView(
      ladder([
        challenge('1', 'c', 'b', 'challenger-won'),
        challenge('2', 'd', 'c', 'refused'),
        challenge('3', 'c', 'a', 'open'),
      ]),
      'a',
    );
    expect(view.challenges).toEqual([expect.objectContaining({ id: '3', mayAnswer: true, mine: true })]);
    expect(view.results.map((r) => r.id)).toEqual(['2', '1']);
  });

  it('gives a visitor of the public link nothing to do', () => {
    const view = ladderView(ladder([challenge('3', 'c', 'a', 'open')]), null);
    expect(view.onLadder).toBe(false);
    expect(view.rows.some((r) => r.canChallenge)).toBe(false);
    expect(view.challenges[0].mayAnswer).toBe(false);
  });
});
