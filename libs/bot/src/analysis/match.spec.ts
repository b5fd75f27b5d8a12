import { type Action } from '@gamao/engine';
import benchMatch from '../../bench-data/analysis/01-easy-hard-3pt.json';
import { ANALYSIS_VERSION, analyseMatch } from './match';
import { type MatchLog } from './dice-stats';

const OPENING: Action[] = [
  { type: 'roll', dice: [3, 1] },
  {
    type: 'play',
    side: 0,
    moves: [
      { from: 8, to: 5, die: 3 },
      { from: 6, to: 5, die: 1 },
    ],
  },
];

/** A money game where side 1 doubles at once after the opening 31 (a wrong double) and side 0 answers. */
const earlyDouble = (answer: 'take' | 'drop'): MatchLog => ({
  options: { length: 0 },
  players: ['Ana', 'Bia'],
  actions: [...OPENING, { type: 'double', side: 1 }, { type: answer, side: 0 }],
});

describe('analyseMatch: cube decisions', () => {
  it('grades a correct take (no error) and the wrong double before it', () => {
    const a = analyseMatch(earlyDouble('take'));
    const [double, take] = a.decisions.filter((d) => d.kind !== 'checker');
    expect(double).toMatchObject({
      kind: 'cube',
      side: 1,
      played: 'double',
      best: 'no double',
      actionIndex: 2,
    });
    expect(double.error).toBeGreaterThan(0.04);
    expect(take).toMatchObject({
      kind: 'response',
      side: 0,
      played: 'take',
      best: 'take',
      error: 0,
      mark: 'none',
    });
    expect(take.cube?.doublePass).toBe(1);
    expect(take.positionId).toBe(double.positionId);
    expect(a.players[0]).toMatchObject({ name: 'Ana', cubeDecisions: 1, cubeError: 0 });
    expect(a.players[1].cubeDecisions).toBe(1);
    expect(a.players[1].cubeError).toBeCloseTo(double.error, 12);
  });

  it('grades a wrong drop: it loses double/pass - double/take', () => {
    const a = analyseMatch(earlyDouble('drop'));
    const drop = a.decisions.find((d) => d.kind === 'response');
    expect(drop).toMatchObject({ played: 'drop', best: 'take', mark: 'veryBad' });
    expect(drop?.error).toBeCloseTo((drop?.cube?.doublePass ?? 0) - (drop?.cube?.doubleTake ?? 0), 12);
    expect(a.games).toEqual([{ number: 1, winner: 1, points: 1, luck: a.games[0].luck }]);
  });
});

describe('analyseMatch: a whole match from the bench set', () => {
  const log = benchMatch as unknown as MatchLog;
  const a = analyseMatch(log);

  it('has the shape of the contract', () => {
    expect(a.version).toBe(ANALYSIS_VERSION);
    expect(a.depth).toBe('2-ply top 5, closest 3-ply reduced');
    expect(a.matchLength).toBe(3);
    expect(a.graph).toHaveLength(a.decisions.length);
    expect(a.players.map((p) => p.name)).toEqual(['easyA', 'hardB']);
    const json = JSON.parse(JSON.stringify(a));
    expect(json).toEqual(a);
  });

  it('does not count forced plays, and sums the rest per player (PR = 500 x error per decision)', () => {
    for (const side of [0, 1] as const) {
      const mine = a.decisions.filter((d) => d.side === side);
      const counted = mine.filter((d) => !d.forced);
      const p = a.players[side];
      expect(p.forced).toBe(mine.filter((d) => d.forced).length);
      expect(p.unforced).toBe(counted.length);
      expect(p.unforced).toBe(p.checkerDecisions + p.cubeDecisions);
      expect(p.totalError).toBeCloseTo(
        counted.reduce((s, d) => s + d.error, 0),
        9,
      );
      expect(p.pr).toBeCloseTo((500 * p.totalError) / p.unforced, 9);
      expect(p.marks.veryBad).toBe(counted.filter((d) => d.mark === 'veryBad').length);
    }
    for (const d of a.decisions.filter((x) => x.forced)) {
      expect(d.error).toBe(0);
      expect(d.mark).toBe('none');
    }
    expect(a.players[1].forced).toBeGreaterThan(0);
    // The easy level blunders; the hard one plays what the analysis plays.
    expect(a.players[0].pr).toBeGreaterThan(a.players[1].pr);
    expect(a.players[0].marks.veryBad).toBeGreaterThan(0);
  });

  it('gives every checker decision the luck of its roll, summed per game and per player', () => {
    const checker = a.decisions.filter((d) => d.kind === 'checker');
    expect(checker.every((d) => d.luck !== null && d.dice !== null)).toBe(true);
    for (const side of [0, 1] as const) {
      const perGame = a.games.reduce((s, g) => s + g.luck[side], 0);
      expect(perGame).toBeCloseTo(a.players[side].luck, 9);
    }
  });

  it('counts the dice of each side', () => {
    const rolls = log.actions.filter(
      (x, i) => x.type === 'roll' && 'side' in x && x.side !== undefined && i > 0,
    );
    expect(a.dice[0].rolls + a.dice[1].rolls).toBe(rolls.length);
    expect(a.dice[0].counts).toHaveLength(21);
  });

  it('is deterministic', () => {
    expect(analyseMatch(log)).toEqual(a);
  });

  it('refuses an illegal log', () => {
    expect(() =>
      analyseMatch({ options: { length: 0 }, actions: [{ type: 'play', side: 0, moves: [] }] }),
    ).toThrow(/Action #1/);
  });
});
