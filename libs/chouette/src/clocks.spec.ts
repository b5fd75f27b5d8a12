import { type CheckerMove, type TimeControl } from '@gamao/engine';
import type { ChouetteAction } from './actions';
import { type ChouetteState, applyChouetteAction } from './chouette';
import {
  type ChouetteClocks,
  advanceChouetteClocks,
  chouetteClockView,
  clockedPlayers,
  creditChouetteOutage,
  expiredPlayers,
  newChouetteClocks,
  nextChouetteDeadline,
} from './clocks';
import { findMember } from './game';
import type { ChouetteOptions } from './options';
import { errorCode, run, seated } from './testing';

// Players: a is the box, b the captain, c and d the other members.
const start = (options: Partial<ChouetteOptions> = {}): ChouetteState =>
  run(seated(['a', 'b', 'c', 'd'], options), { type: 'startGame' });

const OPENING_31: CheckerMove[] = [
  { from: 8, to: 5, die: 3 },
  { from: 6, to: 5, die: 1 },
];

/** The box opened with 3-1: the team (captain b) is to roll. */
const teamToRoll = (options: Partial<ChouetteOptions> = {}): ChouetteState =>
  run(
    start(options),
    { type: 'roll', player: 'a', dice: [3, 1] },
    { type: 'play', player: 'a', moves: OPENING_31 },
  );

/** The team opened with 3-1: the box is to roll. */
const boxToRoll = (): ChouetteState =>
  run(start(), { type: 'roll', player: 'b', dice: [1, 3] }, { type: 'play', player: 'b', moves: OPENING_31 });

const timeout = (player: string, dice?: [1 | 2 | 3 | 4 | 5 | 6, 1 | 2 | 3 | 4 | 5 | 6]): ChouetteAction =>
  dice ? { type: 'timeout', player, dice } : { type: 'timeout', player };

const game = (s: ChouetteState) => {
  if (!s.game) throw new Error('no game');
  return s.game;
};

describe('timeout: the default decision of a player whose time ran out', () => {
  it('a mover who must roll: the roll is made for them with the server’s dice', () => {
    const s = run(teamToRoll(), timeout('b', [6, 5]));
    expect(game(s)).toMatchObject({ phase: 'moving', turn: 'team', dice: [6, 5] });
    expect(game(s).events.at(-1)).toMatchObject({ type: 'roll', player: 'b', dice: [6, 5] });
    expect(errorCode(applyChouetteAction(teamToRoll(), timeout('b')))).toBe('INVALID_ACTION');
    expect(errorCode(applyChouetteAction(teamToRoll(), timeout('a', [6, 5])))).toBe('NOT_YOUR_TURN');
  });

  it('the captain who must play: the team loses a single at each cube in play', () => {
    // c doubled, the box took: c's cube is at 2; b (captain) rolls and does not play.
    const s = run(
      teamToRoll(),
      { type: 'double', player: 'c' },
      { type: 'noDouble', player: 'b' },
      { type: 'noDouble', player: 'd' },
      { type: 'boxAnswer', player: 'a', member: 'c', answer: 'take' },
      { type: 'roll', player: 'b', dice: [6, 5] },
      timeout('b'),
    );
    expect(s.game).toBeNull();
    const record = s.games[0];
    expect(record).toMatchObject({ winner: 'box', reason: 'timeout', boxVsCaptain: 'box' });
    expect(record.points).toEqual({ a: 4, b: -1, c: -2, d: -1 });
    expect(record.members.map((m) => m.reason)).toEqual(['timeout', 'timeout', 'timeout']);
  });

  it('the box who must play: the box loses a single at each cube still in play', () => {
    const s = run(boxToRoll(), { type: 'roll', player: 'a', dice: [6, 5] }, timeout('a'));
    expect(s.games[0]).toMatchObject({ winner: 'team', reason: 'timeout', boxVsCaptain: 'captain' });
    expect(s.games[0].points).toEqual({ a: -3, b: 1, c: 1, d: 1 });
  });

  it('a member answering the box’s double: a drop', () => {
    const s = run(boxToRoll(), { type: 'boxDouble', player: 'a' }, timeout('c'));
    const c = findMember(game(s), 'c');
    expect(c?.outcome).toMatchObject({ points: -1, reason: 'drop', conceded: 'team' });
    expect(findMember(game(s), 'b')?.cube.offer).not.toBeNull();
  });

  it('the box answering the team’s doubles: every one of its answers a drop', () => {
    const s = run(
      teamToRoll(),
      { type: 'double', player: 'c' },
      { type: 'double', player: 'd' },
      { type: 'noDouble', player: 'b' },
      timeout('a'),
    );
    expect(findMember(game(s), 'c')?.outcome).toMatchObject({ points: 1, reason: 'drop', conceded: 'box' });
    expect(findMember(game(s), 'd')?.outcome).toMatchObject({ points: 1, reason: 'drop' });
    expect(game(s).window).toBeNull();
  });

  it('a beaver to answer: refused (the doubler drops at the beavered value)', () => {
    const s = run(
      teamToRoll({ beaver: true, beaverRefusal: true }),
      { type: 'double', player: 'c' },
      { type: 'noDouble', player: 'b' },
      { type: 'noDouble', player: 'd' },
      { type: 'boxAnswer', player: 'a', member: 'c', answer: 'beaver' },
      timeout('c'),
    );
    expect(findMember(game(s), 'c')?.outcome).toMatchObject({ points: -2, reason: 'beaverRefused' });
  });

  it('a double to declare: no double', () => {
    const s = run(teamToRoll(), { type: 'double', player: 'c' }, timeout('d'));
    expect(game(s).window?.declarations).toContainEqual({ member: 'd', double: false });
  });

  it('a resignation to answer: accepted', () => {
    const s = run(teamToRoll(), { type: 'resign', player: 'a', kind: 'single' }, timeout('c'));
    expect(findMember(game(s), 'c')?.outcome).toMatchObject({ points: 1, reason: 'resign' });
    expect(game(s).resignation?.pending).toEqual(['b', 'd']);
  });

  it('is refused for the table’s decisions and for a player the game does not wait for', () => {
    expect(errorCode(applyChouetteAction(start(), timeout('a', [3, 1])))).toBe('NOT_YOUR_TURN');
    expect(errorCode(applyChouetteAction(teamToRoll(), timeout('c', [3, 1])))).toBe('NOT_YOUR_TURN');
    expect(errorCode(applyChouetteAction(seated(['a', 'b', 'c']), timeout('a')))).toBe('NO_GAME');
    const keeper = run(seated(['a', 'b', 'c'], { mode: 'scorekeeper' }), { type: 'startGame' });
    expect(errorCode(applyChouetteAction(keeper, timeout('a')))).toBe('BOARD_ONLY');
  });
});

