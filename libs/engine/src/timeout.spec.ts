/** Timeouts, forfeits and their annulment in the match state machine (game.ts). */
import fc from 'fast-check';
import { seededDice, seededUint32 } from './dice';
import {
  type Action,
  type GameOptions,
  type MatchState,
  applyAction,
  applyActions,
  checkAction,
  currentGame,
  isMatchOver,
  matchEndedBy,
  newMatch,
  replay,
  sideToAct,
} from './game';
import { exportMat } from './mat';
import { matchWinner } from './match';
import { legalPlays } from './moves';
import type { CheckerMove, Dice, Result, Side } from './types';

const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};
const code = <T>(r: Result<T>): string => (r.ok ? 'ok' : r.error.code);
const start = (o: Partial<GameOptions> = {}): MatchState => value(newMatch(o));
const run = (s: MatchState, ...actions: Action[]): MatchState => value(applyActions(s, actions));
const mv = (from: number, to: number, die: CheckerMove['die']): CheckerMove => ({ from, to, die });
const timeout = (side: Side, reserveMs = 0): Action => ({ type: 'timeout', side, reserveMs });

/** Opening 3-1 for side 0, played 8/5 6/5: side 1 is to roll. */
const opening31: Action[] = [
  { type: 'roll', dice: [3, 1] },
  { type: 'play', side: 0, moves: [mv(8, 5, 3), mv(6, 5, 1)] },
];

/** Side 1 wins a game by a double dropped (1 point at cube 1), starting from the opening. */
const win1: Action[] = [...opening31, { type: 'double', side: 1 }, { type: 'drop', side: 0 }];
/** Side 0 wins a game by a double dropped. */
const win0: Action[] = [
  { type: 'roll', dice: [1, 3] },
  { type: 'play', side: 1, moves: [mv(8, 5, 3), mv(6, 5, 1)] },
  { type: 'double', side: 0 },
  { type: 'drop', side: 1 },
];

