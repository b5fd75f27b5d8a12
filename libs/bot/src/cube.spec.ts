import { START_BOARD, boardFrom, decodeMatchId, decodePositionId } from '@gamao/engine';
import { contextForOnRoll } from './analysis/position';
import { type MatchContext, MONEY_CONTEXT } from './context';
import {
  DEEP_CUBE_MARGIN,
  analyzeCube,
  analyzeCubeFrom,
  averageOverRolls,
  answerBeaver,
  answerDouble,
  chancesOnRoll,
  cubeDecision,
  cubeEfficiency,
  cubeValuesByRoll,
  cubefulAfterPlay,
  deepOutcomesAhead,
  mayDouble,
  rollsAhead,
  shouldAcceptResignation,
  shouldDouble,
} from './cube';
import { outcomeValuer } from './equity';
import { FULL_MODEL } from './evaluation';
import { matchEquity } from './met';
import { type Outcome } from './outcome';
import { ROLLS } from './shots';
import { CLOSED_OUT } from './testing';

/** Side 0 on roll, 42 pips with 3 off, against 75 pips: a double and a clear pass. */
const WINNING_RACE = boardFrom({ 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2 }, { 6: 5, 5: 5, 4: 5 });
/** Side 0 on roll with 96 pips against 99: a few pips ahead, an easy take. */
const CLOSE_RACE = boardFrom({ 9: 3, 8: 3, 6: 3, 5: 3, 4: 3 }, { 10: 3, 8: 3, 6: 3, 5: 3, 4: 3 });
/** Side 0 on roll almost finished, side 1 far behind: hopeless for side 1. */
const HOPELESS = boardFrom({ 2: 1, 1: 2 }, { 6: 5, 5: 5, 4: 5 });

const match = (length: number, score: [number, number], extra: Partial<MatchContext> = {}): MatchContext => ({
  ...MONEY_CONTEXT,
  length,
  score,
  ...extra,
});

const noGammons = (win: number): Outcome => ({
  win,
  winGammon: 0,
  winBackgammon: 0,
  loseGammon: 0,
  loseBackgammon: 0,
});

