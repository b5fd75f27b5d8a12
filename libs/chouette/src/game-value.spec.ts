import { type GameKind, boardFrom, scoreResignation, traditionalRows } from '@gamao/engine';
import {
  KIND_VALUES,
  boardOutcome,
  checkRecordedResult,
  chouetteScoringRules,
  kindValue,
  recordedOutcome,
} from './game-value';
import { type MemberState, memberCubeAction, memberCubeOptions, newMember } from './member-cube';
import { type ChouetteOptions, DEFAULT_CHOUETTE_OPTIONS } from './options';
import { errorCode, value } from './testing';
import { BOX_SIDE, TEAM_SIDE } from './types';

const o = (p: Partial<ChouetteOptions> = {}): ChouetteOptions => ({ ...DEFAULT_CHOUETTE_OPTIONS, ...p });

/** A member whose cube was turned: the box doubled to 2 and the member took. */
const turned = (player: string): MemberState => {
  const opts = memberCubeOptions(o());
  return value(
    memberCubeAction(value(memberCubeAction(newMember(player), 'box', 'double', opts)), 'team', 'take', opts),
  );
};

describe('game value per member (seed 000 rule 6)', () => {
  const gammonForTeam = boardFrom({ 6: 15 }, {});
  const backgammonForTeam = boardFrom({ 24: 1, 6: 14 }, {});
  const singleForBox = boardFrom({}, { 3: 10 });

  it('each member wins or loses the game value times their own cube', () => {
    expect(boardOutcome(newMember('b'), gammonForTeam, TEAM_SIDE, false, o())).toEqual({
      points: 2,
      reason: 'game',
      conceded: null,
      kind: 'gammon',
    });
    expect(boardOutcome(turned('c'), gammonForTeam, TEAM_SIDE, false, o()).points).toBe(4);
    expect(boardOutcome(turned('c'), backgammonForTeam, TEAM_SIDE, false, o()).points).toBe(6);
    expect(boardOutcome(turned('c'), singleForBox, BOX_SIDE, false, o()).points).toBe(-2);
    expect(boardOutcome(newMember('b', 4), singleForBox, BOX_SIDE, false, o()).points).toBe(-4);
  });

  it('Jacoby applies per member cube: only a turned cube counts the gammon', () => {
    const jacoby = o({ jacoby: true });
    expect(boardOutcome(newMember('b'), gammonForTeam, TEAM_SIDE, false, jacoby)).toMatchObject({
      points: 1,
      kind: 'single',
    });
    expect(boardOutcome(turned('c'), gammonForTeam, TEAM_SIDE, false, jacoby)).toMatchObject({
      points: 4,
      kind: 'gammon',
    });
    // Automatic doubles do not turn a cube.
    expect(boardOutcome(newMember('d', 2), gammonForTeam, TEAM_SIDE, false, jacoby).points).toBe(2);
  });

  it('scores the traditional and simple profiles with the engine', () => {
    expect(
      boardOutcome(
        newMember('b', 2),
        boardFrom({ 8: 1, 6: 14 }, {}),
        TEAM_SIDE,
        true,
        o({ profile: 'traditional' }),
      ),
    ).toMatchObject({
      points: 8,
      kind: 'gamaoCantado',
    });
    const simple = o({ profile: 'simple' });
    expect(boardOutcome(newMember('b'), backgammonForTeam, TEAM_SIDE, false, simple).points).toBe(1);
  });

  it('the kind table agrees with the engine', () => {
    for (const kind of ['single', 'gammon', 'backgammon'] as const) {
      expect(kindValue(kind, o())).toBe(value(scoreResignation(kind, 1, chouetteScoringRules(o()))).base);
    }
    const rows = [
      ...traditionalRows(boardFrom({ 25: 1, 6: 14 }, {}), 1, true, 5),
      ...traditionalRows(boardFrom({ 6: 15 }, {}), 1, true, 5),
    ];
    const trad = o({ profile: 'traditional', triploPoints: 5 });
    for (const row of rows) expect(kindValue(row.kind, trad)).toBe(row.base);
    expect(new Set(rows.map((r) => r.kind))).toEqual(
      new Set([...Object.keys(KIND_VALUES.traditional), 'triplo'] as GameKind[]),
    );
    expect(kindValue('triplo', o({ profile: 'traditional' }))).toBeNull();
    expect(kindValue('cantada', o())).toBeNull();
    expect(kindValue('gammon', o({ profile: 'simple' }))).toBeNull();
  });

  it('recorded results: the kind value times the cube, Jacoby per cube; an explicit base is taken as is', () => {
    const jacoby = o({ jacoby: true });
    expect(recordedOutcome(newMember('b'), { winner: 'team', kind: 'gammon' }, jacoby)).toMatchObject({
      points: 1,
      kind: 'single',
    });
    expect(recordedOutcome(turned('c'), { winner: 'box', kind: 'backgammon' }, jacoby)).toMatchObject({
      points: -6,
      kind: 'backgammon',
    });
    expect(recordedOutcome(turned('c'), { winner: 'team', base: 3 }, jacoby).points).toBe(6);
    expect(recordedOutcome(newMember('b'), { winner: 'box' }, o()).points).toBe(-1);
    expect(
      recordedOutcome(
        newMember('b', 4),
        { winner: 'team', kind: 'gamaoDosDeuses' },
        o({ profile: 'traditional' }),
      ).points,
    ).toBe(40);
  });

  it('checks recorded results against the profile', () => {
    expect(errorCode(checkRecordedResult({ winner: 'team', kind: 'cantada' }, o()))).toBe('INVALID_RESULT');
    expect(errorCode(checkRecordedResult({ winner: 'team', base: 0 }, o()))).toBe('INVALID_RESULT');
    expect(errorCode(checkRecordedResult({ winner: 'team', base: 1.5 }, o()))).toBe('INVALID_RESULT');
    expect(errorCode(checkRecordedResult({ winner: 'team', base: 2 }, o({ profile: 'simple' })))).toBe(
      'INVALID_RESULT',
    );
    expect(value(checkRecordedResult({ winner: 'box', kind: 'backgammon' }, o()))).toBe(true);
  });
});