describe('timeout in every phase', () => {
  const cases: [string, Action[], Side][] = [
    ['the opening roll', [], 0],
    ['rolling (before the roll)', opening31, 1],
    ['moving', [...opening31, { type: 'roll', side: 1, dice: [6, 5] }], 1],
    ['a double pending (the taker)', [...opening31, { type: 'double', side: 1 }], 0],
    ['a resignation pending (the answerer)', [...opening31, { type: 'resign', side: 1, kind: 'single' }], 0],
  ];
  it.each(cases)('during %s: the other side wins the match', (_, actions, side) => {
    const before = run(start({ length: 5 }), ...actions);
    const game = currentGame(before);
    const s = run(before, timeout(side, 0));
    const other: Side = side === 0 ? 1 : 0;
    expect(isMatchOver(s)).toBe(true);
    expect(matchWinner(s.match)).toBe(other);
    expect(s.match.score[other]).toBe(5);
    expect(sideToAct(s)).toBeNull();
    expect(s.games).toHaveLength(1);
    const g = currentGame(s);
    expect(g).toMatchObject({
      phase: 'over',
      board: game.board,
      cube: game.cube,
      resignation: game.resignation,
    });
    expect(g.result).toEqual({ winner: other, points: 5, kind: 'single', reason: 'timeout', cube: 1 });
    expect(g.events[g.events.length - 1]).toEqual({ type: 'timeout', side, reserveMs: 0 });
    expect(matchEndedBy(s)).toEqual({
      side,
      reason: 'timeout',
      reserveMs: 0,
      before: { match: before.match, game },
    });
    expect(s.actionCount).toBe(before.actionCount + 1);
  });

  it('a timeout need not be by the side on turn (the caller keeps the clocks)', () => {
    const s = run(start({ length: 3 }), ...opening31, timeout(0, 1234));
    expect(matchWinner(s.match)).toBe(1);
    expect(matchEndedBy(s)?.reserveMs).toBe(1234);
  });

  it('awards the points the winner lacks: 5-point match at 2-3, side 1 times out -> 5-3', () => {
    let s = start({ length: 5 });
    s = run(s, ...win0, ...win0, ...win1, ...win1, ...win1); // 2-3, Crawford not yet
    expect(s.match.score).toEqual([2, 3]);
    s = run(s, ...opening31, timeout(1));
    expect(s.match.score).toEqual([5, 3]);
    expect(matchWinner(s.match)).toBe(0);
    expect(currentGame(s).result).toMatchObject({ winner: 0, points: 3, reason: 'timeout' });
  });

  it('at least 1 point, and in the Crawford game too', () => {
    let s = start({ length: 3 });
    s = run(s, ...win0, ...win0); // 2-0: the next game is the Crawford game
    expect(currentGame(s).crawford).toBe(true);
    s = run(s, ...opening31, timeout(1));
    expect(s.match.score).toEqual([3, 0]);
    expect(currentGame(s).result).toMatchObject({ winner: 0, points: 1, reason: 'timeout' });
    // The leader times out in the Crawford game: the trailer gets all 3 it lacks.
    let t = run(start({ length: 3 }), ...win0, ...win0, { type: 'roll', dice: [5, 2] }, timeout(0));
    expect(t.match.score).toEqual([2, 3]);
    expect(matchWinner(t.match)).toBe(1);
    t = run(t, { type: 'annulTimeout', side: 0 });
    expect(t.match.score).toEqual([2, 0]);
  });

  it('money play: the other side scores the cube value and the session ends', () => {
    let s = run(start(), ...opening31, { type: 'double', side: 1 }, { type: 'take', side: 0 });
    s = run(s, timeout(1));
    expect(s.match.score).toEqual([2, 0]);
    expect(matchWinner(s.match)).toBeNull();
    expect(isMatchOver(s)).toBe(true);
    expect(sideToAct(s)).toBeNull();
    expect(s.games).toHaveLength(1);
    expect(currentGame(s).result).toEqual({
      winner: 0,
      points: 2,
      kind: 'single',
      reason: 'timeout',
      cube: 2,
    });
    // A pending double does not count: the current value does.
    const p = run(start(), ...opening31, { type: 'double', side: 1 }, timeout(0));
    expect(currentGame(p).result).toMatchObject({ winner: 1, points: 1, cube: 1 });
    expect(currentGame(p).cube.offer).not.toBeNull();
  });
});

describe('forfeit', () => {
  it('ends the match like a timeout, with reason forfeit', () => {
    const before = run(start({ length: 7 }), ...win1); // 0-1
    const s = run(before, { type: 'forfeit', side: 0 });
    expect(s.match.score).toEqual([0, 7]);
    expect(matchWinner(s.match)).toBe(1);
    expect(currentGame(s).result).toEqual({
      winner: 1,
      points: 6,
      kind: 'single',
      reason: 'forfeit',
      cube: 1,
    });
    expect(currentGame(s).events).toEqual([{ type: 'forfeit', side: 0 }]);
    expect(matchEndedBy(s)).toMatchObject({ side: 0, reason: 'forfeit', reserveMs: null });
    const money = run(start(), { type: 'forfeit', side: 1 });
    expect(money.match.score).toEqual([1, 0]);
    expect(isMatchOver(money)).toBe(true);
  });
});

