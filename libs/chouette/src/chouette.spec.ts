import type { ChouetteAction } from './actions';
import {
  type ChouetteState,
  applyChouetteAction,
  applyChouetteActions,
  chouetteLedger,
  newChouette,
  replayChouette,
} from './chouette';
import type { ChouetteOptions } from './options';
import { errorCode, run, scorekeeperGame, seated, seatingActions, value } from './testing';
import { waitingFor } from './waiting-for';

const refused = (s: ChouetteState, a: ChouetteAction): string => errorCode(applyChouetteAction(s, a));
const fresh = (options: Partial<ChouetteOptions> = {}): ChouetteState => value(newChouette(options));
const join = (...players: string[]): ChouetteAction[] => players.map((player) => ({ type: 'join', player }));
const SK: Partial<ChouetteOptions> = { mode: 'scorekeeper' };

/** Plays a scorekeeper game to a recorded result with no cube action. */
const quickGame = (s: ChouetteState, winner: 'box' | 'team'): ChouetteState =>
  run(s, { type: 'startGame' }, { type: 'endGame', winner });

describe('gathering and the order of entry', () => {
  it('needs three players; the roll ranks box, captain and queue', () => {
    let s = run(fresh(), ...join('a', 'b'));
    expect(refused(s, { type: 'join', player: 'a' })).toBe('ALREADY_PRESENT');
    expect(refused(s, { type: 'rollForOrder', player: 'a', dice: [6, 6] })).toBe('TOO_FEW_PLAYERS');
    expect(waitingFor(s)).toEqual([{ player: null, decision: 'join', actions: ['join'] }]);
    s = run(s, ...join('c', 'd'));
    expect(refused(s, { type: 'rollForOrder', player: 'x', dice: [6, 6] })).toBe('NOT_PRESENT');
    s = run(
      s,
      { type: 'rollForOrder', player: 'c', dice: [6, 5] },
      { type: 'rollForOrder', player: 'a', dice: [3, 3] },
    );
    expect(s.phase).toBe('seating');
    expect(waitingFor(s).map((w) => w.player)).toEqual(['b', 'd']);
    s = run(
      s,
      { type: 'rollForOrder', player: 'b', dice: [4, 2] },
      { type: 'rollForOrder', player: 'd', dice: [1, 2] },
    );
    // a and b tied on 6: only they roll again; c stays box, d stays last.
    expect(waitingFor(s).map((w) => w.player)).toEqual(['a', 'b']);
    expect(refused(s, { type: 'rollForOrder', player: 'c', dice: [6, 6] })).toBe('NOT_ROLLING_FOR_ORDER');
    s = run(
      s,
      { type: 'rollForOrder', player: 'a', dice: [1, 1] },
      { type: 'rollForOrder', player: 'b', dice: [5, 5] },
    );
    expect(s.phase).toBe('ready');
    expect(s.line).toEqual(['c', 'b', 'a', 'd']);
    expect(refused(s, { type: 'rollForOrder', player: 'a', dice: [6, 6] })).toBe('NOT_SEATING');
  });

  it('a player arriving during the roll sits at the end of the queue; one leaving is skipped', () => {
    let s = run(fresh(), ...join('a', 'b', 'c', 'd'), { type: 'rollForOrder', player: 'a', dice: [2, 2] });
    s = run(s, { type: 'join', player: 'e' }, { type: 'leave', player: 'b' });
    expect(refused(s, { type: 'rollForOrder', player: 'e', dice: [6, 6] })).toBe('NOT_ROLLING_FOR_ORDER');
    s = run(
      s,
      { type: 'rollForOrder', player: 'c', dice: [6, 6] },
      { type: 'rollForOrder', player: 'd', dice: [1, 2] },
    );
    expect(s.line).toEqual(['c', 'a', 'd', 'e']);
    expect(s.present).toEqual(['a', 'c', 'd', 'e']);
    expect(s.players).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('starts a game only once seated, with three players or more', () => {
    expect(refused(run(fresh(), ...join('a', 'b', 'c')), { type: 'startGame' })).toBe('NO_GAME');
    const s = run(seated(['a', 'b', 'c']), { type: 'leave', player: 'c' });
    expect(refused(s, { type: 'startGame' })).toBe('TOO_FEW_PLAYERS');
    expect(waitingFor(s)).toEqual([{ player: null, decision: 'join', actions: ['join'] }]);
    const playing = run(seated(['a', 'b', 'c']), { type: 'startGame' });
    expect(refused(playing, { type: 'startGame' })).toBe('GAME_IN_PROGRESS');
    expect(playing.game).toMatchObject({ box: 'a', captain: 'b', actingCaptain: 'b', partner: null });
    expect(playing.game?.members.map((m) => m.player)).toEqual(['b', 'c']);
  });
});

describe('worked numbers (seed 000 rules 3, 4 and 6)', () => {
  /** b drops... no: the box drops b's double; c is taken (x2), d beavered (x4), e beavered and raccooned (x8). */
  const doubled = (): ChouetteState =>
    run(
      scorekeeperGame(['a', 'b', 'c', 'd', 'e'], { beaver: true, raccoon: true, partnerThreshold: 0 }),
      { type: 'double', player: 'b' },
      { type: 'double', player: 'c' },
      { type: 'double', player: 'd' },
      { type: 'double', player: 'e' },
      { type: 'boxAnswer', player: 'a', member: 'b', answer: 'drop' },
      { type: 'boxAnswer', player: 'a', member: 'c', answer: 'take' },
      { type: 'boxAnswer', player: 'a', member: 'd', answer: 'beaver' },
      { type: 'boxAnswer', player: 'a', member: 'e', answer: 'beaver' },
      { type: 'beaverAnswer', player: 'd', member: 'd', answer: 'take' },
      { type: 'beaverAnswer', player: 'e', member: 'e', answer: 'raccoon' },
    );

  it('drop pays 1 at cube 1, take x2, beaver x4, raccoon x8: the box wins a single', () => {
    const s = run(doubled(), { type: 'endGame', winner: 'box' });
    expect(s.games[0].points).toEqual({ a: 13, b: 1, c: -2, d: -4, e: -8 });
    expect(s.games[0].members.map((m) => [m.player, m.cube, m.reason])).toEqual([
      ['b', 1, 'drop'],
      ['c', 2, 'game'],
      ['d', 4, 'game'],
      ['e', 8, 'game'],
    ]);
    // b's cube was dropped by the box: b won box against captain, and becomes box.
    expect(s.games[0].boxVsCaptain).toBe('captain');
    expect(s.line).toEqual(['b', 'c', 'd', 'e', 'a']);
  });

  it('the same cubes when the team wins a gammon', () => {
    const s = run(doubled(), { type: 'endGame', winner: 'team', kind: 'gammon' });
    expect(s.games[0].points).toEqual({ a: -29, b: 1, c: 4, d: 8, e: 16 });
  });

  it('a member who drops the box’s double pays the current value and is out', () => {
    const s = run(
      scorekeeperGame(['a', 'b', 'c']),
      { type: 'boxDouble', player: 'a' },
      { type: 'memberAnswer', player: 'b', answer: 'take' },
      { type: 'memberAnswer', player: 'c', answer: 'drop' },
      { type: 'endGame', winner: 'team' },
    );
    expect(s.games[0].points).toEqual({ a: -1, b: 2, c: -1 });
  });
});

describe('partner (sócio): 50/50, the odd point to or from the box', () => {
  const five = ['a', 'b', 'c', 'd', 'e'];

  it('box loses 5 with a partner: box -3, partner -2', () => {
    const s = run(
      seated(five, SK),
      { type: 'callPartner', player: 'a', partner: 'e' },
      { type: 'startGame' },
      { type: 'double', player: 'b' },
      { type: 'double', player: 'd' },
      { type: 'boxAnswer', player: 'a', member: 'b', answer: 'take' },
      { type: 'boxAnswer', player: 'a', member: 'd', answer: 'take' },
      { type: 'endGame', winner: 'team' },
    );
    expect(s.games[0].members.map((m) => m.player)).toEqual(['b', 'c', 'd']);
    expect(s.games[0]).toMatchObject({ partner: 'e', boxSide: -5 });
    expect(s.games[0].points).toEqual({ a: -3, e: -2, b: 2, c: 1, d: 2 });
    expect(s.partner).toBeNull();
    // The partner keeps a place in the line.
    expect(s.line).toEqual(['b', 'c', 'd', 'e', 'a']);
  });

  it('box wins 5 with a partner: box +3, partner +2', () => {
    const s = run(
      seated(five, SK),
      { type: 'callPartner', player: 'a', partner: 'c' },
      { type: 'startGame' },
      { type: 'boxDouble', player: 'a' },
      { type: 'memberAnswer', player: 'b', answer: 'take' },
      { type: 'memberAnswer', player: 'd', answer: 'take' },
      { type: 'memberAnswer', player: 'e', answer: 'drop' },
      { type: 'endGame', winner: 'box' },
    );
    expect(s.games[0].points).toEqual({ a: 3, c: 2, b: -2, d: -2, e: -1 });
  });

  it('only the box calls, at the threshold, a queue player', () => {
    const s = seated(five);
    expect(refused(s, { type: 'callPartner', player: 'b', partner: 'c' })).toBe('NOT_BOX');
    expect(refused(s, { type: 'callPartner', player: 'a', partner: 'b' })).toBe('INVALID_PARTNER');
    expect(refused(s, { type: 'callPartner', player: 'a', partner: 'x' })).toBe('INVALID_PARTNER');
    expect(refused(seated(['a', 'b', 'c', 'd']), { type: 'callPartner', player: 'a', partner: 'c' })).toBe(
      'PARTNER_NOT_ALLOWED',
    );
    expect(
      refused(seated(five, { partnerThreshold: 0 }), { type: 'callPartner', player: 'a', partner: 'c' }),
    ).toBe('PARTNER_NOT_ALLOWED');
    const three = seated(['a', 'b', 'c'], { partnerThreshold: 3 });
    expect(run(three, { type: 'callPartner', player: 'a', partner: 'c' }).partner).toBe('c');
    const called = run(s, { type: 'callPartner', player: 'a', partner: 'c' });
    expect(run(called, { type: 'callPartner', player: 'a', partner: null }).partner).toBeNull();
    expect(waitingFor(s)).toEqual([
      { player: null, decision: 'startGame', actions: ['startGame'] },
      { player: 'a', decision: 'callPartner', actions: ['callPartner'], optional: true },
    ]);
  });

  it('the call lapses when the partner leaves, moves up to captain, or the table shrinks', () => {
    const s = run(seated(['a', 'b', 'c', 'd', 'e', 'f']), { type: 'callPartner', player: 'a', partner: 'd' });
    expect(run(s, { type: 'leave', player: 'd' }).partner).toBeNull();
    expect(run(s, { type: 'leave', player: 'f' }).partner).toBe('d');
    expect(run(s, { type: 'leave', player: 'f' }, { type: 'leave', player: 'e' }).partner).toBeNull();
    const c = run(seated(['a', 'b', 'c', 'd', 'e', 'f']), { type: 'callPartner', player: 'a', partner: 'c' });
    expect(run(c, { type: 'leave', player: 'b' }).partner).toBeNull();
  });

  it('the partner cannot be called during a game, nor leave it', () => {
    const s = run(
      seated(five, SK),
      { type: 'callPartner', player: 'a', partner: 'd' },
      { type: 'startGame' },
    );
    expect(refused(s, { type: 'callPartner', player: 'a', partner: 'c' })).toBe('GAME_IN_PROGRESS');
    expect(refused(s, { type: 'leave', player: 'd' })).toBe('GAME_IN_PROGRESS');
  });
});

describe('rotation over many games', () => {
  it('follows box against captain, game after game', () => {
    let s = seated(['a', 'b', 'c', 'd'], SK);
    const lines: string[][] = [[...s.line]];
    for (const w of ['box', 'box', 'team', 'team', 'box', 'team', 'box', 'box'] as const) {
      s = quickGame(s, w);
      lines.push([...s.line]);
    }
    expect(lines).toEqual([
      ['a', 'b', 'c', 'd'],
      ['a', 'c', 'd', 'b'],
      ['a', 'd', 'b', 'c'],
      ['d', 'b', 'c', 'a'],
      ['b', 'c', 'a', 'd'],
      ['b', 'a', 'd', 'c'],
      ['a', 'd', 'c', 'b'],
      ['a', 'c', 'b', 'd'],
      ['a', 'b', 'd', 'c'],
    ]);
    expect(s.games.map((g) => [g.box, g.captain, g.boxVsCaptain])).toEqual([
      ['a', 'b', 'box'],
      ['a', 'c', 'box'],
      ['a', 'd', 'captain'],
      ['d', 'b', 'captain'],
      ['b', 'c', 'box'],
      ['b', 'a', 'captain'],
      ['a', 'd', 'box'],
      ['a', 'c', 'box'],
    ]);
  });

  it('box against captain decides, even when the acting captain then wins', () => {
    // The captain b drops the box's double, c takes and wins the game: the box beat b and stays box.
    const s = run(
      scorekeeperGame(['a', 'b', 'c']),
      { type: 'boxDouble', player: 'a' },
      { type: 'memberAnswer', player: 'b', answer: 'drop' },
      { type: 'memberAnswer', player: 'c', answer: 'take' },
    );
    expect(s.game?.actingCaptain).toBe('c');
    const after = run(s, { type: 'endGame', winner: 'team' });
    expect(after.games[0]).toMatchObject({ boxVsCaptain: 'box', actingCaptain: 'c', winner: 'team' });
    expect(after.games[0].points).toEqual({ a: -1, b: -1, c: 2 });
    expect(after.line).toEqual(['a', 'c', 'b']);
  });

  it('latecomer, rule 7 first branch: someone present has not been captain: end of the queue', () => {
    let s = quickGame(seated(['a', 'b', 'c', 'd'], SK), 'box');
    expect(s.line).toEqual(['a', 'c', 'd', 'b']);
    // d has never been box or captain.
    s = run(s, { type: 'join', player: 'e' });
    expect(s.line).toEqual(['a', 'c', 'd', 'b', 'e']);
    s = quickGame(s, 'box');
    expect(s.line).toEqual(['a', 'd', 'b', 'e', 'c']);
  });

  it('latecomer, rule 7 second branch: everyone has been box or captain: next captain', () => {
    let s = quickGame(seated(['a', 'b', 'c'], SK), 'box');
    expect(s.line).toEqual(['a', 'c', 'b']);
    expect(s.sat).toEqual(['a', 'b']);
    // a (box) and b (captain) have sat, c is the captain now: everyone has had a turn.
    s = run(s, { type: 'join', player: 'e' });
    expect(s.line).toEqual(['a', 'c', 'e', 'b']);
    // A second latecomer waits behind e, who has not had a turn yet.
    s = run(s, { type: 'join', player: 'f' });
    expect(s.line).toEqual(['a', 'c', 'e', 'b', 'f']);
    s = quickGame(s, 'box');
    expect(s.line).toEqual(['a', 'e', 'b', 'f', 'c']);
  });

  it('a latecomer during a game takes no part in it and is placed for the next', () => {
    let s = run(scorekeeperGame(['a', 'b', 'c'], SK), { type: 'join', player: 'e' });
    expect(s.game?.members.map((m) => m.player)).toEqual(['b', 'c']);
    // c has not had a turn yet: e queues behind c.
    expect(s.line).toEqual(['a', 'b', 'c', 'e']);
    s = run(s, { type: 'endGame', winner: 'team' });
    expect(s.line).toEqual(['b', 'c', 'e', 'a']);
    expect(s.games[0].points).toEqual({ a: -2, b: 1, c: 1 });
  });

  it('leaving between games: everyone behind moves up; during a game only who is not in it', () => {
    const s = seated(['a', 'b', 'c', 'd'], SK);
    expect(run(s, { type: 'leave', player: 'a' }).line).toEqual(['b', 'c', 'd']);
    expect(run(s, { type: 'leave', player: 'b' }).line).toEqual(['a', 'c', 'd']);
    expect(refused(s, { type: 'leave', player: 'x' })).toBe('NOT_PRESENT');
    const playing = run(s, { type: 'startGame' }, { type: 'join', player: 'e' });
    expect(refused(playing, { type: 'leave', player: 'c' })).toBe('GAME_IN_PROGRESS');
    expect(run(playing, { type: 'leave', player: 'e' }).line).toEqual(['a', 'b', 'c', 'd']);
    // A player who left and comes back is a latecomer; their points stay in the ledger.
    let back = quickGame(s, 'team');
    back = run(back, { type: 'leave', player: 'a' }, { type: 'join', player: 'a' });
    expect(back.players).toEqual(['a', 'b', 'c', 'd']);
    expect(chouetteLedger(back).totals).toEqual({ a: -3, b: 1, c: 1, d: 1 });
  });
});

describe('scorekeeper mode', () => {
  it('records automatic doubles as the starting cube', () => {
    const s = run(seated(['a', 'b', 'c'], { ...SK, autoDoubles: true, autoDoublesCap: 4 }), {
      type: 'startGame',
      initialCube: 4,
    });
    expect(s.game?.members.map((m) => m.cube)).toEqual([
      { value: 4, owner: 'centred', offer: null },
      { value: 4, owner: 'centred', offer: null },
    ]);
    const t = seated(['a', 'b', 'c'], { ...SK, autoDoubles: true, autoDoublesCap: 4 });
    expect(refused(t, { type: 'startGame', initialCube: 8 })).toBe('INVALID_ACTION');
    expect(refused(t, { type: 'startGame', initialCube: 3 })).toBe('INVALID_ACTION');
    expect(refused(seated(['a', 'b', 'c'], SK), { type: 'startGame', initialCube: 2 })).toBe(
      'INVALID_ACTION',
    );
    expect(refused(seated(['a', 'b', 'c']), { type: 'startGame', initialCube: 2 })).toBe('SCOREKEEPER_ONLY');
  });

  it('records only the doubles made: the box’s first answer closes the declarations', () => {
    let s = run(scorekeeperGame(['a', 'b', 'c', 'd']), { type: 'double', player: 'c' });
    expect(waitingFor(s)).toEqual([
      { player: 'b', decision: 'declareDouble', actions: ['double', 'noDouble'], optional: true },
      { player: 'd', decision: 'declareDouble', actions: ['double', 'noDouble'], optional: true },
      { player: 'a', decision: 'answerDouble', actions: ['boxAnswer'], member: 'c' },
    ]);
    expect(refused(s, { type: 'endGame', winner: 'box' })).toBe('DOUBLE_PENDING');
    s = run(s, { type: 'boxAnswer', player: 'a', member: 'c', answer: 'take' });
    expect(refused(s, { type: 'noDouble', player: 'b' })).toBe('NOT_DECLARING');
    // Without turns, the team may double again later.
    s = run(
      s,
      { type: 'double', player: 'b' },
      { type: 'boxAnswer', player: 'a', member: 'b', answer: 'take' },
      { type: 'boxDouble', player: 'a' },
      { type: 'memberAnswer', player: 'd', answer: 'take' },
      { type: 'memberAnswer', player: 'c', answer: 'take' },
      { type: 'memberAnswer', player: 'b', answer: 'take' },
    );
    s = run(s, { type: 'endGame', winner: 'team', kind: 'backgammon' });
    // b and c at 4 (redoubled by the box), d at 2: a backgammon is worth 3 each.
    expect(s.games[0].points).toEqual({ a: -30, b: 12, c: 12, d: 6 });
  });

  it('takes engine-less points and checks the kind against the profile', () => {
    const s = scorekeeperGame(['a', 'b', 'c'], { profile: 'traditional' });
    expect(refused(s, { type: 'endGame', winner: 'team', kind: 'backgammon' })).toBe('INVALID_RESULT');
    expect(run(s, { type: 'endGame', winner: 'team', kind: 'gamaoDosDeuses' }).games[0].points).toEqual({
      a: -20,
      b: 10,
      c: 10,
    });
    expect(run(s, { type: 'endGame', winner: 'box', base: 5 }).games[0].points).toEqual({
      a: 10,
      b: -5,
      c: -5,
    });
    expect(waitingFor(s)).toEqual([
      { player: null, decision: 'recordResult', actions: ['endGame', 'double', 'boxDouble', 'resign'] },
    ]);
  });

  it('the simple profile has no cube: every game is 1 per member', () => {
    const s = scorekeeperGame(['a', 'b', 'c'], { profile: 'simple' });
    expect(refused(s, { type: 'double', player: 'b' })).toBe('CUBE_NOT_ALLOWED');
    expect(refused(s, { type: 'boxDouble', player: 'a' })).toBe('CUBE_NOT_ALLOWED');
    expect(run(s, { type: 'endGame', winner: 'team' }).games[0].points).toEqual({ a: -2, b: 1, c: 1 });
  });
});

describe('corrections and the end of the session', () => {
  it('adjusts a game with who and why, keeping the recorded points', () => {
    let s = quickGame(quickGame(seated(['a', 'b', 'c'], SK), 'box'), 'team');
    expect(refused(s, { type: 'correction', by: 'dir', game: 2, delta: { a: 1, b: -1 }, reason: 'x' })).toBe(
      'UNKNOWN_GAME',
    );
    expect(refused(s, { type: 'correction', by: 'dir', game: 0, delta: { a: 1, b: -2 }, reason: 'x' })).toBe(
      'INVALID_CORRECTION',
    );
    expect(refused(s, { type: 'correction', by: 'dir', game: 0, delta: { a: 0 }, reason: 'x' })).toBe(
      'INVALID_CORRECTION',
    );
    expect(refused(s, { type: 'correction', by: 'dir', game: 0, delta: { a: 1, z: -1 }, reason: 'x' })).toBe(
      'INVALID_PLAYER',
    );
    expect(refused(s, { type: 'correction', by: 'dir', game: 0, delta: { a: 1, b: -1 }, reason: ' ' })).toBe(
      'INVALID_CORRECTION',
    );
    s = run(s, { type: 'endSession' });
    expect(refused(s, { type: 'join', player: 'z' })).toBe('SESSION_CLOSED');
    s = run(s, {
      type: 'correction',
      by: 'director',
      game: 0,
      delta: { a: -1, b: 1 },
      reason: 'b had doubled before the roll',
    });
    expect(s.corrections).toEqual([
      {
        seq: s.actionCount,
        game: 0,
        by: 'director',
        reason: 'b had doubled before the roll',
        delta: { a: -1, b: 1 },
      },
    ]);
    const ledger = chouetteLedger(s);
    expect(ledger.games[0].record.points).toEqual({ a: 2, b: -1, c: -1 });
    expect(ledger.games[0].net).toEqual({ a: 1, b: 0, c: -1 });
    // Game 1 (the team won: a -2, c +1, b +1) evens the rest.
    expect(ledger.totals).toEqual({ a: -1, b: 1, c: 0 });
    expect(waitingFor(s)).toEqual([]);
  });

  it('ends only between games', () => {
    expect(refused(scorekeeperGame(['a', 'b', 'c']), { type: 'endSession' })).toBe('GAME_IN_PROGRESS');
  });
});

describe('the log', () => {
  it('replays to the same state; a refused action is named', () => {
    const actions: ChouetteAction[] = [
      ...seatingActions(['a', 'b', 'c', 'd', 'e']),
      { type: 'callPartner', player: 'a', partner: 'd' },
      { type: 'startGame' },
      { type: 'roll', player: 'a', dice: [3, 1] },
      {
        type: 'play',
        player: 'a',
        moves: [
          { from: 8, to: 5, die: 3 },
          { from: 6, to: 5, die: 1 },
        ],
      },
      { type: 'double', player: 'c' },
      { type: 'noDouble', player: 'b' },
      { type: 'noDouble', player: 'e' },
      { type: 'boxAnswer', player: 'a', member: 'c', answer: 'drop' },
    ];
    const once = value(replayChouette({}, actions));
    expect(value(replayChouette({}, JSON.parse(JSON.stringify(actions))))).toEqual(once);
    expect(JSON.parse(JSON.stringify(once))).toEqual(once);
    expect(once.actionCount).toBe(actions.length);
    const bad = replayChouette({}, [...actions, { type: 'roll', player: 'c', dice: [1, 2] }]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.code).toBe('NOT_YOUR_TURN');
      expect(bad.error.message).toMatch(/^Action #19 \(roll\)/);
    }
    expect(errorCode(applyChouetteActions(once, 'x' as unknown as ChouetteAction[]))).toBe('INVALID_ACTION');
    expect(errorCode(replayChouette({ mode: 'x' as 'board' }, []))).toBe('INVALID_OPTIONS');
  });

  it('refuses what is not an action', () => {
    const s = fresh();
    expect(refused(s, null as unknown as ChouetteAction)).toBe('INVALID_ACTION');
    expect(refused(s, { type: 'fly' } as unknown as ChouetteAction)).toBe('INVALID_ACTION');
    expect(refused(s, { type: 'join', player: '' })).toBe('INVALID_PLAYER');
    expect(refused(s, { type: 'double', player: 'a' })).toBe('NO_GAME');
  });
});