describe('money cube', () => {
  it('doubles a clearly winning race, and the opponent passes', () => {
    expect(shouldDouble(WINNING_RACE, 0, MONEY_CONTEXT, 'hard')).toBe(true);
    expect(shouldDouble(WINNING_RACE, 0, MONEY_CONTEXT, 'medium')).toBe(true);
    expect(answerDouble(WINNING_RACE, 1, MONEY_CONTEXT, 'hard')).toBe('drop');
  });

  it('passes a hopeless position', () => {
    for (const level of ['easy', 'medium', 'hard'] as const) {
      expect(answerDouble(HOPELESS, 1, MONEY_CONTEXT, level)).toBe('drop');
    }
  });

  it('takes a reasonable position', () => {
    for (const level of ['easy', 'medium', 'hard'] as const) {
      expect(answerDouble(CLOSE_RACE, 1, MONEY_CONTEXT, level)).toBe('take');
    }
  });

  it('does not double the opening position', () => {
    expect(shouldDouble(START_BOARD, 0, MONEY_CONTEXT, 'hard')).toBe(false);
  });

  it('takes down to about 21% without gammons (Janowski, cube efficiency 0.68)', () => {
    expect(analyzeCubeFrom(noGammons(0.77), 0, MONEY_CONTEXT, 0.68).response).toBe('take');
    expect(analyzeCubeFrom(noGammons(0.8), 0, MONEY_CONTEXT, 0.68).response).toBe('drop');
    // Dead cube: the classic 25%.
    expect(analyzeCubeFrom(noGammons(0.74), 0, MONEY_CONTEXT, 0).response).toBe('take');
    expect(analyzeCubeFrom(noGammons(0.76), 0, MONEY_CONTEXT, 0).response).toBe('drop');
    // The doubling window opens around 70%.
    expect(analyzeCubeFrom(noGammons(0.6), 0, MONEY_CONTEXT, 0.68).double).toBe(false);
    expect(analyzeCubeFrom(noGammons(0.75), 0, MONEY_CONTEXT, 0.68).double).toBe(true);
  });

  it('playing on for the gammon: too good to double', () => {
    const a = analyzeCubeFrom(
      { win: 0.9, winGammon: 0.6, winBackgammon: 0.05, loseGammon: 0, loseBackgammon: 0 },
      0,
      MONEY_CONTEXT,
      0.68,
    );
    expect(a.response).toBe('drop');
    expect(a.double).toBe(false);
  });

  it('beavers only when allowed and clearly favourable', () => {
    const beavers = { ...MONEY_CONTEXT, beaver: true };
    // Side 1 doubled from a hopeless position (side 0 is almost home): side 0 beavers.
    const reversed = boardFrom({ 2: 1, 1: 2 }, { 6: 5, 5: 5, 4: 5 });
    expect(answerDouble(reversed, 0, beavers, 'hard')).toBe('beaver');
    expect(answerDouble(reversed, 0, MONEY_CONTEXT, 'hard')).toBe('take');
    expect(answerDouble(CLOSE_RACE, 1, beavers, 'hard')).toBe('take');
  });

  it('answers a beaver: raccoon rarely, refuses when allowed and worse than conceding', () => {
    const all = { ...MONEY_CONTEXT, beaver: true, raccoon: true, beaverRefusal: true };
    expect(answerBeaver(WINNING_RACE, 0, all, 'hard')).toBe('raccoon');
    expect(answerBeaver(HOPELESS, 1, all, 'hard')).toBe('refuseBeaver');
    expect(answerBeaver(CLOSE_RACE, 0, all, 'hard')).toBe('take');
    expect(answerBeaver(HOPELESS, 1, { ...all, beaverRefusal: false }, 'hard')).toBe('take');
  });

  it('no cube: never doubles', () => {
    expect(shouldDouble(WINNING_RACE, 0, { ...MONEY_CONTEXT, cubeEnabled: false })).toBe(false);
    expect(shouldDouble(WINNING_RACE, 0, { ...MONEY_CONTEXT, profile: 'simple' })).toBe(false);
    expect(shouldDouble(WINNING_RACE, 0, { ...MONEY_CONTEXT, cube: 64, cubeOwner: 0 })).toBe(false);
    expect(shouldDouble(WINNING_RACE, 0, { ...MONEY_CONTEXT, cube: 2, cubeOwner: 1 })).toBe(false);
  });
});