describe('after a timeout', () => {
  const ended = run(start({ length: 5 }), ...opening31, timeout(1));

  it('accepts no action but annulTimeout', () => {
    const refused: Action[] = [
      { type: 'roll', side: 1, dice: [1, 2] },
      { type: 'roll', dice: [1, 2] },
      { type: 'double', side: 1 },
      { type: 'resign', side: 0, kind: 'single' },
      timeout(0),
      timeout(1),
      { type: 'forfeit', side: 0 },
    ];
    for (const a of refused) expect([a.type, code(applyAction(ended, a))]).toEqual([a.type, 'MATCH_OVER']);
    const money = run(start(), timeout(0));
    expect(code(applyAction(money, { type: 'roll', dice: [3, 1] }))).toBe('MATCH_OVER');
  });

  it('annulTimeout restores the state before it (but the count and the history of the game)', () => {
    for (const before of [
      run(start({ length: 5 }), ...opening31),
      run(start({ length: 5 }), ...opening31, { type: 'double', side: 1 }),
      run(start({ length: 5 }), ...opening31, { type: 'resign', side: 1, kind: 'gammon' }),
      run(start(), ...opening31, { type: 'double', side: 1 }, { type: 'take', side: 0 }),
    ]) {
      for (const action of [timeout(1, 0), { type: 'forfeit', side: 1 } as Action]) {
        const s = run(before, action, { type: 'annulTimeout', side: 1 });
        const g = currentGame(s);
        const gameBefore = currentGame(before);
        // The game's history keeps both events (one event per action); everything else is as before.
        expect(g.events).toEqual([...gameBefore.events, { ...action }, { type: 'annulTimeout', side: 1 }]);
        expect({
          ...s,
          actionCount: before.actionCount,
          games: [...s.games.slice(0, -1), { ...g, events: gameBefore.events }],
        }).toEqual(before);
        expect(s.ended).toBeNull();
        expect(s.actionCount).toBe(before.actionCount + 2);
        expect(sideToAct(s)).toBe(sideToAct(before));
      }
    }
  });

  it('play goes on after an annulment', () => {
    const s = run(ended, { type: 'annulTimeout', side: 1 }, { type: 'roll', side: 1, dice: [6, 5] });
    expect(currentGame(s).phase).toBe('moving');
    expect(isMatchOver(s)).toBe(false);
  });

  it('annulTimeout is refused when there is nothing to annul for that side', () => {
    expect(code(applyAction(ended, { type: 'annulTimeout', side: 0 }))).toBe('NOTHING_TO_ANNUL');
    expect(code(applyAction(start(), { type: 'annulTimeout', side: 0 }))).toBe('NOTHING_TO_ANNUL');
    const won = run(start({ length: 1 }), ...win1);
    expect(isMatchOver(won)).toBe(true);
    expect(code(applyAction(won, { type: 'annulTimeout', side: 1 }))).toBe('NOTHING_TO_ANNUL');
    const annulled = run(ended, { type: 'annulTimeout', side: 1 });
    expect(code(applyAction(annulled, { type: 'annulTimeout', side: 1 }))).toBe('NOTHING_TO_ANNUL');
  });

  it('a state stored before `ended` existed reads as not ended', () => {
    const { ended: _ended, ...old } = run(start({ length: 5 }), ...opening31);
    const legacy = old as MatchState;
    expect(matchEndedBy(legacy)).toBeNull();
    expect(isMatchOver(legacy)).toBe(false);
    expect(sideToAct(legacy)).toBe(1);
    expect(code(applyAction(legacy, { type: 'annulTimeout', side: 1 }))).toBe('NOTHING_TO_ANNUL');
    expect(isMatchOver(run(legacy, timeout(1)))).toBe(true);
  });
});

