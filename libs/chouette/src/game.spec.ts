import { type Board, type CheckerMove, boardFrom } from '@gamao/engine';
import type { ChouetteAction } from './actions';
import { type ChouetteState, applyChouetteAction, chouetteLedger } from './chouette';
import type { ChouetteGame } from './game';
import { findMember } from './game';
import type { ChouetteOptions } from './options';
import { errorCode, run, seated } from './testing';
import { waitingFor } from './waiting-for';

const start = (options: Partial<ChouetteOptions> = {}, players = ['a', 'b', 'c', 'd']): ChouetteState =>
  run(seated(players, options), { type: 'startGame' });

const game = (s: ChouetteState): ChouetteGame => {
  if (!s.game) throw new Error('no game');
  return s.game;
};

const refused = (s: ChouetteState, a: ChouetteAction): string => errorCode(applyChouetteAction(s, a));

/** Puts the game in a position: `turn` to roll (or to move `dice`). */
const position = (
  s: ChouetteState,
  board: Board,
  turn: 'box' | 'team',
  dice: [1 | 2 | 3 | 4 | 5 | 6, 1 | 2 | 3 | 4 | 5 | 6] | null = null,
): ChouetteState => ({
  ...s,
  game: { ...game(s), board, turn, dice, phase: dice ? 'moving' : 'rolling', doubledThisTurn: false },
});

const BOX_OPENING_31: CheckerMove[] = [
  { from: 8, to: 5, die: 3 },
  { from: 6, to: 5, die: 1 },
];

/** Box opened with 3-1 (8/5 6/5): the team is to roll. */
const teamToRoll = (options: Partial<ChouetteOptions> = {}, players?: string[]): ChouetteState =>
  run(
    start(options, players),
    { type: 'roll', player: 'a', dice: [3, 1] },
    { type: 'play', player: 'a', moves: BOX_OPENING_31 },
  );

/** The team opened with 3-1 (8/5 6/5): the box is to roll. */
const boxToRoll = (options: Partial<ChouetteOptions> = {}, players?: string[]): ChouetteState =>
  run(
    start(options, players),
    { type: 'roll', player: 'b', dice: [1, 3] },
    { type: 'play', player: 'b', moves: BOX_OPENING_31 },
  );

describe('board mode: the opening roll', () => {
  it('box and captain throw one die each; the higher starts and plays both numbers', () => {
    const s = start();
    expect(game(s).phase).toBe('opening');
    expect(refused(s, { type: 'roll', player: 'c', dice: [3, 1] })).toBe('NOT_YOUR_TURN');
    expect(refused(s, { type: 'double', player: 'b' })).toBe('MUST_ROLL');
    const t = run(s, { type: 'roll', player: 'b', dice: [2, 5] });
    expect(game(t)).toMatchObject({ phase: 'moving', turn: 'team', dice: [2, 5] });
    expect(refused(t, { type: 'play', player: 'a', moves: [] })).toBe('NOT_YOUR_TURN');
  });

  it('a tie rolls again; with automatic doubles every cube doubles, up to the cap', () => {
    let s = start({ autoDoubles: true, autoDoublesCap: 4 });
    for (let i = 0; i < 3; i++) s = run(s, { type: 'roll', player: 'a', dice: [4, 4] });
    expect(game(s).members.map((m) => m.cube.value)).toEqual([4, 4, 4]);
    expect(game(s).events.map((e) => (e.type === 'openingRoll' ? e.cube : null))).toEqual([2, 4, 4]);
    s = run(s, { type: 'roll', player: 'a', dice: [6, 1] });
    expect(game(s)).toMatchObject({ phase: 'moving', turn: 'box' });
    const plain = run(start(), { type: 'roll', player: 'a', dice: [4, 4] });
    expect(game(plain).members.map((m) => m.cube.value)).toEqual([1, 1, 1]);
  });
});