describe("the depth of the hard level's cube decisions", () => {
  /** A blitz: side 0 on roll, a checker of side 1 on the bar against four home points. */
  const BLITZ = boardFrom(
    { 13: 5, 8: 2, 6: 3, 5: 2, 4: 2, 24: 1 },
    { 25: 1, 24: 1, 13: 5, 8: 3, 6: 4, 19: 1 },
  );
  const shallow = (board: typeof BLITZ) => {
    const ahead = rollsAhead(board, 0, MONEY_CONTEXT, FULL_MODEL);
    return { ahead, a: analyzeCubeFrom(ahead.outcome, 0, MONEY_CONTEXT, cubeEfficiency(board, 0)) };
  };

  it('far from the doubling window (the opening position): the chances over the 21 rolls', () => {
    const { ahead, a } = shallow(START_BOARD);
    expect(Math.min(a.doubleTake, a.doublePass)).toBeLessThan(a.noDouble - DEEP_CUBE_MARGIN);
    expect(ahead.outcome).toEqual(chancesOnRoll(START_BOARD, 0, 'hard', MONEY_CONTEXT));
    expect(analyzeCube(START_BOARD, 0).outcome).toEqual(ahead.outcome);
  });

  it("near it (too good by 0.08 at 1 ply): two plies deeper, each roll's best play against every reply", () => {
    const { ahead, a } = shallow(BLITZ);
    expect(a.doublePass).toBe(1);
    expect(a.noDouble).toBeCloseTo(1.08, 2);
    const deep = averageOverRolls(deepOutcomesAhead(ahead.boards, 0, MONEY_CONTEXT, FULL_MODEL));
    // The deeper look sees more of the blitz's gammons (0.403 at 1 ply, 0.429 deeper).
    expect(deep.winGammon).not.toBeCloseTo(ahead.outcome.winGammon, 2);
    const used = analyzeCube(BLITZ, 0);
    expect(used.outcome).toEqual(deep);
    // The cube values roll by roll, as the analysis grades the cube.
    const byRoll = deepOutcomesAhead(ahead.boards, 0, MONEY_CONTEXT, FULL_MODEL);
    const values = cubeValuesByRoll(ahead.boards, byRoll, 0, MONEY_CONTEXT);
    expect(used.noDouble).toBe(values.noDouble);
    expect(used.doubleTake).toBe(values.doubleTake);
    expect(used.double).toBe(false);
    expect(used.response).toBe('drop');
    // Its opponent, doubled there, answers from the same deep chances; the medium level stays at 1 ply.
    expect(answerDouble(BLITZ, 1)).toBe('drop');
    expect(analyzeCube(BLITZ, 0, MONEY_CONTEXT, 'medium').outcome).toEqual(
      chancesOnRoll(BLITZ, 0, 'medium', MONEY_CONTEXT),
    );
  });

  it('doubles 7nMjEAB3DwAAAg at 0-0 of 7 points, as gnubg 2-ply: its rolls valued one by one, not their average', () => {
    // gnubg 1.07, 2 plies, cubeful: no double +0.519, double/take +0.640: double, take. The deep chances
    // averaged first and valued once say no double.
    const board = decodePositionId('7nMjEAB3DwAAAg');
    const id = decodeMatchId('MAHgAAAAAAAE');
    if (!board.ok || !id.ok) throw new Error('bad ids');
    const context = contextForOnRoll(id.value);
    const ahead = rollsAhead(board.value, 0, context, FULL_MODEL);
    const averaged = analyzeCubeFrom(
      averageOverRolls(deepOutcomesAhead(ahead.boards, 0, context, FULL_MODEL)),
      0,
      context,
      cubeEfficiency(board.value, 0),
    );
    expect(averaged.double).toBe(false);
    const d = cubeDecision(board.value, 0, context);
    expect(d.double).toBe(true);
    expect(d.response).toBe('take');
    // Match winning chances: the rolls after which the side would be too good take waiting down.
    expect(d.analysis.noDouble).toBeLessThan(averaged.noDouble - 0.002);
    expect(answerDouble(board.value, 1, context)).toBe('take');
  });

  it('only while the side may double', () => {
    const owned = { ...MONEY_CONTEXT, cube: 2, cubeOwner: 1 as const };
    const ahead = rollsAhead(BLITZ, 0, owned, FULL_MODEL);
    expect(analyzeCube(BLITZ, 0, owned).outcome).toEqual(ahead.outcome);
  });
});