describe('actions and logs', () => {
  it('checkAction validates the new shapes', () => {
    expect(value(checkAction({ type: 'timeout', side: 1, reserveMs: 0, extra: 1 }))).toEqual(timeout(1, 0));
    expect(value(checkAction({ type: 'forfeit', side: 0, reserveMs: 3 }))).toEqual({
      type: 'forfeit',
      side: 0,
    });
    expect(value(checkAction({ type: 'annulTimeout', side: 0 }))).toEqual({ type: 'annulTimeout', side: 0 });
    for (const bad of [
      { type: 'timeout', side: 1 },
      { type: 'timeout', side: 1, reserveMs: -1 },
      { type: 'timeout', side: 1, reserveMs: 1.5 },
      { type: 'timeout', side: 1, reserveMs: '0' },
      { type: 'timeout', side: 2, reserveMs: 0 },
      { type: 'forfeit' },
      { type: 'annulTimeout', side: null },
    ]) {
      expect(code(checkAction(bad))).toBe('INVALID_ACTION');
    }
  });

  it('a log with a timeout, an annulment and a forfeit replays, also from JSON', () => {
    const actions: Action[] = [
      ...opening31,
      timeout(1, 0),
      { type: 'annulTimeout', side: 1 },
      { type: 'forfeit', side: 0 },
    ];
    const s = value(replay({ length: 5 }, actions));
    expect(s.actionCount).toBe(5);
    expect(matchEndedBy(s)).toMatchObject({ side: 0, reason: 'forfeit' });
    expect(value(replay({ length: 5 }, JSON.parse(JSON.stringify(actions)) as Action[]))).toEqual(s);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    // One event per action, as the API's log pairs them.
    expect(s.games.flatMap((g) => g.events)).toHaveLength(actions.length);
  });

  it('exportMat writes the ending as a Wins line', () => {
    const s = run(start({ length: 5 }), ...opening31, { type: 'roll', side: 1, dice: [6, 5] }, timeout(1));
    const mat = exportMat(s, { player0Name: 'Ana', player1Name: 'Bia' });
    expect(mat).toContain(' 5 point match');
    expect(mat.trimEnd().split('\n').slice(-3)).toEqual([
      ' Ana : 0                        Bia : 0',
      '  1) 31: 8/5 6/5                 65:',
      '      Wins 5 points',
    ]);
    const money = run(start(), ...opening31, { type: 'forfeit', side: 0 });
    expect(exportMat(money)).toContain('  1) 31: 8/5 6/5                  Wins 1 point\n');
  });
});

describe('property: a timeout after random legal play', () => {
  /** Random legal actions (plays, rolls, cube actions, resignations) from a seed, at most `count`. */
  function randomActions(seed: number, options: Partial<GameOptions>, count: number): MatchState {
    const dice = seededDice(seed);
    const rnd = seededUint32(`timeout-${seed}`);
    const chance = (p: number): boolean => rnd() / 4294967296 < p;
    const pick = <T>(xs: readonly T[]): T => xs[rnd() % xs.length];
    let state = value(newMatch(options));
    const act = (a: Action): boolean => {
      const r = applyAction(state, a);
      if (r.ok) state = r.value;
      return r.ok;
    };
    for (let i = 0; i < count * 3 && state.actionCount < count && !isMatchOver(state); i++) {
      const g = currentGame(state);
      if (g.resignation)
        act({
          type: chance(0.5) ? 'acceptResignation' : 'rejectResignation',
          side: sideToAct(state) as Side,
        });
      else if (g.cube.offer) {
        const side = sideToAct(state) as Side;
        if (!act({ type: pick(['take', 'drop', 'beaver'] as const), side })) act({ type: 'take', side });
      } else if (g.phase === 'opening') act({ type: 'roll', dice: dice.roll() });
      else if (g.phase === 'rolling') {
        const side = g.turn as Side;
        if (chance(0.02)) act({ type: 'resign', side, kind: 'single' });
        else if (!(chance(0.1) && act({ type: 'double', side })))
          act({ type: 'roll', side, dice: dice.roll() });
      } else {
        const side = g.turn as Side;
        act({ type: 'play', side, moves: pick(legalPlays(g.board, side, g.dice as Dice)).moves });
      }
    }
    return state;
  }

  it('the match is over and the other side won it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(0, 1, 3, 7),
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom<Side>(0, 1),
        fc.boolean(),
        (seed, length, count, side, forfeit) => {
          const before = randomActions(seed, { length, beaver: true }, count);
          fc.pre(!isMatchOver(before));
          const s = run(before, forfeit ? { type: 'forfeit', side } : timeout(side));
          const other: Side = side === 0 ? 1 : 0;
          expect(isMatchOver(s)).toBe(true);
          expect(sideToAct(s)).toBeNull();
          expect(currentGame(s).result?.winner).toBe(other);
          if (length > 0) expect(matchWinner(s.match)).toBe(other);
          expect(s.match.score[side]).toBe(before.match.score[side]);
          const back = run(s, { type: 'annulTimeout', side });
          expect({ ...back, actionCount: 0, games: back.games.slice(0, -1) }).toEqual({
            ...before,
            actionCount: 0,
            games: before.games.slice(0, -1),
          });
        },
      ),
      { numRuns: 60 },
    );
  });
});
