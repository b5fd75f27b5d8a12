import fc from 'fast-check';
import { seededDice, seededUint32 } from './dice';
import {
  type Action,
  type GameOptions,
  type GameState,
  type MatchState,
  applyAction,
  applyActions,
  checkOptions,
  currentGame,
  isMatchOver,
  mayDouble,
  newMatch,
  replay,
  sideToAct,
} from './game';
import { legalPlays } from './moves';
import { START_BOARD, boardFrom } from './position';
import type { Board, CheckerMove, Dice, Result, Side } from './types';

const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};
const code = <T>(r: Result<T>): string => (r.ok ? 'ok' : r.error.code);
const start = (o: Partial<GameOptions> = {}): MatchState => value(newMatch(o));
const run = (s: MatchState, ...actions: Action[]): MatchState => value(applyActions(s, actions));
const mv = (from: number, to: number, die: CheckerMove['die']): CheckerMove => ({ from, to, die });

/** Opening 3-1 for side 0, played 8/5 6/5. */
const opening31: Action[] = [
  { type: 'roll', dice: [3, 1] },
  { type: 'play', side: 0, moves: [mv(8, 5, 3), mv(6, 5, 1)] },
];

/** Test helper: puts the current game in a hand-made position (the state is plain data). */
function setPosition(s: MatchState, board: Board, turn: Side, patch: Partial<GameState> = {}): MatchState {
  const g = currentGame(s);
  return {
    ...s,
    games: [...s.games.slice(0, -1), { ...g, board, turn, phase: 'rolling', dice: null, ...patch }],
  };
}

describe('options', () => {
  it('normalises: simple has no cube, money-only options off in matches', () => {
    expect(value(checkOptions({ profile: 'simple' })).cube).toBe(false);
    const m = value(
      checkOptions({ length: 7, jacoby: true, beaver: true, raccoon: true, autoDoubles: true }),
    );
    expect(m).toMatchObject({
      crawford: true,
      jacoby: false,
      beaver: false,
      raccoon: false,
      autoDoubles: false,
    });
    const money = value(checkOptions({ beaver: true, raccoon: true, jacoby: true }));
    expect(money).toMatchObject({ crawford: false, jacoby: true, beaver: true, raccoon: true });
    expect(value(checkOptions({ triploPoints: 5 })).triploPoints).toBe(0);
    expect(value(checkOptions({ profile: 'traditional', triploPoints: 5 })).triploPoints).toBe(5);
  });

  it('refuses bad values with INVALID_OPTIONS', () => {
    expect(code(checkOptions({ length: -1 }))).toBe('INVALID_OPTIONS');
    expect(code(checkOptions({ length: 2.5 }))).toBe('INVALID_OPTIONS');
    expect(code(checkOptions({ maxCube: 48 }))).toBe('INVALID_OPTIONS');
    expect(code(checkOptions({ profile: 'chess' as never }))).toBe('INVALID_OPTIONS');
    expect(code(checkOptions({ crawford: 'yes' as never }))).toBe('INVALID_OPTIONS');
  });
});

describe('opening roll', () => {
  it('each game starts from its own copy of the start position, not the frozen START_BOARD', () => {
    const g = currentGame(start());
    expect(g.board).toEqual(START_BOARD);
    expect(g.board[0]).not.toBe(START_BOARD[0]);
    expect(Object.isFrozen(g.board[0])).toBe(false);
    expect(currentGame(start()).board).not.toBe(g.board);
  });

  it('the higher die starts and plays both numbers', () => {
    const s = run(start({ length: 5 }), { type: 'roll', dice: [2, 6] });
    const g = currentGame(s);
    expect(g).toMatchObject({ phase: 'moving', turn: 1, dice: [2, 6] });
    expect(g.events).toEqual([{ type: 'openingRoll', dice: [2, 6], starter: 1, cube: 1 }]);
  });

  it('ties roll again; with automatic doubles (money) the cube doubles up to the cap', () => {
    let s = run(start({ length: 5 }), { type: 'roll', dice: [4, 4] });
    expect(currentGame(s).phase).toBe('opening');
    expect(currentGame(s).cube.value).toBe(1);
    s = start({ autoDoubles: true, autoDoublesCap: 4 });
    s = run(
      s,
      { type: 'roll', dice: [1, 1] },
      { type: 'roll', dice: [2, 2] },
      { type: 'roll', dice: [3, 3] },
    );
    expect(currentGame(s).cube).toEqual({ value: 4, owner: 'centred', offer: null });
    s = run(s, { type: 'roll', dice: [6, 5] });
    expect(currentGame(s)).toMatchObject({ phase: 'moving', turn: 0 });
  });

  it('nothing but the roll before it', () => {
    const s = start({ length: 5 });
    expect(code(applyAction(s, { type: 'play', side: 0, moves: [] }))).toBe('MUST_ROLL');
    expect(code(applyAction(s, { type: 'double', side: 0 }))).toBe('MUST_ROLL');
    expect(code(applyAction(s, { type: 'take', side: 0 }))).toBe('NO_DOUBLE_OFFERED');
  });
});