describe('cube values roll by roll (cubeValuesByRoll)', () => {
  // A volatile turn: the doubles and the rolls of 10 or more (10 of 36) leave the side 90% to win, the
  // others 60% (contact, no gammons, the opponent on roll after each).
  const volatile = (a: number, b: number): boolean => a === b || a + b >= 10;
  const outcomes = ROLLS.map(([a, b]) => noGammons(volatile(a, b) ? 0.9 : 0.6));
  const boards = ROLLS.map(() => START_BOARD);

  it('a market loser: the averaged chances (68.3%) say no double; roll by roll, double and take', () => {
    const average = (10 * 0.9 + 26 * 0.6) / 36;
    const once = analyzeCubeFrom(noGammons(average), 0, MONEY_CONTEXT, cubeEfficiency(START_BOARD, 0));
    expect(once.noDouble).toBeGreaterThan(once.doubleTake + 0.03);
    const byRoll = cubeValuesByRoll(boards, outcomes, 0, MONEY_CONTEXT);
    // After a 90% roll, not doubled, the side can only cash next turn (+1); doubled, it holds 2 x 0.8.
    expect(byRoll.doubleTake).toBeGreaterThan(byRoll.noDouble + 0.02);
    expect(byRoll.doublePass).toBe(1);
    // Each roll valued with the opponent on roll and its cube options, at the cube as it is and doubled.
    const expected = ROLLS.reduce(
      (sum, [, , w], r) => sum + (w / 36) * cubefulAfterPlay(outcomes[r], START_BOARD, 0, MONEY_CONTEXT),
      0,
    );
    expect(byRoll.noDouble).toBeCloseTo(expected, 12);
  });

  it('in points of the cube in money play, in match winning chances in a match', () => {
    // (The cube's maximum raised with it: 64 would cut the redoubles short.)
    const at4 = cubeValuesByRoll(boards, outcomes, 0, { ...MONEY_CONTEXT, cube: 4, maxCube: 256 });
    const at1 = cubeValuesByRoll(boards, outcomes, 0, MONEY_CONTEXT);
    expect(at4.noDouble).toBeCloseTo(4 * at1.noDouble, 12);
    expect(at4.doubleTake).toBeCloseTo(4 * at1.doubleTake, 12);
    const seven = match(7, [0, 0]);
    const m = cubeValuesByRoll(boards, outcomes, 0, seven);
    expect(m.doublePass).toBeCloseTo(matchEquity(6, 7, false), 12);
    expect(m.noDouble).toBeGreaterThan(0.5);
    expect(m.doubleTake).toBeLessThan(1);
  });
});

describe('match cube', () => {
  it('never doubles in the Crawford game', () => {
    const crawford = match(7, [6, 3], { crawford: true });
    expect(shouldDouble(WINNING_RACE, 0, crawford)).toBe(false);
    expect(shouldDouble(WINNING_RACE, 1, crawford)).toBe(false);
    expect(shouldDouble(START_BOARD, 1, crawford)).toBe(false);
  });

  it('post-Crawford: the trailer doubles at once, the leader never', () => {
    const post = match(7, [2, 6], { postCrawford: true });
    expect(shouldDouble(START_BOARD, 0, post, 'medium')).toBe(true);
    expect(shouldDouble(START_BOARD, 0, post, 'hard')).toBe(true);
    const leaderWinning = boardFrom({ 6: 5, 5: 5, 4: 5 }, { 2: 1, 1: 2 });
    expect(shouldDouble(leaderWinning, 1, post)).toBe(false);
  });

  it('without the Crawford rule, the trailer doubles at once against match point too', () => {
    const noCrawford = match(7, [2, 6], { crawfordRule: false });
    expect(shouldDouble(START_BOARD, 0, noCrawford, 'medium')).toBe(true);
  });

  it('explains its decision', () => {
    expect(cubeDecision(WINNING_RACE, 0, match(7, [6, 3], { crawford: true })).reason).toBe('crawford');
    expect(cubeDecision(START_BOARD, 0, match(7, [2, 6], { postCrawford: true })).reason).toBe('trailer');
    expect(cubeDecision(START_BOARD, 0, MONEY_CONTEXT).reason).toBe('notYet');
    expect(cubeDecision(WINNING_RACE, 0, MONEY_CONTEXT)).toMatchObject({ double: true, reason: 'double' });
    expect(cubeDecision(WINNING_RACE, 0, { ...MONEY_CONTEXT, cubeOwner: 1, cube: 2 }).reason).toBe(
      'unavailable',
    );
  });

  it('a player who wins the match with the cube as it is never doubles', () => {
    expect(mayDouble(match(7, [5, 0], { cube: 2, cubeOwner: 0 }), 0)).toBe(false);
    expect(mayDouble(match(7, [4, 0], { cube: 2, cubeOwner: 0 }), 0)).toBe(true);
  });

  it('dead cube take point = (drop - lose) / (win - lose) from the table', () => {
    // 5-point match at 0-0: dropping leaves 5-away 4-away; taking plays for 2 points.
    const drop = matchEquity(5, 4);
    const lose = matchEquity(5, 3);
    const win = matchEquity(3, 5);
    const tp = (drop - lose) / (win - lose);
    const ctx = match(5, [0, 0]);
    // The doubler's chances are 1 - the taker's.
    expect(analyzeCubeFrom(noGammons(1 - tp - 0.005), 0, ctx, 0).response).toBe('take');
    expect(analyzeCubeFrom(noGammons(1 - tp + 0.005), 0, ctx, 0).response).toBe('drop');
    expect(tp).toBeGreaterThan(0.23);
    expect(tp).toBeLessThan(0.25);
  });

  it('free drop: post-Crawford at 1-away 2-away the leader takes only as the favourite', () => {
    // Side 1 trails 2-away; a take plays the match on this game (gammons do not matter).
    const post = match(5, [4, 3], { postCrawford: true });
    const gammons = (win: number): Outcome => ({ ...noGammons(win), winGammon: 0.1, loseGammon: 0.1 });
    expect(analyzeCubeFrom(gammons(0.55), 1, post, 0.68).response).toBe('drop');
    expect(analyzeCubeFrom(gammons(0.4), 1, post, 0.68).response).toBe('take');
  });
});