describe('board mode: turns', () => {
  it('alternates: roll, play, the other side rolls', () => {
    let s = teamToRoll();
    expect(game(s)).toMatchObject({ phase: 'rolling', turn: 'team', dice: null });
    expect(refused(s, { type: 'roll', player: 'a', dice: [1, 2] })).toBe('NOT_YOUR_TURN');
    expect(refused(s, { type: 'roll', player: 'c', dice: [1, 2] })).toBe('NOT_YOUR_TURN');
    expect(refused(s, { type: 'play', player: 'b', moves: [] })).toBe('MUST_ROLL');
    s = run(s, { type: 'roll', player: 'b', dice: [6, 5] });
    expect(refused(s, { type: 'roll', player: 'b', dice: [6, 5] })).toBe('ALREADY_ROLLED');
    expect(refused(s, { type: 'double', player: 'c' })).toBe('ALREADY_ROLLED');
    expect(refused(s, { type: 'play', player: 'b', moves: [{ from: 24, to: 18, die: 6 }] })).toBe(
      'MUST_USE_BOTH_DICE',
    );
    s = run(s, {
      type: 'play',
      player: 'b',
      moves: [
        { from: 24, to: 18, die: 6 },
        { from: 18, to: 13, die: 5 },
      ],
    });
    expect(game(s)).toMatchObject({ phase: 'rolling', turn: 'box' });
  });

  it('a roll with no legal move passes the turn', () => {
    const closed = boardFrom({ 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 3, 13: 2 }, { 25: 1, 6: 14 });
    const s = run(position(teamToRoll(), closed, 'team'), { type: 'roll', player: 'b', dice: [6, 6] });
    expect(game(s)).toMatchObject({ phase: 'rolling', turn: 'box', dice: null });
    expect(game(s).events.at(-1)).toEqual({
      type: 'roll',
      side: 'team',
      player: 'b',
      dice: [6, 6],
      pass: true,
    });
  });
});