describe('turns', () => {
  it('roll and play alternate; errors are specific', () => {
    let s = run(start({ length: 5 }), opening31[0]);
    expect(code(applyAction(s, { type: 'play', side: 1, moves: [] }))).toBe('NOT_YOUR_TURN');
    expect(code(applyAction(s, { type: 'roll', side: 0, dice: [1, 2] }))).toBe('ALREADY_ROLLED');
    expect(code(applyAction(s, { type: 'roll', side: 1, dice: [1, 2] }))).toBe('NOT_YOUR_TURN');
    expect(code(applyAction(s, { type: 'double', side: 0 }))).toBe('ALREADY_ROLLED');
    expect(code(applyAction(s, { type: 'play', side: 0, moves: [mv(8, 5, 3)] }))).toBe('MUST_USE_BOTH_DICE');
    s = run(s, opening31[1]);
    const g = currentGame(s);
    expect(g).toMatchObject({ phase: 'rolling', turn: 1, dice: null });
    expect(g.board[0][5]).toBe(2);
    expect(code(applyAction(s, { type: 'roll', side: 0, dice: [1, 2] }))).toBe('NOT_YOUR_TURN');
    expect(code(applyAction(s, { type: 'play', side: 1, moves: [] }))).toBe('MUST_ROLL');
    expect(code(applyAction(s, { type: 'roll', dice: [1, 2] }))).toBe('INVALID_ACTION');
    s = run(s, { type: 'roll', side: 1, dice: [6, 4] });
    expect(currentGame(s)).toMatchObject({ phase: 'moving', turn: 1, dice: [6, 4] });
  });

  it('malformed actions are refused', () => {
    const s = start();
    expect(code(applyAction(s, { type: 'fly' } as never))).toBe('INVALID_ACTION');
    expect(code(applyAction(s, { type: 'roll', dice: [0, 7] } as never))).toBe('INVALID_ACTION');
    expect(code(applyAction(s, { type: 'double', side: 2 } as never))).toBe('INVALID_ACTION');
    expect(code(applyAction(s, null as never))).toBe('INVALID_ACTION');
    expect(
      code(applyAction(run(s, opening31[0]), { type: 'play', side: 0, moves: [{ from: 'x' }] } as never)),
    ).toBe('INVALID_MOVE');
  });

  it('a roll without any legal move passes the turn at once', () => {
    // Side 1 on the bar against side 0's closed home board.
    const board = boardFrom({ 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3 }, { 25: 1, 6: 14 });
    let s = setPosition(run(start({ length: 5 }), ...opening31), board, 1);
    s = run(s, { type: 'roll', side: 1, dice: [6, 6] });
    const g = currentGame(s);
    expect(g).toMatchObject({ phase: 'rolling', turn: 0, dice: null });
    expect(g.events[g.events.length - 1]).toEqual({ type: 'roll', side: 1, dice: [6, 6], pass: true });
  });
});

