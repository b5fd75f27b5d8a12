import type { ChouetteAction, SheetEditAction } from './actions';
import { type ChouetteState, applyChouetteAction, chouetteLedger, chouetteSettlement } from './chouette';
import type { ScoreEdit } from './score-edits';
import { applySheetEdit, sessionSheet, sheetMarks } from './sheet';
import { errorCode, run, scorekeeperGame, value } from './testing';

/**
 * Game 0: box 'box', captain 'cap', members m2 and m3; m2 doubles, the box takes; the box wins a single:
 * cap -1, m2 -2, m3 -1, box +4. Game 1: the line rotated (cap is the box); the team wins a single.
 */
function session(): ChouetteState {
  return run(
    scorekeeperGame(['box', 'cap', 'm2', 'm3'], {}),
    { type: 'double', player: 'm2' },
    { type: 'boxAnswer', player: 'box', member: 'm2', answer: 'take' },
    { type: 'endGame', winner: 'box' },
    { type: 'startGame' },
    { type: 'endGame', winner: 'team' },
  );
}
const edit = (e: ScoreEdit, reason = 'written wrong'): SheetEditAction => ({
  type: 'sheetEdit',
  by: 'org',
  reason,
  edit: e,
});
const sum = (p: Readonly<Record<string, number>>) => Object.values(p).reduce((a, b) => a + b, 0);
const totals = (s: ChouetteState) => chouetteLedger(s).totals;