describe('board mode: team doubles (seed 000 rule 3)', () => {
  it('every member declares, then the box answers each cube alone', () => {
    let s = run(teamToRoll(), { type: 'double', player: 'c' });
    expect(waitingFor(s)).toEqual([
      { player: 'b', decision: 'declareDouble', actions: ['double', 'noDouble'] },
      { player: 'd', decision: 'declareDouble', actions: ['double', 'noDouble'] },
    ]);
    expect(refused(s, { type: 'roll', player: 'b', dice: [1, 2] })).toBe('DECLARATIONS_PENDING');
    expect(refused(s, { type: 'boxAnswer', player: 'a', member: 'c', answer: 'take' })).toBe(
      'DECLARATIONS_PENDING',
    );
    s = run(s, { type: 'noDouble', player: 'b' }, { type: 'double', player: 'd' });
    expect(waitingFor(s)).toEqual([
      { player: 'a', decision: 'answerDouble', actions: ['boxAnswer'], member: 'c' },
      { player: 'a', decision: 'answerDouble', actions: ['boxAnswer'], member: 'd' },
    ]);
    expect(refused(s, { type: 'boxAnswer', player: 'b', member: 'c', answer: 'take' })).toBe('NOT_BOX');
    expect(refused(s, { type: 'roll', player: 'b', dice: [1, 2] })).toBe('DOUBLE_PENDING');
    s = run(s, { type: 'boxAnswer', player: 'a', member: 'c', answer: 'take' });
    s = run(s, { type: 'boxAnswer', player: 'a', member: 'd', answer: 'drop' });
    const g = game(s);
    expect(g.window).toBeNull();
    expect(findMember(g, 'c')?.cube).toEqual({ value: 2, owner: 0, offer: null });
    expect(findMember(g, 'd')?.outcome?.points).toBe(1);
    expect(refused(s, { type: 'double', player: 'b' })).toBe('ALREADY_DOUBLED_THIS_TURN');
    s = run(s, { type: 'roll', player: 'b', dice: [6, 5] });
    expect(game(s).phase).toBe('moving');
  });

  it('the box may not double on the team’s turn, nor the team on the box’s', () => {
    expect(refused(teamToRoll(), { type: 'boxDouble', player: 'a' })).toBe('NOT_YOUR_TURN');
    expect(refused(boxToRoll(), { type: 'double', player: 'b' })).toBe('NOT_YOUR_TURN');
  });

  it('beaver and raccoon on the team side: x4 and x8; a refused beaver concedes 2', () => {
    const opts = { beaver: true, raccoon: true, beaverRefusal: true };
    let s = run(
      teamToRoll(opts),
      { type: 'double', player: 'b' },
      { type: 'double', player: 'c' },
      { type: 'double', player: 'd' },
      { type: 'boxAnswer', player: 'a', member: 'b', answer: 'beaver' },
      { type: 'boxAnswer', player: 'a', member: 'c', answer: 'beaver' },
      { type: 'boxAnswer', player: 'a', member: 'd', answer: 'beaver' },
    );
    expect(waitingFor(s).map((w) => [w.player, w.decision, w.member])).toEqual([
      ['b', 'answerBeaver', 'b'],
      ['c', 'answerBeaver', 'c'],
      ['d', 'answerBeaver', 'd'],
    ]);
    expect(refused(s, { type: 'beaverAnswer', player: 'a', member: 'b', answer: 'take' })).toBe(
      'NOT_YOUR_TURN',
    );
    s = run(
      s,
      { type: 'beaverAnswer', player: 'b', member: 'b', answer: 'take' },
      { type: 'beaverAnswer', player: 'c', member: 'c', answer: 'raccoon' },
      { type: 'beaverAnswer', player: 'd', member: 'd', answer: 'refuse' },
    );
    const g = game(s);
    expect(findMember(g, 'b')?.cube.value).toBe(4);
    expect(findMember(g, 'c')?.cube.value).toBe(8);
    expect(findMember(g, 'd')?.outcome?.points).toBe(-2);
  });

  it('the box dropping the captain’s double puts the captain out: the next member in line acts', () => {
    const s = run(
      teamToRoll(),
      { type: 'double', player: 'b' },
      { type: 'noDouble', player: 'c' },
      { type: 'noDouble', player: 'd' },
      { type: 'boxAnswer', player: 'a', member: 'b', answer: 'drop' },
    );
    expect(game(s).actingCaptain).toBe('c');
    expect(refused(s, { type: 'roll', player: 'b', dice: [1, 2] })).toBe('NOT_YOUR_TURN');
    run(s, { type: 'roll', player: 'c', dice: [1, 2] });
  });

  it('the box dropping every double ends the game; the captain beat the box and becomes box', () => {
    const s = run(
      teamToRoll(),
      { type: 'double', player: 'b' },
      { type: 'double', player: 'c' },
      { type: 'double', player: 'd' },
      { type: 'boxAnswer', player: 'a', member: 'b', answer: 'drop' },
      { type: 'boxAnswer', player: 'a', member: 'c', answer: 'drop' },
      { type: 'boxAnswer', player: 'a', member: 'd', answer: 'drop' },
    );
    expect(s.game).toBeNull();
    expect(s.games[0]).toMatchObject({ winner: null, reason: 'allOut', boxVsCaptain: 'captain' });
    expect(s.games[0].points).toEqual({ a: -3, b: 1, c: 1, d: 1 });
    expect(s.line).toEqual(['b', 'c', 'd', 'a']);
  });
});

