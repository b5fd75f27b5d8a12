import { describeResult, matchResult, sameResult } from './result';
import { errorCode, value } from './testing';

const players = ['ana', 'bia'] as const;

describe('matchResult', () => {
  it('a played match names winner and loser, score as [winner, loser]', () => {
    const r = value(matchResult(players, 7, { kind: 'played', winner: 'bia', score: [8, 3] }));
    expect(r).toEqual({ winner: 'bia', loser: 'ana', kind: 'played', score: [8, 3] });
    expect(describeResult(r)).toBe('8-3');
  });

  it('a walkover advances the other player and is recorded as such', () => {
    const r = value(matchResult(players, 7, { kind: 'walkover', absent: 'ana' }));
    expect(r).toEqual({ winner: 'bia', loser: 'ana', kind: 'walkover', score: null });
    expect(describeResult(r)).toBe('walkover');
  });

  it('a retirement advances the other player, with the score when it stopped', () => {
    const r = value(matchResult(players, 7, { kind: 'retirement', retired: 'bia', score: [2, 5] }));
    expect(r).toEqual({ winner: 'ana', loser: 'bia', kind: 'retirement', score: [2, 5] });
    expect(describeResult(r)).toBe('2-5 (retirement)');
    expect(describeResult(value(matchResult(players, 7, { kind: 'retirement', retired: 'bia' })))).toBe(
      'retirement',
    );
  });

  it('refuses a player from another match and impossible scores', () => {
    expect(errorCode(matchResult(players, 7, { kind: 'played', winner: 'cid' }))).toBe('PLAYER_NOT_IN_MATCH');
    expect(errorCode(matchResult(players, 7, { kind: 'walkover', absent: 'cid' }))).toBe(
      'PLAYER_NOT_IN_MATCH',
    );
    expect(errorCode(matchResult(players, 7, { kind: 'played', winner: 'ana', score: [6, 3] }))).toBe(
      'INVALID_SCORE',
    );
    expect(errorCode(matchResult(players, 7, { kind: 'played', winner: 'ana', score: [7, 7] }))).toBe(
      'INVALID_SCORE',
    );
    expect(errorCode(matchResult(players, 7, { kind: 'played', winner: 'ana', score: [7, -1] }))).toBe(
      'INVALID_SCORE',
    );
    expect(errorCode(matchResult(players, 7, { kind: 'retirement', retired: 'ana', score: [7, 1] }))).toBe(
      'INVALID_SCORE',
    );
  });

  it('points beyond the length still count', () => {
    expect(value(matchResult(players, 7, { kind: 'played', winner: 'ana', score: [10, 6] })).score).toEqual([
      10, 6,
    ]);
  });

  it('sameResult compares every field', () => {
    const a = value(matchResult(players, 5, { kind: 'played', winner: 'ana', score: [5, 1] }));
    expect(sameResult(a, { ...a })).toBe(true);
    expect(sameResult(a, { ...a, score: [5, 2] })).toBe(false);
    expect(sameResult(a, { ...a, score: null })).toBe(false);
  });
});