describe('cube in the game', () => {
  it('double and take: the taker owns the cube, the doubler rolls', () => {
    let s = run(start({ length: 7 }), ...opening31);
    expect(code(applyAction(s, { type: 'double', side: 0 }))).toBe('NOT_YOUR_TURN');
    s = run(s, { type: 'double', side: 1 });
    expect(sideToAct(s)).toBe(0);
    expect(code(applyAction(s, { type: 'roll', side: 1, dice: [1, 2] }))).toBe('DOUBLE_PENDING');
    expect(code(applyAction(s, { type: 'resign', side: 0, kind: 'single' }))).toBe('DOUBLE_PENDING');
    expect(code(applyAction(s, { type: 'take', side: 1 }))).toBe('NOT_YOUR_TURN');
    s = run(s, { type: 'take', side: 0 });
    expect(currentGame(s).cube).toEqual({ value: 2, owner: 0, offer: null });
    expect(sideToAct(s)).toBe(1);
    expect(code(applyAction(s, { type: 'double', side: 1 }))).toBe('CANNOT_DOUBLE');
    s = run(s, { type: 'roll', side: 1, dice: [6, 4] });
    expect(currentGame(s).phase).toBe('moving');
  });

  it('a drop ends the game at the current value and starts the next one', () => {
    let s = run(start({ length: 7 }), ...opening31, { type: 'double', side: 1 }, { type: 'drop', side: 0 });
    expect(s.match.score).toEqual([0, 1]);
    expect(s.games).toHaveLength(2);
    expect(s.games[0].result).toEqual({ winner: 1, points: 1, kind: 'single', reason: 'drop', cube: 1 });
    expect(currentGame(s)).toMatchObject({ index: 1, phase: 'opening', score: [0, 1], crawford: false });
    s = run(s, { type: 'roll', dice: [5, 6] });
    expect(currentGame(s).turn).toBe(1);
  });

  it('simple profile: no cube at all', () => {
    const s = run(start({ profile: 'simple' }), ...opening31);
    expect(code(applyAction(s, { type: 'double', side: 1 }))).toBe('CUBE_NOT_ALLOWED');
  });

  it('beaver, raccoon and beaver refusal in money play', () => {
    const money = start({ beaver: true, raccoon: true, beaverRefusal: true });
    let s = run(money, ...opening31, { type: 'double', side: 1 }, { type: 'beaver', side: 0 });
    expect(sideToAct(s)).toBe(1);
    const raccooned = run(s, { type: 'raccoon', side: 1 });
    expect(currentGame(raccooned).cube).toEqual({ value: 8, owner: 0, offer: null });
    expect(sideToAct(raccooned)).toBe(1); // the original doubler still rolls
    const accepted = run(s, { type: 'take', side: 1 });
    expect(currentGame(accepted).cube).toEqual({ value: 4, owner: 0, offer: null });
    s = run(s, { type: 'refuseBeaver', side: 1 });
    expect(s.match.score).toEqual([2, 0]);
    expect(s.games[0].result).toMatchObject({ winner: 0, points: 2, reason: 'beaverRefused' });
    // Matches have no beavers.
    const m = run(start({ length: 5, beaver: true }), ...opening31, { type: 'double', side: 1 });
    expect(code(applyAction(m, { type: 'beaver', side: 0 }))).toBe('BEAVER_NOT_ALLOWED');
  });

  it('max cube', () => {
    let s = run(start({ maxCube: 2 }), ...opening31, { type: 'double', side: 1 }, { type: 'take', side: 0 });
    s = run(
      s,
      { type: 'roll', side: 1, dice: [6, 4] },
      { type: 'play', side: 1, moves: [mv(24, 18, 6), mv(18, 14, 4)] },
    );
    expect(code(applyAction(s, { type: 'double', side: 0 }))).toBe('CUBE_AT_MAXIMUM');
  });
});

describe('resignations', () => {
  it('reject resumes play; accept ends the game at kind x cube', () => {
    let s = run(start({ length: 7 }), ...opening31, { type: 'double', side: 1 }, { type: 'take', side: 0 });
    s = run(s, { type: 'resign', side: 1, kind: 'gammon' });
    expect(sideToAct(s)).toBe(0);
    expect(code(applyAction(s, { type: 'roll', side: 1, dice: [1, 2] }))).toBe('RESIGNATION_PENDING');
    expect(code(applyAction(s, { type: 'acceptResignation', side: 1 }))).toBe('NOT_YOUR_TURN');
    const rejected = run(s, { type: 'rejectResignation', side: 0 });
    expect(currentGame(rejected).resignation).toBeNull();
    expect(sideToAct(rejected)).toBe(1);
    s = run(s, { type: 'acceptResignation', side: 0 });
    expect(s.match.score).toEqual([4, 0]);
    expect(s.games[0].result).toEqual({ winner: 0, points: 4, kind: 'gammon', reason: 'resign', cube: 2 });
    expect(code(applyAction(s, { type: 'acceptResignation', side: 0 }))).toBe('NO_RESIGNATION_OFFERED');
  });

  it('invalid kinds for the profile', () => {
    const s = run(start({ profile: 'simple' }), ...opening31);
    expect(code(applyAction(s, { type: 'resign', side: 1, kind: 'gammon' }))).toBe('INVALID_RESIGNATION');
  });
});