describe('board mode: box doubles (seed 000 rule 4)', () => {
  it('one double reaches every member whose cube is centred or the box’s; each answers alone', () => {
    // c doubled the box and the box took: the box owns c's cube at 2 and may redouble it.
    let s = run(
      teamToRoll(),
      { type: 'double', player: 'c' },
      { type: 'noDouble', player: 'b' },
      { type: 'noDouble', player: 'd' },
      { type: 'boxAnswer', player: 'a', member: 'c', answer: 'take' },
      { type: 'roll', player: 'b', dice: [6, 5] },
      {
        type: 'play',
        player: 'b',
        moves: [
          { from: 24, to: 18, die: 6 },
          { from: 18, to: 13, die: 5 },
        ],
      },
      { type: 'boxDouble', player: 'a' },
    );
    expect(game(s).members.map((m) => m.cube.offer?.value)).toEqual([2, 4, 2]);
    expect(waitingFor(s)).toEqual([
      { player: 'b', decision: 'answerDouble', actions: ['memberAnswer'], member: 'b' },
      { player: 'c', decision: 'answerDouble', actions: ['memberAnswer'], member: 'c' },
      { player: 'd', decision: 'answerDouble', actions: ['memberAnswer'], member: 'd' },
    ]);
    expect(refused(s, { type: 'roll', player: 'a', dice: [1, 2] })).toBe('DOUBLE_PENDING');
    // d answers first, then the captain drops and c takes: c is the first taker in queue order.
    s = run(
      s,
      { type: 'memberAnswer', player: 'd', answer: 'take' },
      { type: 'memberAnswer', player: 'b', answer: 'drop' },
      { type: 'memberAnswer', player: 'c', answer: 'take' },
    );
    const g = game(s);
    expect(g.actingCaptain).toBe('c');
    expect(g.events.at(-1)).toEqual({ type: 'actingCaptain', player: 'c' });
    expect(findMember(g, 'b')?.outcome?.points).toBe(-1);
    expect(findMember(g, 'c')?.cube).toEqual({ value: 4, owner: 1, offer: null });
    expect(findMember(g, 'd')?.cube).toEqual({ value: 2, owner: 1, offer: null });
    expect(refused(s, { type: 'boxDouble', player: 'a' })).toBe('ALREADY_DOUBLED_THIS_TURN');
    s = run(
      s,
      { type: 'roll', player: 'a', dice: [3, 1] },
      { type: 'play', player: 'a', moves: BOX_OPENING_31 },
    );
    expect(refused(s, { type: 'roll', player: 'b', dice: [1, 2] })).toBe('NOT_YOUR_TURN');
    expect(refused(s, { type: 'double', player: 'b' })).toBe('MEMBER_OUT');
    s = run(s, { type: 'roll', player: 'c', dice: [2, 1] });
    expect(game(s).turn).toBe('team');
  });

  it('the captain drops and nobody took: the first member still in acts', () => {
    // Everyone takes the box's first double (each owns a cube at 2); b redoubles to 4 and the box takes;
    // the box's next double reaches b only, and b drops 4.
    let s = run(
      boxToRoll(),
      { type: 'boxDouble', player: 'a' },
      { type: 'memberAnswer', player: 'b', answer: 'take' },
      { type: 'memberAnswer', player: 'c', answer: 'take' },
      { type: 'memberAnswer', player: 'd', answer: 'take' },
      { type: 'roll', player: 'a', dice: [3, 1] },
      { type: 'play', player: 'a', moves: BOX_OPENING_31 },
      { type: 'double', player: 'b' },
      { type: 'noDouble', player: 'c' },
      { type: 'noDouble', player: 'd' },
      { type: 'boxAnswer', player: 'a', member: 'b', answer: 'take' },
      { type: 'roll', player: 'b', dice: [6, 5] },
      {
        type: 'play',
        player: 'b',
        moves: [
          { from: 24, to: 18, die: 6 },
          { from: 18, to: 13, die: 5 },
        ],
      },
      { type: 'boxDouble', player: 'a' },
    );
    expect(game(s).window?.members).toEqual(['b']);
    s = run(s, { type: 'memberAnswer', player: 'b', answer: 'drop' });
    expect(game(s).actingCaptain).toBe('c');
    expect(findMember(game(s), 'b')?.outcome?.points).toBe(-4);
  });

  it('everyone drops: the game ends, the box wins 1 from each and keeps the box', () => {
    const s = run(
      boxToRoll(),
      { type: 'boxDouble', player: 'a' },
      { type: 'memberAnswer', player: 'b', answer: 'drop' },
      { type: 'memberAnswer', player: 'c', answer: 'drop' },
      { type: 'memberAnswer', player: 'd', answer: 'drop' },
    );
    expect(s.games[0].points).toEqual({ a: 3, b: -1, c: -1, d: -1 });
    expect(s.games[0].boxVsCaptain).toBe('box');
    expect(s.line).toEqual(['a', 'c', 'd', 'b']);
    expect(refused(s, { type: 'roll', player: 'a', dice: [1, 2] })).toBe('NO_GAME');
  });

  it('beaver and raccoon on the box side', () => {
    const s = run(
      boxToRoll({ beaver: true, raccoon: true }),
      { type: 'boxDouble', player: 'a' },
      { type: 'memberAnswer', player: 'b', answer: 'beaver' },
      { type: 'memberAnswer', player: 'c', answer: 'take' },
      { type: 'memberAnswer', player: 'd', answer: 'beaver' },
      { type: 'beaverAnswer', player: 'a', member: 'b', answer: 'take' },
      { type: 'beaverAnswer', player: 'a', member: 'd', answer: 'raccoon' },
    );
    expect(game(s).members.map((m) => [m.cube.value, m.cube.owner])).toEqual([
      [4, 1],
      [2, 1],
      [8, 1],
    ]);
    expect(refused(boxToRoll(), { type: 'boxDouble', player: 'b' })).toBe('NOT_BOX');
  });
});