describe('house rule: the session’s score sheet, edited in the log', () => {
  it('a cube 2 -> 4: m2 -4, the box +6, one correction of the difference; everything sums to zero', () => {
    const s0 = session();
    expect(chouetteLedger(s0).games[0].net).toEqual({ box: 4, cap: -1, m2: -2, m3: -1 });
    expect(totals(s0)).toEqual({ box: 1, cap: 0, m2: -1, m3: 0 });
    const s = run(s0, edit({ kind: 'cube', game: 0, member: 'm2', value: 4, owner: 'box' }));
    const ledger = chouetteLedger(s);
    expect(ledger.games[0].net).toEqual({ box: 6, cap: -1, m2: -4, m3: -1 });
    expect(ledger.games[0].corrections).toEqual([
      {
        seq: s.actionCount,
        game: 0,
        by: 'org',
        reason: 'written wrong',
        delta: { box: 2, m2: -2 },
        edit: 'cube',
      },
    ]);
    expect(ledger.totals).toEqual({ box: 3, cap: 0, m2: -3, m3: 0 });
    expect(sum(ledger.totals)).toBe(0);
    expect(chouetteSettlement(s).ok).toBe(true);
    // The sheet shows the cube as set; a second edit scales from it (4 -> 8: m2 -8).
    expect(sessionSheet(s, 'org').games[0].members.find((m) => m.player === 'm2')).toEqual({
      player: 'm2',
      cube: 4,
      owner: 'box',
      points: -4,
    });
    const s2 = run(s, edit({ kind: 'cube', game: 0, member: 'm2', value: 8, owner: 'box' }));
    expect(chouetteLedger(s2).games[0].net).toEqual({ box: 10, cap: -1, m2: -8, m3: -1 });
  });

  it('the outcome tells the audit chain what was and what is', () => {
    const out = value(
      applySheetEdit(session(), {
        type: 'sheetEdit',
        by: 'director',
        reason: 'redoubled',
        edit: { kind: 'cube', game: 0, member: 'm2', value: 4, owner: 'member' },
      }),
    );
    expect(out).toMatchObject({
      kind: 'cube',
      game: 0,
      delta: { box: 2, m2: -2 },
      before: { member: { player: 'm2', cube: 2, owner: 'box', points: -2 }, points: { box: 4, m2: -2 } },
      after: { member: { player: 'm2', cube: 4, owner: 'member', points: -4 }, points: { box: 6, m2: -4 } },
    });
  });

  it('an owner alone moves no points: the sheet keeps it, no correction', () => {
    const s = run(session(), edit({ kind: 'cube', game: 0, member: 'm2', value: 2, owner: 'member' }));
    expect(s.corrections).toEqual([]);
    expect(sheetMarks(s).cubes).toEqual([{ game: 0, player: 'm2', cube: 2, owner: 'member', points: -2 }]);
    expect(sheetMarks(s).edits).toEqual([
      { seq: s.actionCount, kind: 'cube', by: 'org', reason: 'written wrong', game: 0 },
    ]);
  });

  it('deleting the last game takes its points back (its corrections too) and it leaves the sheet', () => {
    const s0 = session();
    expect(chouetteLedger(s0).games[1].net).toEqual({ box: -3, cap: 1, m2: 1, m3: 1 });
    let s = run(s0, {
      type: 'correction',
      by: 'org',
      game: 1,
      reason: 'a point to m3',
      delta: { m2: -1, m3: 1 },
    });
    s = run(s, edit({ kind: 'break', after: 1 }, 'dinner'), edit({ kind: 'deleteLast' }, 'entered twice'));
    const ledger = chouetteLedger(s);
    expect(ledger.games[1].net).toEqual({ box: 0, cap: 0, m2: 0, m3: 0 });
    expect(ledger.games[1].corrections.at(-1)).toMatchObject({
      edit: 'deleteLast',
      delta: { box: 3, cap: -1, m3: -2 },
    });
    expect(ledger.totals).toEqual(chouetteLedger(s0).games[0].totals);
    expect(sessionSheet(s, 'org').games.map((g) => g.index)).toEqual([0]);
    expect(sheetMarks(s)).toMatchObject({ deleted: [1], breaks: [] });
    // It is gone: no correction of it, and the next delete takes game 0.
    expect(
      errorCode(applySheetEdit(s, edit({ kind: 'cube', game: 1, member: 'm2', value: 2, owner: 'box' }))),
    ).toBe('UNKNOWN_GAME');
    s = run(s, edit({ kind: 'deleteLast' }, 'no game tonight'));
    expect(sum(totals(s))).toBe(0);
    expect(Object.values(totals(s)).every((v) => v === 0)).toBe(true);
    expect(errorCode(applySheetEdit(s, edit({ kind: 'deleteLast' })))).toBe('UNKNOWN_GAME');
  });

  it('refuses a correction of a deleted game', () => {
    const s = run(session(), edit({ kind: 'deleteLast' }));
    const refused = applyChouetteAction(s, {
      type: 'correction',
      by: 'org',
      game: 1,
      reason: 'r',
      delta: { m2: -1, m3: 1 },
    });
    expect(errorCode(refused)).toBe('UNKNOWN_GAME');
    expect(errorCode(applySheetEdit(s, edit({ kind: 'score', game: 1, member: 'm2', points: 3 })))).toBe(
      'UNKNOWN_GAME',
    );
  });

  it('reorders the columns, marks and takes away a break; a later player joins at the end', () => {
    let s = run(session(), edit({ kind: 'reorder', players: ['m3', 'm2', 'cap', 'box'] }, 'seat order'));
    expect(sessionSheet(s, 'org').players).toEqual(['m3', 'm2', 'cap', 'box']);
    s = run(s, edit({ kind: 'break', after: 0 }, 'dinner'));
    expect(sessionSheet(s, 'org').breaks).toEqual([0]);
    s = run(s, { type: 'join', player: 'late' });
    expect(sessionSheet(s, 'org').players).toEqual(['m3', 'm2', 'cap', 'box', 'late']);
    s = run(s, edit({ kind: 'unbreak', after: 0 }, 'marked by mistake'));
    expect(sessionSheet(s, 'org').breaks).toEqual([]);
    expect(s.corrections).toEqual([]);
    expect(sheetMarks(s).edits.map((e) => [e.kind, e.game])).toEqual([
      ['reorder', null],
      ['break', 0],
      ['unbreak', 0],
    ]);
  });

  it('is plain JSON: the stored state reads back the same', () => {
    const actions: ChouetteAction[] = [
      edit({ kind: 'cube', game: 0, member: 'm2', value: 4, owner: 'box' }),
      edit({ kind: 'reorder', players: ['m3', 'm2', 'cap', 'box'] }),
      edit({ kind: 'deleteLast' }),
    ];
    const s = run(session(), ...actions);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(sheetMarks(s).order).toEqual(['m3', 'm2', 'cap', 'box']);
  });

  it.each<[string, unknown, string]>([
    [
      'no reason',
      { type: 'sheetEdit', by: 'org', reason: ' ', edit: { kind: 'deleteLast' } },
      'EDIT_REASON_REQUIRED',
    ],
    [
      'an unknown kind',
      { type: 'sheetEdit', by: 'org', reason: 'r', edit: { kind: 'undo' } },
      'INVALID_EDIT',
    ],
    ['no editor', { type: 'sheetEdit', by: '', reason: 'r', edit: { kind: 'deleteLast' } }, 'INVALID_EDIT'],
    [
      'a cube of 3',
      {
        type: 'sheetEdit',
        by: 'org',
        reason: 'r',
        edit: { kind: 'cube', game: 0, member: 'm2', value: 3, owner: 'box' },
      },
      'INVALID_EDIT',
    ],
    [
      'a game not played',
      {
        type: 'sheetEdit',
        by: 'org',
        reason: 'r',
        edit: { kind: 'cube', game: 5, member: 'm2', value: 4, owner: 'box' },
      },
      'UNKNOWN_GAME',
    ],
    [
      'an order that is not a permutation',
      {
        type: 'sheetEdit',
        by: 'org',
        reason: 'r',
        edit: { kind: 'reorder', players: ['box', 'box', 'm2', 'm3'] },
      },
      'INVALID_EDIT',
    ],
    [
      'a break not marked',
      { type: 'sheetEdit', by: 'org', reason: 'r', edit: { kind: 'unbreak', after: 0 } },
      'INVALID_EDIT',
    ],
    [
      'a break after no game',
      { type: 'sheetEdit', by: 'org', reason: 'r', edit: { kind: 'break', after: 7 } },
      'UNKNOWN_GAME',
    ],
  ])('refuses %s, and the session is unchanged', (_why, action, code) => {
    const s = session();
    expect(errorCode(applyChouetteAction(s, action as ChouetteAction))).toBe(code);
    expect(s).toEqual(session());
  });

  it('refuses deleting when the sheet has no game', () => {
    const s = scorekeeperGame(['box', 'cap', 'm2'], {});
    expect(errorCode(applyChouetteAction(s, edit({ kind: 'deleteLast' })))).toBe('UNKNOWN_GAME');
  });
});
