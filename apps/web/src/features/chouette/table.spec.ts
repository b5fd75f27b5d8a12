import { reduceTable, rulesOf, signedPoints, startTable, tableModel } from './table';
import type { ChouetteView } from './view';
import { captainPlaysMemberSuggests, type GameView, gameView } from './view-fixtures';

const game = gameView;

const waits = captainPlaysMemberSuggests;

const options = {
  mode: 'BOARD',
  profile: 'classic',
  triploPoints: false,
  jacoby: false,
  beaver: false,
  raccoon: false,
  beaverRefusal: false,
  autoDoubles: false,
  autoDoublesCap: 1,
  maxCube: 64,
  cube: true,
  partnerThreshold: 0,
  consultation: 'free',
  stake: 1,
} as unknown as ChouetteView['options'];

const view = (over: Partial<ChouetteView> = {}) =>
  ({
    id: 't1',
    seq: 1,
    status: 'OPEN',
    mode: 'BOARD',
    phase: 'playing',
    viewerPresent: true,
    viewerRecords: false,
    viewerCorrects: false,
    line: ['b', 'c', 'q'],
    organiser: { id: 'o', displayName: 'Olga' },
    players: [
      { user: { id: 'b', displayName: 'Bia' } },
      { user: { id: 'c', displayName: 'Caio' } },
      { user: { id: 'q', displayName: 'Quim' } },
    ],
    options,
    game: game(),
    waitingFor: waits,
    ...over,
  }) as unknown as ChouetteView;

// The captain's 3-1: 8/5 6/5 (points in the team's numbering).
const eight = { from: 8, to: 5 };
const six = { from: 6, to: 5 };

describe('reduceTable', () => {
  it('selects a checker the viewer may move, and toggles it off; anything else drops the selection', () => {
    let s = startTable({ view: view(), viewerId: 'c' });
    s = reduceTable(s, { type: 'select', from: 8 });
    expect(s.selected).toBe(8);
    expect(reduceTable(s, { type: 'select', from: 8 }).selected).toBeNull();
    expect(reduceTable(s, { type: 'select', from: 2 }).selected).toBeNull();
    expect(reduceTable(s, { type: 'select', from: null }).selected).toBeNull();
    // The box watches the team's roll: nothing to select.
    expect(
      reduceTable(startTable({ view: view(), viewerId: 'b' }), { type: 'select', from: 8 }).selected,
    ).toBe(null);
  });

  it('adds legal moves, ignores illegal ones, and undoes the last', () => {
    let s = startTable({ view: view(), viewerId: 'c' });
    s = reduceTable(s, { type: 'move', ...eight });
    s = reduceTable(s, { type: 'move', from: 13, to: 2 });
    expect(s.moves).toEqual([{ from: 8, to: 5, die: 3 }]);
    s = reduceTable(s, { type: 'move', ...six });
    expect(s.moves).toHaveLength(2);
    expect(tableModel(s.view, 'c', s.moves).turn.complete).toBe(true);
    s = reduceTable(s, { type: 'undo' });
    expect(s.moves).toEqual([{ from: 8, to: 5, die: 3 }]);
    expect(s.selected).toBeNull();
  });

  it('takes a view of the same sequence when only who is away changed, keeping the move in progress', () => {
    let s = startTable({ view: view(), viewerId: 'c' });
    s = reduceTable(s, { type: 'select', from: 8 });
    const away = view({ absences: [{ member: 'q', proxy: 'c' }] });
    s = reduceTable(s, { type: 'view', view: away });
    expect(s.view.absences).toEqual([{ member: 'q', proxy: 'c' }]);
    expect(s.selected).toBe(8);
    // The same view again changes nothing.
    expect(reduceTable(s, { type: 'view', view: away })).toBe(s);
  });

  it("applies a live event's absences at the sequence shown, keeping the move in progress", () => {
    let s = startTable({ view: view(), viewerId: 'c' });
    s = reduceTable(s, { type: 'select', from: 8 });
    const seq = s.view.seq;
    s = reduceTable(s, { type: 'absences', seq, absences: [{ member: 'q', proxy: 'c' }] });
    expect(s.view.absences).toEqual([{ member: 'q', proxy: 'c' }]);
    expect(s.selected).toBe(8);
    // The same absences again, or an event of another sequence (older; or newer: a reload brings it), change nothing.
    expect(reduceTable(s, { type: 'absences', seq, absences: [{ member: 'q', proxy: 'c' }] })).toBe(s);
    expect(reduceTable(s, { type: 'absences', seq: seq - 1, absences: [] })).toBe(s);
    expect(reduceTable(s, { type: 'absences', seq: seq + 1, absences: [] })).toBe(s);
    // Back at the table.
    expect(reduceTable(s, { type: 'absences', seq, absences: [] }).view.absences).toEqual([]);
  });

  it('keeps a refusal until a newer view, which also clears the moves in progress', () => {
    let s = startTable({ view: view(), viewerId: 'c' });
    s = reduceTable(s, { type: 'move', ...eight });
    s = reduceTable(s, { type: 'refused', message: 'Not your turn' });
    expect(s.error).toBe('Not your turn');
    // The same view again, or an older one, changes nothing.
    expect(reduceTable(s, { type: 'view', view: view() })).toBe(s);
    expect(reduceTable(s, { type: 'view', view: view({ seq: 0 }) })).toBe(s);
    const next = reduceTable(s, { type: 'view', view: view({ seq: 2 }) });
    expect(next).toMatchObject({ moves: [], selected: null, error: null, viewerId: 'c' });
    expect(next.view.seq).toBe(2);
    // A status change at the same sequence number is news too (the table closed).
    expect(reduceTable(s, { type: 'view', view: view({ status: 'CLOSED' }) }).view.status).toBe('CLOSED');
  });
});