describe('board mode: the end of the game', () => {
  it('each member still in wins the game value times their own cube; dropped members already paid', () => {
    // b and c took the box's double (cubes at 2, turned), d dropped (-1). The team bears off its last
    // checker while the box has none off: a gammon.
    let s = run(
      boxToRoll({ jacoby: true }),
      { type: 'boxDouble', player: 'a' },
      { type: 'memberAnswer', player: 'b', answer: 'take' },
      { type: 'memberAnswer', player: 'c', answer: 'take' },
      { type: 'memberAnswer', player: 'd', answer: 'drop' },
    );
    s = position(s, boardFrom({ 6: 15 }, { 1: 1 }), 'team', [6, 5]);
    s = run(s, { type: 'play', player: 'b', moves: [{ from: 1, to: 0, die: 6 }] });
    const record = s.games[0];
    expect(record).toMatchObject({ winner: 'team', reason: 'bearOff', boxVsCaptain: 'captain', boxSide: -7 });
    expect(record.points).toEqual({ a: -7, b: 4, c: 4, d: -1 });
    expect(record.members.map((m) => [m.player, m.kind, m.cube, m.reason])).toEqual([
      ['b', 'gammon', 2, 'game'],
      ['c', 'gammon', 2, 'game'],
      ['d', 'single', 1, 'drop'],
    ]);
    expect(s.line).toEqual(['b', 'c', 'd', 'a']);
    expect(chouetteLedger(s).totals).toEqual({ a: -7, b: 4, c: 4, d: -1 });
  });

  it('Jacoby: an untouched cube wins only a single', () => {
    let s = teamToRoll({ jacoby: true });
    s = position(s, boardFrom({ 6: 15 }, { 1: 1 }), 'team', [6, 5]);
    s = run(s, { type: 'play', player: 'b', moves: [{ from: 1, to: 0, die: 6 }] });
    expect(s.games[0].points).toEqual({ a: -3, b: 1, c: 1, d: 1 });
  });

  it('the box wins a backgammon from everyone still in', () => {
    let s = teamToRoll();
    s = position(s, boardFrom({ 1: 1 }, { 24: 1, 6: 14 }), 'box', [6, 5]);
    s = run(s, { type: 'play', player: 'a', moves: [{ from: 1, to: 0, die: 6 }] });
    expect(s.games[0].points).toEqual({ a: 9, b: -3, c: -3, d: -3 });
    expect(s.line).toEqual(['a', 'c', 'd', 'b']);
  });
});