describe('end of game, Crawford, match over', () => {
  /** Side `s` is about to bear off its last checker from its 1-point; the loser has 15 on its 12-point. */
  const lastChecker = (roller: Side, loser: Record<number, number> = { 12: 15 }): Board =>
    roller === 0 ? boardFrom({ 1: 1 }, loser) : boardFrom(loser, { 1: 1 });

  it('bearing off the last checker scores the game (international gammon x cube)', () => {
    let s = setPosition(start({ length: 7 }), lastChecker(0), 0);
    s = run(s, { type: 'roll', side: 0, dice: [2, 1] }, { type: 'play', side: 0, moves: [mv(1, 0, 2)] });
    expect(s.games[0].result).toEqual({ winner: 0, points: 2, kind: 'gammon', reason: 'bearOff', cube: 1 });
    expect(s.match.score).toEqual([2, 0]);
  });

  it('traditional: the winning double makes it cantada / gamão cantado', () => {
    let s = setPosition(start({ length: 10, profile: 'traditional' }), lastChecker(1, { 6: 10 }), 1);
    s = run(s, { type: 'roll', side: 1, dice: [3, 3] }, { type: 'play', side: 1, moves: [mv(1, 0, 3)] });
    expect(s.games[0].result).toMatchObject({ winner: 1, points: 2, kind: 'cantada' });
    let t = setPosition(start({ length: 10, profile: 'traditional' }), lastChecker(1), 1);
    t = run(t, { type: 'roll', side: 1, dice: [3, 3] }, { type: 'play', side: 1, moves: [mv(1, 0, 3)] });
    expect(t.games[0].result).toMatchObject({ winner: 1, points: 4, kind: 'gamaoCantado' });
  });

  it('Crawford game: no doubling; after it doubling is back; then the match ends', () => {
    const dropGame = (s: MatchState, doubler: Side): MatchState => {
      const dice: Dice = doubler === 0 ? [1, 3] : [3, 1];
      const starter: Side = doubler === 0 ? 1 : 0;
      return run(
        s,
        { type: 'roll', dice },
        { type: 'play', side: starter, moves: [mv(8, 5, 3), mv(6, 5, 1)] },
        { type: 'double', side: doubler },
        { type: 'drop', side: starter },
      );
    };
    let s = dropGame(dropGame(start({ length: 3 }), 0), 0); // 2-0
    expect(s.match.score).toEqual([2, 0]);
    let g = currentGame(s);
    expect(g.crawford).toBe(true);
    s = run(s, { type: 'roll', dice: [3, 1] }, { type: 'play', side: 0, moves: [mv(8, 5, 3), mv(6, 5, 1)] });
    expect(code(applyAction(s, { type: 'double', side: 1 }))).toBe('CRAWFORD_NO_DOUBLE');
    s = run(s, { type: 'resign', side: 0, kind: 'single' }, { type: 'acceptResignation', side: 1 }); // 2-1
    g = currentGame(s);
    expect(g.crawford).toBe(false);
    s = dropGame(s, 1); // post-Crawford double: 2-2
    expect(s.match.score).toEqual([2, 2]);
    s = dropGame(s, 0); // 3-2
    expect(isMatchOver(s)).toBe(true);
    expect(s.games).toHaveLength(5);
    expect(currentGame(s).phase).toBe('over');
    expect(sideToAct(s)).toBeNull();
    expect(code(applyAction(s, { type: 'roll', dice: [1, 2] }))).toBe('MATCH_OVER');
  });

  it('Crawford off: doubling allowed at N-1', () => {
    let s = setPosition(start({ length: 3, crawford: false }), lastChecker(0), 0);
    s = run(s, { type: 'roll', side: 0, dice: [2, 1] }, { type: 'play', side: 0, moves: [mv(1, 0, 2)] }); // 2-0
    expect(currentGame(s).crawford).toBe(false);
    s = run(s, ...opening31);
    expect(code(applyAction(s, { type: 'double', side: 1 }))).toBe('ok');
  });
});