describe('resignations', () => {
  it('accepts a resignation worth at least what playing on is worth', () => {
    expect(shouldAcceptResignation(START_BOARD, 0, 'single', MONEY_CONTEXT, 'hard')).toBe(true);
    // Far ahead with a closed-out gammon coming: a single is not enough.
    expect(shouldAcceptResignation(CLOSED_OUT, 0, 'single', MONEY_CONTEXT, 'hard')).toBe(false);
    expect(shouldAcceptResignation(CLOSED_OUT, 0, 'backgammon', MONEY_CONTEXT, 'hard')).toBe(true);
  });

  it('in a match, values the resignation with the match equity table', () => {
    // At DMP (1-away 1-away) a single wins the match: always enough.
    const dmp = match(7, [6, 6], { postCrawford: true });
    expect(shouldAcceptResignation(CLOSED_OUT, 0, 'single', dmp, 'hard')).toBe(true);
  });
});

describe('cubefulAfterPlay: a play is worth what the opponent, on roll with the cube, leaves', () => {
  it('money, centred cube: left with 15% the mover is doubled out (-1), where cubeless says -0.7', () => {
    expect(outcomeValuer(MONEY_CONTEXT, 0)(noGammons(0.15))).toBeCloseTo(-0.7, 12);
    expect(cubefulAfterPlay(noGammons(0.15), START_BOARD, 0, MONEY_CONTEXT)).toBeCloseTo(-1, 12);
  });

  it('money, centred cube: the cube spreads the values of plays in the doubling window', () => {
    // 35% against 40%: cubeless 0.1 apart; with the opponent's cube live, further apart.
    const worse = cubefulAfterPlay(noGammons(0.35), START_BOARD, 0, MONEY_CONTEXT);
    const better = cubefulAfterPlay(noGammons(0.4), START_BOARD, 0, MONEY_CONTEXT);
    expect(better - worse).toBeGreaterThan(0.1);
    // With the cube at 4 on the mover's side, the opponent cannot double, and the mover's cube is worth
    // something: more than cubeless -0.7 per unit.
    const owned = { ...MONEY_CONTEXT, cube: 4, cubeOwner: 0 as const };
    expect(cubefulAfterPlay(noGammons(0.15), START_BOARD, 0, owned)).toBeGreaterThan(-0.7);
  });

  it('the Crawford game (nobody may double): the cubeless match winning chances', () => {
    const crawford = match(5, [4, 2], { crawford: true });
    const o = noGammons(0.15);
    expect(cubefulAfterPlay(o, START_BOARD, 0, crawford)).toBe(outcomeValuer(crawford, 0)(o));
  });
});
