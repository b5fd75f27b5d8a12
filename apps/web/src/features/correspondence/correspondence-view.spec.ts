import { correspondenceLine } from './correspondence-view';

const NOW = Date.UTC(2026, 11, 7, 12);
const match = {
  id: 'm1',
  status: 'ACTIVE',
  viewerSide: 0,
  players: [
    { side: 0, user: { displayName: 'Ana' } },
    { side: 1, user: { displayName: 'Bia' } },
  ],
  timeControl: { daysPerMove: 2 },
  clock: { running: 0, deadline: new Date(NOW + 47 * 3_600_000 + 30 * 60_000).toISOString() },
};

describe('correspondenceLine', () => {
  it("the viewer's move with the time left to its deadline", () => {
    expect(correspondenceLine(match, NOW)).toEqual({
      id: 'm1',
      opponent: 'Bia',
      daysPerMove: 2,
      turn: 'mine',
      left: '1 d 23 h',
    });
  });

  it("the opponent's move, the viewer's challenge not yet accepted, and a challenge to the viewer", () => {
    expect(correspondenceLine({ ...match, clock: { ...match.clock, running: 1 } }, NOW).turn).toBe('theirs');
    const offered = correspondenceLine({ ...match, status: 'CHALLENGED', clock: null }, NOW);
    expect(offered).toMatchObject({ turn: 'offered', left: null, opponent: 'Bia' });
    // The challenged side is 1: the dashboard lists it only here, so it asks for the answer.
    const received = correspondenceLine({ ...match, status: 'CHALLENGED', viewerSide: 1, clock: null }, NOW);
    expect(received).toMatchObject({ turn: 'answer', left: null, opponent: 'Ana' });
  });

  it('a deadline already past reads 0 s (the server is recording the timeout)', () => {
    const late = { ...match, clock: { running: 0, deadline: new Date(NOW - 1_000).toISOString() } };
    expect(correspondenceLine(late, NOW).left).toBe('0 s');
  });
});