describe("a start score (a tournament's lateness points)", () => {
  it('the first game is played at it; 0-0 and leaving it out are the same match', () => {
    const s = start({ length: 7, startScore: [2, 0] });
    expect(s.match.score).toEqual([2, 0]);
    expect(currentGame(s)).toMatchObject({ index: 0, score: [2, 0], crawford: false });
    expect(s.options.startScore).toEqual([2, 0]);
    expect(start({ length: 7, startScore: [0, 0] })).toEqual(start({ length: 7 }));
    expect(value(checkOptions({ length: 7, startScore: [0, 0] }))).toEqual(
      value(checkOptions({ length: 7 })),
    );
  });

  it('worked: 11 minutes late in a 5-point match (UKBGF: 2 points) makes 0-2; winning a gammon ends it 2-4', () => {
    const lastChecker: Board = boardFrom({ 12: 15 }, { 1: 1 });
    let s = setPosition(start({ length: 5, startScore: [0, 2] }), lastChecker, 1);
    s = run(s, { type: 'roll', side: 1, dice: [2, 1] }, { type: 'play', side: 1, moves: [mv(1, 0, 2)] });
    expect(s.games[0].result).toMatchObject({ winner: 1, points: 2, kind: 'gammon' });
    expect(s.match.score).toEqual([0, 4]);
    // 4 is length - 1: the next game is the Crawford game.
    expect(currentGame(s).crawford).toBe(true);
  });

  it('a start at length - 1 makes the first game the Crawford game; doubling is back after it', () => {
    let s = start({ length: 7, startScore: [0, 6] });
    expect(currentGame(s).crawford).toBe(true);
    s = run(s, ...opening31);
    expect(code(applyAction(s, { type: 'double', side: 1 }))).toBe('CRAWFORD_NO_DOUBLE');
    s = run(s, { type: 'resign', side: 1, kind: 'single' }, { type: 'acceptResignation', side: 0 }); // 1-6
    expect(s.match.score).toEqual([1, 6]);
    expect(currentGame(s).crawford).toBe(false);
    s = run(s, ...opening31);
    expect(code(applyAction(s, { type: 'double', side: 1 }))).toBe('ok');
    // Without the Crawford rule, doubling is allowed from the start.
    const off = run(start({ length: 7, crawford: false, startScore: [0, 6] }), ...opening31);
    expect(code(applyAction(off, { type: 'double', side: 1 }))).toBe('ok');
  });

  it('replaying the log from the options gives the same state', () => {
    const s = run(start({ length: 5, startScore: [1, 0] }), ...opening31);
    expect(value(replay(s.options, opening31))).toEqual(s);
  });

  it('refuses a score that reaches the length, a negative or broken one, or one in money play', () => {
    for (const startScore of [[5, 0], [0, -1], [1.5, 0], [1], 'two', [0, 0, 1]]) {
      expect(code(checkOptions({ length: 5, startScore: startScore as never }))).toBe('INVALID_OPTIONS');
    }
    expect(code(newMatch({ length: 0, startScore: [1, 0] }))).toBe('INVALID_OPTIONS');
  });
});

// ---------------------------------------------------------------------------------------------
// Random games: replaying the log gives the same state.

/** Plays a random match: random legal plays, random cube actions and resignations. */
function randomMatch(
  seed: number,
  options: Partial<GameOptions>,
  maxActions = 1500,
): { state: MatchState; actions: Action[] } {
  const dice = seededDice(seed);
  const rnd = seededUint32(`choices-${seed}`);
  const chance = (p: number): boolean => rnd() / 4294967296 < p;
  const pick = <T>(xs: readonly T[]): T => xs[rnd() % xs.length];
  let state = value(newMatch(options));
  const actions: Action[] = [];
  const tryAct = (a: Action): boolean => {
    const r = applyAction(state, a);
    if (!r.ok) return false;
    state = r.value;
    actions.push(a);
    return true;
  };
  while (!isMatchOver(state) && actions.length < maxActions) {
    const g = currentGame(state);
    if (state.options.length === 0 && g.index >= 3) break;
    if (g.resignation) {
      tryAct({
        type: chance(0.5) ? 'acceptResignation' : 'rejectResignation',
        side: g.resignation.by === 0 ? 1 : 0,
      });
      continue;
    }
    if (g.cube.offer) {
      const side = sideToAct(state) as Side;
      const choice = pick(['take', 'take', 'drop', 'beaver', 'raccoon', 'refuseBeaver'] as const);
      if (!tryAct({ type: choice, side })) tryAct({ type: 'take', side });
      continue;
    }
    if (g.phase === 'opening') {
      tryAct({ type: 'roll', dice: dice.roll() });
      continue;
    }
    const side = g.turn as Side;
    if (g.phase === 'rolling') {
      if (chance(0.01)) {
        tryAct({
          type: 'resign',
          side: chance(0.5) ? side : side === 0 ? 1 : 0,
          kind: pick(['single', 'gammon', 'backgammon'] as const),
        });
        continue;
      }
      if (chance(0.08) && tryAct({ type: 'double', side })) continue;
      tryAct({ type: 'roll', side, dice: dice.roll() });
      continue;
    }
    const plays = legalPlays(g.board, side, g.dice as Dice);
    tryAct({ type: 'play', side, moves: pick(plays).moves });
  }
  return { state, actions };
}