describe('board mode: consultation (seed 000 rule 5)', () => {
  const rolled = (options: Partial<ChouetteOptions> = {}): ChouetteState =>
    run(teamToRoll(options), { type: 'roll', player: 'b', dice: [6, 5] });
  const run24: CheckerMove[] = [
    { from: 24, to: 18, die: 6 },
    { from: 18, to: 13, die: 5 },
  ];
  const split: CheckerMove[] = [
    { from: 13, to: 7, die: 6 },
    { from: 13, to: 8, die: 5 },
  ];

  it('members suggest; the captain’s confirmation makes one final', () => {
    let s = run(
      rolled(),
      { type: 'suggest', player: 'c', moves: run24 },
      { type: 'suggest', player: 'd', moves: split },
    );
    expect(game(s).suggestions.map((x) => x.player)).toEqual(['c', 'd']);
    expect(refused(s, { type: 'confirmSuggestion', player: 'c', from: 'd' })).toBe('NOT_YOUR_TURN');
    expect(refused(s, { type: 'confirmSuggestion', player: 'b', from: 'x' })).toBe('NO_SUGGESTION');
    s = run(s, { type: 'confirmSuggestion', player: 'b', from: 'd' });
    expect(game(s).events.at(-1)).toEqual({
      type: 'play',
      side: 'team',
      player: 'b',
      moves: split,
      suggestedBy: 'd',
    });
    expect(game(s).suggestions).toEqual([]);
  });

  it('refuses illegal suggestions, the captain’s own, and suggestions on the box’s turn', () => {
    const s = rolled();
    expect(refused(s, { type: 'suggest', player: 'c', moves: [{ from: 24, to: 18, die: 6 }] })).toBe(
      'MUST_USE_BOTH_DICE',
    );
    expect(refused(s, { type: 'suggest', player: 'b', moves: run24 })).toBe('INVALID_ACTION');
    expect(refused(s, { type: 'suggest', player: 'a', moves: run24 })).toBe('NOT_A_MEMBER');
    const boxTurn = run(boxToRoll(), { type: 'roll', player: 'a', dice: [6, 5] });
    expect(refused(boxTurn, { type: 'suggest', player: 'c', moves: run24 })).toBe('NOT_YOUR_TURN');
  });

  it("follows the session's consultation rule", () => {
    expect(refused(rolled({ consultation: 'none' }), { type: 'suggest', player: 'c', moves: run24 })).toBe(
      'CONSULTATION_NOT_ALLOWED',
    );
    expect(waitingFor(rolled({ consultation: 'none' }))).toEqual([
      { player: 'b', decision: 'play', actions: ['play', 'confirmSuggestion'] },
    ]);
    const cubeInGame = rolled({ consultation: 'cubeInGame' });
    expect(refused(cubeInGame, { type: 'suggest', player: 'c', moves: run24 })).toBe(
      'CONSULTATION_NOT_ALLOWED',
    );
    // c's cube is turned (the box took c's double): c may advise, d may not.
    let s = run(
      teamToRoll({ consultation: 'cubeInGame' }),
      { type: 'double', player: 'c' },
      { type: 'noDouble', player: 'b' },
      { type: 'noDouble', player: 'd' },
      { type: 'boxAnswer', player: 'a', member: 'c', answer: 'take' },
      { type: 'roll', player: 'b', dice: [6, 5] },
    );
    expect(waitingFor(s).filter((w) => w.decision === 'suggest')).toEqual([
      { player: 'c', decision: 'suggest', actions: ['suggest'], optional: true },
    ]);
    s = run(s, { type: 'suggest', player: 'c', moves: run24 });
    expect(refused(s, { type: 'suggest', player: 'd', moves: run24 })).toBe('CONSULTATION_NOT_ALLOWED');
  });
});