const TC: TimeControl = {
  preset: null,
  delayMs: 1_000,
  reserveMs: 10_000,
  reservePerPointMs: null,
  autoRoll: false,
};

/** Steps a session and its clocks together, `at` the given times. */
function steps(s0: ChouetteState, c0: ChouetteClocks, ...moves: [number, ChouetteAction][]) {
  let s = s0;
  let c = c0;
  for (const [at, a] of moves) {
    s = run(s, a);
    c = advanceChouetteClocks(TC, c, s, at);
  }
  return { s, c };
}

describe('chouette clocks', () => {
  it('run for the required decisions of named players only', () => {
    expect(clockedPlayers(start())).toEqual([]); // the opening roll is the table's
    expect(clockedPlayers(teamToRoll())).toEqual(['b']); // members' optional doubles run no clock
    const boxDoubled = run(boxToRoll(), { type: 'boxDouble', player: 'a' });
    expect(clockedPlayers(boxDoubled)).toEqual(['b', 'c', 'd']); // each member's clock at once
    expect(clockedPlayers(seated(['a', 'b', 'c']))).toEqual([]);
  });

  it('a game refills the reserves; roll then play is one period; a new period has a fresh delay', () => {
    const ready = seated(['a', 'b', 'c', 'd']);
    let { s, c } = steps(ready, newChouetteClocks(), [0, { type: 'startGame' }]);
    expect(c.game).toBe(0);
    expect(Object.keys(c.players)).toEqual(['a', 'b', 'c', 'd']);
    ({ s, c } = steps(s, c, [100, { type: 'roll', player: 'a', dice: [3, 1] }]));
    expect(nextChouetteDeadline(TC, c)).toEqual({ player: 'a', at: 100 + 11_000 });
    // The box plays 4 s later: 3 s out of its reserve; the captain's clock starts.
    ({ s, c } = steps(s, c, [4_100, { type: 'play', player: 'a', moves: OPENING_31 }]));
    expect(chouetteClockView(TC, c, 4_100).find((p) => p.player === 'a')).toMatchObject({
      reserveMs: 7_000,
      running: false,
    });
    ({ s, c } = steps(s, c, [4_600, { type: 'roll', player: 'b', dice: [6, 5] }]));
    // Same period for b: the deadline stays 4_100 + 1 s + 10 s.
    expect(nextChouetteDeadline(TC, c)).toEqual({ player: 'b', at: 15_100 });
    expect(expiredPlayers(TC, c, 15_100)).toEqual([]);
    expect(expiredPlayers(TC, c, 15_101)).toEqual(['b']);
    // b times out on the play: the game is over, every clock stops; the next game refills them.
    ({ s, c } = steps(s, c, [15_101, timeout('b')]));
    expect(nextChouetteDeadline(TC, c)).toBeNull();
    expect(chouetteClockView(TC, c, 15_101).find((p) => p.player === 'b')?.reserveMs).toBe(0);
    ({ s, c } = steps(s, c, [16_000, { type: 'startGame' }]));
    expect(c.game).toBe(1);
    expect(chouetteClockView(TC, c, 16_000).every((p) => p.reserveMs === 10_000 && !p.running)).toBe(true);
  });

  it('after a timeout roll the mover gets a fresh delay to play; outages are given back', () => {
    let { s, c } = steps(start(), advanceChouetteClocks(TC, newChouetteClocks(), start(), 0));
    ({ s, c } = steps(
      s,
      c,
      [0, { type: 'roll', player: 'a', dice: [3, 1] }],
      [0, { type: 'play', player: 'a', moves: OPENING_31 }],
    ));
    s = run(s, timeout('b', [6, 5]));
    c = advanceChouetteClocks(TC, c, s, 11_001, ['b']);
    expect(nextChouetteDeadline(TC, c)).toEqual({ player: 'b', at: 12_001 });
    expect(chouetteClockView(TC, c, 11_001).find((p) => p.player === 'b')).toMatchObject({
      delayMs: 1_000,
      reserveMs: 0,
      running: true,
    });
    expect(nextChouetteDeadline(TC, creditChouetteOutage(c, 11_500, 12_500))).toEqual({
      player: 'b',
      at: 13_001,
    });
  });
});