describe('properties over random matches', () => {
  const optionsArb = fc.record({
    length: fc.constantFrom(0, 1, 3, 5),
    profile: fc.constantFrom('international', 'simple', 'traditional') as fc.Arbitrary<
      GameOptions['profile']
    >,
    crawford: fc.boolean(),
    jacoby: fc.boolean(),
    beaver: fc.boolean(),
    raccoon: fc.boolean(),
    beaverRefusal: fc.boolean(),
    autoDoubles: fc.boolean(),
    triploPoints: fc.constantFrom(0, 5),
  });

  it('replaying the log equals the state it produced; the state survives JSON', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), optionsArb, (seed, options) => {
        const { state, actions } = randomMatch(seed, options);
        const replayed = value(replay(options, actions));
        expect(replayed).toEqual(state);
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        // Logs stored as JSON replay too.
        expect(value(replay(options, JSON.parse(JSON.stringify(actions)) as Action[]))).toEqual(state);
        expect(state.actionCount).toBe(actions.length);
      }),
      { numRuns: 20 },
    );
  });

  it('points add up, the cube only doubles, and a match ends exactly at its length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), optionsArb, (seed, options) => {
        const { state } = randomMatch(seed, options);
        const finished = state.games.filter((g) => g.result !== null);
        const sums: [number, number] = [0, 0];
        for (const g of finished) {
          expect(g.score).toEqual(sums);
          const r = g.result;
          if (!r) continue;
          sums[r.winner] += r.points;
          let cube = 1;
          for (const e of g.events) {
            if (e.type === 'openingRoll') {
              expect([cube, cube * 2]).toContain(e.cube);
              cube = e.cube;
            } else if (e.type === 'double') expect(e.value).toBe(cube * 2);
            else if (e.type === 'take' || e.type === 'beaver' || e.type === 'raccoon') {
              expect(Math.log2(e.value / cube) % 1).toBe(0);
              expect(e.value).toBeGreaterThan(cube);
              if (e.type !== 'beaver') cube = e.value;
              else if (!state.options.raccoon && !state.options.beaverRefusal) cube = e.value;
            }
          }
          if (state.options.profile === 'simple') expect(r.points).toBe(1);
        }
        expect(state.match.score).toEqual(sums);
        if (state.options.length > 0 && isMatchOver(state)) {
          const w = sums[0] >= state.options.length ? 0 : 1;
          const last = finished[finished.length - 1];
          expect(last.score[w]).toBeLessThan(state.options.length);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('mayDouble (the clocks roll at once for a player who may not)', () => {
  it('is true for either side with the cube centred, then only for its owner', () => {
    const s = run(start({ length: 5 }), ...opening31);
    expect([mayDouble(s, 0), mayDouble(s, 1)]).toEqual([true, true]);
    const taken = run(s, { type: 'double', side: 1 }, { type: 'take', side: 0 });
    expect([mayDouble(taken, 0), mayDouble(taken, 1)]).toEqual([true, false]);
  });

  it('is false with a double pending, in the Crawford game, without a cube and at the maximum', () => {
    const s = run(start({ length: 5 }), ...opening31, { type: 'double', side: 1 });
    expect([mayDouble(s, 0), mayDouble(s, 1)]).toEqual([false, false]);
    const crawford = setPosition(
      run(start({ length: 5 }), ...opening31),
      currentGame(run(start(), ...opening31)).board,
      1,
      {
        crawford: true,
      },
    );
    expect(mayDouble(crawford, 1)).toBe(false);
    expect(mayDouble(run(start({ length: 5, cube: false }), ...opening31), 1)).toBe(false);
    const capped = run(
      start({ maxCube: 2 }),
      ...opening31,
      { type: 'double', side: 1 },
      { type: 'take', side: 0 },
    );
    expect(mayDouble(capped, 0)).toBe(false);
  });
});