describe('resignations, per cube', () => {
  it('the box resigns to every member; each accepts or rejects alone', () => {
    let s = run(teamToRoll(), { type: 'resign', player: 'a', kind: 'single' });
    expect(waitingFor(s).map((w) => [w.player, w.decision])).toEqual([
      ['b', 'answerResignation'],
      ['c', 'answerResignation'],
      ['d', 'answerResignation'],
    ]);
    expect(refused(s, { type: 'roll', player: 'b', dice: [1, 2] })).toBe('RESIGNATION_PENDING');
    expect(refused(s, { type: 'answerResignation', player: 'a', accept: true })).toBe('NOT_YOUR_TURN');
    s = run(
      s,
      { type: 'answerResignation', player: 'b', accept: true },
      { type: 'answerResignation', player: 'c', accept: false },
      { type: 'answerResignation', player: 'd', accept: true },
    );
    const g = game(s);
    expect(g.resignation).toBeNull();
    expect(findMember(g, 'b')?.outcome).toEqual({
      points: 1,
      reason: 'resign',
      conceded: 'box',
      kind: 'single',
    });
    expect(findMember(g, 'd')?.outcome?.points).toBe(1);
    expect(g.actingCaptain).toBe('c');
    s = run(
      s,
      { type: 'resign', player: 'a', kind: 'gammon' },
      { type: 'answerResignation', player: 'c', accept: true },
    );
    expect(s.games[0].points).toEqual({ a: -4, b: 1, c: 2, d: 1 });
    expect(s.games[0].boxVsCaptain).toBe('captain');
  });

  it('a member resigns their own cube to the box', () => {
    let s = run(teamToRoll(), { type: 'resign', player: 'c', kind: 'gammon' });
    expect(waitingFor(s)).toEqual([
      { player: 'a', decision: 'answerResignation', actions: ['answerResignation'] },
    ]);
    s = run(s, { type: 'answerResignation', player: 'a', accept: false });
    expect(findMember(game(s), 'c')?.outcome).toBeNull();
    s = run(
      s,
      { type: 'resign', player: 'b', kind: 'gammon' },
      { type: 'answerResignation', player: 'a', accept: true },
    );
    expect(findMember(game(s), 'b')?.outcome?.points).toBe(-2);
    expect(game(s).actingCaptain).toBe('c');
  });

  it('waits for pending doubles first and checks the kind', () => {
    const s = run(teamToRoll(), { type: 'double', player: 'c' });
    expect(refused(s, { type: 'resign', player: 'a', kind: 'single' })).toBe('DOUBLE_PENDING');
    expect(refused(teamToRoll({ profile: 'simple' }), { type: 'resign', player: 'a', kind: 'gammon' })).toBe(
      'INVALID_RESIGNATION',
    );
    expect(refused(teamToRoll(), { type: 'answerResignation', player: 'a', accept: true })).toBe(
      'NO_RESIGNATION_OFFERED',
    );
  });
});

describe('board and scorekeeper actions do not mix', () => {
  it('refuses endGame on the board and the board in scorekeeper mode', () => {
    expect(refused(teamToRoll(), { type: 'endGame', winner: 'box' })).toBe('SCOREKEEPER_ONLY');
    const sk = start({ mode: 'scorekeeper' });
    expect(refused(sk, { type: 'roll', player: 'a', dice: [1, 2] })).toBe('BOARD_ONLY');
    expect(refused(sk, { type: 'play', player: 'a', moves: [] })).toBe('BOARD_ONLY');
    expect(game(sk).board).toBeNull();
  });
});
