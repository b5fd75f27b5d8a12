import { chouetteLedger } from './chouette';
import { applyScoreEdit, type ScoreEdit, type ScoreSheet, sheetFromLedger } from './score-edits';
import { errorCode, run, scorekeeperGame, value } from './testing';

function sheet(): ScoreSheet {
  const s = run(
    scorekeeperGame(['box', 'cap', 'm2', 'm3'], {}),
    { type: 'double', player: 'm2' },
    { type: 'boxAnswer', player: 'box', member: 'm2', answer: 'take' },
    { type: 'endGame', winner: 'box' },
    { type: 'startGame' },
    { type: 'endGame', winner: 'team' },
  );
  return sheetFromLedger(chouetteLedger(s), 'org', ['director']);
}
const total = (p: Readonly<Record<string, number>>) => Object.values(p).reduce((a, b) => a + b, 0);

describe('house rule: scorekeeper edits, audited', () => {
  it('reads the ledger: game 0 has m2’s cube at 2, the box’s', () => {
    expect(sheet().games[0].members.find((m) => m.player === 'm2')).toEqual({
      player: 'm2',
      cube: 2,
      owner: 'box',
      points: -2,
    });
    expect(sheet().games[0].points).toEqual({ box: 4, cap: -1, m2: -2, m3: -1 });
  });

  it('edits a score: the box side follows and the game still sums to zero', () => {
    const r = value(
      applyScoreEdit(
        sheet(),
        { kind: 'score', game: 0, member: 'cap', points: -2 },
        'org',
        'a gammon, not a single',
      ),
    );
    expect(r.sheet.games[0].points).toEqual({ box: 5, cap: -2, m2: -2, m3: -1 });
    expect(total(r.sheet.games[0].points)).toBe(0);
    expect(r.audit).toMatchObject({ by: 'org', reason: 'a gammon, not a single' });
    expect((r.audit.before as { points: unknown }).points).toEqual({ box: 4, cap: -1, m2: -2, m3: -1 });
  });

  it('edits a cube value and owner: the points scale with the value', () => {
    const r = value(
      applyScoreEdit(
        sheet(),
        { kind: 'cube', game: 0, member: 'm2', value: 4, owner: 'member' },
        'director',
        'redoubled',
      ),
    );
    expect(r.sheet.games[0].members[1]).toEqual({ player: 'm2', cube: 4, owner: 'member', points: -4 });
    expect(r.sheet.games[0].points.box).toBe(6);
  });

  it('reorders players, deletes the last game, marks a break', () => {
    let sh = value(
      applyScoreEdit(sheet(), { kind: 'reorder', players: ['m3', 'm2', 'cap', 'box'] }, 'org', 'seat order'),
    ).sheet;
    expect(sh.players).toEqual(['m3', 'm2', 'cap', 'box']);
    sh = value(applyScoreEdit(sh, { kind: 'break', after: 0 }, 'org', 'dinner')).sheet;
    expect(sh.breaks).toEqual([0]);
    sh = value(applyScoreEdit(sh, { kind: 'deleteLast' }, 'org', 'entered twice')).sheet;
    expect(sh.games.map((g) => g.index)).toEqual([0]);
  });

  it.each<[string, ScoreEdit, string, string, string]>([
    ['a caller without the right', { kind: 'deleteLast' }, 'cap', 'x', 'NOT_SCOREKEEPER'],
    ['no reason', { kind: 'deleteLast' }, 'org', '  ', 'EDIT_REASON_REQUIRED'],
    ['an unknown game', { kind: 'score', game: 9, member: 'cap', points: 1 }, 'org', 'r', 'UNKNOWN_GAME'],
    ['the box as a member', { kind: 'score', game: 0, member: 'box', points: 1 }, 'org', 'r', 'INVALID_EDIT'],
    ['half a point', { kind: 'score', game: 0, member: 'cap', points: 0.5 }, 'org', 'r', 'INVALID_EDIT'],
    [
      'a cube of 3',
      { kind: 'cube', game: 0, member: 'cap', value: 3, owner: 'box' },
      'org',
      'r',
      'INVALID_EDIT',
    ],
    ['an order missing a player', { kind: 'reorder', players: ['box', 'cap'] }, 'org', 'r', 'INVALID_EDIT'],
    ['a break after no game', { kind: 'break', after: 9 }, 'org', 'r', 'UNKNOWN_GAME'],
  ])('refuses %s, and the sheet is unchanged', (_why, edit, by, reason, code) => {
    const before = sheet();
    expect(errorCode(applyScoreEdit(before, edit, by, reason))).toBe(code);
    expect(before).toEqual(sheet());
  });
});