describe('tableModel', () => {
  it('gives the mover the play, a member the suggestion, the box nothing to move', () => {
    const v = view();
    expect(['c', 'q', 'b'].map((id) => tableModel(v, id, []).moveRole)).toEqual(['play', 'suggest', null]);
    expect(tableModel(v, 'c', []).side).toBe('team');
    expect(tableModel(v, 'b', []).side).toBe('box');
    expect(tableModel(v, 'c', []).showBoard).toBe(true);
    expect(tableModel(v, 'c', []).names.get('q')).toBe('Quim');
  });

  it("lists the table's required decisions, and the viewer's own (the recorder sees everyone's)", () => {
    const v = view();
    expect(tableModel(v, 'b', []).required.map((w) => w.player)).toEqual(['c']);
    // The play and the suggestion are made on the board (the move role), not listed.
    expect(tableModel(v, 'q', []).mine).toEqual([]);
    expect(tableModel(v, 'b', []).mine).toEqual([]);
    const answers: ChouetteView['waitingFor'] = [
      { player: 'c', decision: 'answerDouble', actions: ['memberAnswer'], member: 'c', optional: false },
      { player: 'b', decision: 'answerDouble', actions: ['boxAnswer'], member: 'q', optional: false },
    ];
    const cube = view({ waitingFor: answers, game: game({ phase: 'cube' }) });
    expect(tableModel(cube, 'c', []).mine.map((w) => w.member)).toEqual(['c']);
    expect(tableModel({ ...cube, viewerRecords: true }, 'o', []).mine).toHaveLength(2);
  });

  it("gives an away member's cube decisions to their proxy, and nothing else of theirs", () => {
    const answers: ChouetteView['waitingFor'] = [
      { player: 'c', decision: 'answerDouble', actions: ['memberAnswer'], member: 'c', optional: false },
      { player: 'c', decision: 'roll', actions: ['roll'], member: null, optional: false },
    ];
    const away = view({
      waitingFor: answers,
      game: game({ phase: 'cube' }),
      absences: [{ member: 'c', proxy: 'q' }],
    });
    const proxy = tableModel(away, 'q', []);
    expect([...proxy.proxied]).toEqual(['c']);
    expect(proxy.mine.map((w) => [w.player, w.decision])).toEqual([['c', 'answerDouble']]);
    expect(tableModel(away, 'b', []).mine).toEqual([]);
    expect(tableModel(view({ waitingFor: answers, game: game({ phase: 'cube' }) }), 'q', []).mine).toEqual(
      [],
    );
  });

  it('says "your decision" only to whom the table waits for; "you may" to whom may act; else nothing', () => {
    const v = view();
    // The captain must play; the member may suggest; the box may only resign while the team moves.
    expect(['c', 'q', 'b'].map((id) => tableModel(v, id, []).prompt)).toEqual(['decide', 'may', 'may']);
    // A player who is not in the game and cannot join, leave or resign has nothing to do.
    expect(tableModel(v, 'x', []).prompt).toBeNull();
    // The opening roll: the box and the captain roll, a member waits.
    const opening = view({
      game: game({ phase: 'opening' }),
      waitingFor: [
        { player: null, decision: 'openingRoll', actions: ['roll'], member: null, optional: false },
      ],
    });
    expect(['b', 'c', 'q'].map((id) => tableModel(opening, id, []).prompt)).toEqual([
      'decide',
      'decide',
      null,
    ]);
    expect(tableModel(opening, 'q', []).mine).toEqual([]);
    // Between games anyone present may start the next one.
    const ready = view({
      phase: 'ready',
      game: null,
      waitingFor: [
        { player: null, decision: 'startGame', actions: ['startGame'], member: null, optional: false },
      ],
    });
    expect(tableModel(ready, 'q', []).prompt).toBe('decide');
    expect(tableModel({ ...ready, viewerPresent: false }, 'x', []).mine).toEqual([]);
    // The result of a physical game is the recorder's to write, nobody else's.
    const physical = view({
      mode: 'SCOREKEEPER',
      waitingFor: [
        { player: null, decision: 'recordResult', actions: ['endGame'], member: null, optional: false },
      ],
    });
    expect(tableModel(physical, 'c', []).prompt).toBeNull();
    expect(tableModel({ ...physical, viewerRecords: true }, 'o', []).prompt).toBe('decide');
  });

  it('lets the box or a member still in resign, with no decision pending', () => {
    expect(tableModel(view(), 'b', []).mayResign).toBe(true);
    expect(tableModel(view(), 'q', []).mayResign).toBe(true);
    expect(tableModel(view(), 'x', []).mayResign).toBe(false);
    const out = game({
      members: [
        { player: 'q', cubeValue: 1, cubeOwner: null, inGame: false, offer: null, outcome: null, log: [] },
      ] as GameView['members'],
    });
    expect(tableModel(view({ game: out }), 'q', []).mayResign).toBe(false);
    expect(tableModel(view({ game: game({ phase: 'cube' }) }), 'b', []).mayResign).toBe(false);
    expect(tableModel(view({ mode: 'SCOREKEEPER' }), 'b', []).mayResign).toBe(false);
  });

  it('in scorekeeper mode draws no board and gives nobody checker moves', () => {
    const m = tableModel(view({ mode: 'SCOREKEEPER' }), 'c', []);
    expect(m.showBoard).toBe(false);
    expect(m.moveRole).toBeNull();
  });

  it('between games: the next roles, leaving, ending the session; while gathering: the invitation', () => {
    const ready = view({ phase: 'ready', game: null, waitingFor: [], viewerCorrects: true });
    const m = tableModel(ready, 'b', []);
    expect(m.next).toEqual({ box: 'b', captain: 'c', queue: ['q'] });
    expect([m.mayLeave, m.mayEndSession, m.inviting, m.mayJoin, m.mayResign]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    const gathering = tableModel(view({ phase: 'gathering', game: null, viewerPresent: false }), 'x', []);
    expect([gathering.next, gathering.inviting, gathering.mayJoin, gathering.mayLeave]).toEqual([
      null,
      true,
      true,
      false,
    ]);
    const seating = tableModel(
      view({ phase: 'gathering', game: null, mode: 'SCOREKEEPER', viewerRecords: true }),
      'o',
      [],
    );
    expect([seating.maySeat, seating.mayJoin]).toEqual([true, false]);
    const closed = tableModel(view({ status: 'CLOSED', phase: 'closed', viewerPresent: false }), 'x', []);
    expect([closed.open, closed.mayJoin]).toEqual([false, false]);
  });
});

describe('rulesOf', () => {
  it('names the profile, the optional rules that are on, the partner rule, consultation and stake', () => {
    expect(rulesOf(options)).toEqual([
      ['profile.classic'],
      ['noPartner'],
      ['consultation.free'],
      ['stake', { stake: 1 }],
    ]);
    const all = { ...options, beaver: true, raccoon: true, beaverRefusal: true, jacoby: true };
    const more = { ...all, autoDoubles: true, autoDoublesCap: 4, partnerThreshold: 3 };
    expect(rulesOf(more).map(([key]) => key)).toEqual([
      'profile.classic',
      'beaver',
      'raccoon',
      'beaverRefusal',
      'jacoby',
      'autoDoubles',
      'partner',
      'consultation.free',
      'stake',
    ]);
    expect(rulesOf(more)[5]).toEqual(['autoDoubles', { cap: 4 }]);
  });
});

describe('signedPoints', () => {
  it('writes a gain with its sign', () => {
    expect([signedPoints(3), signedPoints(0), signedPoints(-2)]).toEqual(['+3', '0', '-2']);
  });
});
