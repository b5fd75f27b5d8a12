import type { Dice } from '@gamao/engine';
import {
  type EntryOrderState,
  entryOrderResult,
  mustRollForOrder,
  recordEntryRoll,
  removeFromEntryOrder,
  startEntryOrder,
} from './entry-order';
import { errorCode, value } from './testing';

const rollAll = (s: EntryOrderState, rolls: [string, Dice][]): EntryOrderState =>
  rolls.reduce((acc, [p, d]) => value(recordEntryRoll(acc, p, d)), s);

describe('entry order (seed 000 rule 7)', () => {
  it('ranks by the total of two dice: box, captain, then the queue', () => {
    const s = rollAll(startEntryOrder(['a', 'b', 'c', 'd']), [
      ['a', [2, 3]],
      ['b', [6, 5]],
      ['c', [4, 4]],
      ['d', [1, 1]],
    ]);
    expect(entryOrderResult(s)).toEqual(['b', 'c', 'a', 'd']);
    expect(s.round).toBe(1);
    expect(s.history).toHaveLength(4);
  });

  it('waits for every player of the round', () => {
    const s = rollAll(startEntryOrder(['a', 'b', 'c']), [['a', [6, 6]]]);
    expect(entryOrderResult(s)).toBeNull();
    expect(mustRollForOrder(s)).toEqual(['b', 'c']);
  });

  it('re-rolls a tie among the tied only; the others keep their places', () => {
    let s = rollAll(startEntryOrder(['a', 'b', 'c', 'd']), [
      ['a', [4, 4]],
      ['b', [5, 3]],
      ['c', [6, 4]],
      ['d', [1, 2]],
    ]);
    expect(s.groups).toEqual([['c'], ['a', 'b'], ['d']]);
    expect(s.round).toBe(2);
    expect(mustRollForOrder(s)).toEqual(['a', 'b']);
    expect(errorCode(recordEntryRoll(s, 'c', [6, 6]))).toBe('NOT_ROLLING_FOR_ORDER');
    expect(errorCode(recordEntryRoll(s, 'd', [6, 6]))).toBe('NOT_ROLLING_FOR_ORDER');
    s = rollAll(s, [
      ['a', [1, 4]],
      ['b', [3, 6]],
    ]);
    // b's 9 beats a's 5, but neither passes c (10 in round 1) nor falls below d (3).
    expect(entryOrderResult(s)).toEqual(['c', 'b', 'a', 'd']);
    expect(s.history.map((r) => r.round)).toEqual([1, 1, 1, 1, 2, 2]);
  });

  it('keeps re-rolling a three-way tie until it is broken, round after round', () => {
    let s = rollAll(startEntryOrder(['a', 'b', 'c']), [
      ['a', [3, 4]],
      ['b', [5, 2]],
      ['c', [6, 1]],
    ]);
    expect(s.groups).toEqual([['a', 'b', 'c']]);
    s = rollAll(s, [
      ['a', [3, 3]],
      ['b', [2, 4]],
      ['c', [1, 1]],
    ]);
    expect(s.groups).toEqual([['a', 'b'], ['c']]);
    expect(mustRollForOrder(s)).toEqual(['a', 'b']);
    s = rollAll(s, [
      ['a', [1, 2]],
      ['b', [5, 5]],
    ]);
    expect(entryOrderResult(s)).toEqual(['b', 'a', 'c']);
    expect(s.round).toBe(3);
  });

  it('resolves two separate ties in the same round', () => {
    let s = rollAll(startEntryOrder(['a', 'b', 'c', 'd']), [
      ['a', [5, 4]],
      ['b', [6, 3]],
      ['c', [2, 3]],
      ['d', [1, 4]],
    ]);
    expect(s.groups).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    s = rollAll(s, [
      ['d', [6, 6]],
      ['a', [1, 1]],
      ['c', [2, 1]],
      ['b', [2, 2]],
    ]);
    expect(entryOrderResult(s)).toEqual(['b', 'a', 'd', 'c']);
  });

  it('refuses a second roll in a round and unknown players', () => {
    const s = rollAll(startEntryOrder(['a', 'b', 'c']), [['a', [1, 2]]]);
    expect(errorCode(recordEntryRoll(s, 'a', [6, 6]))).toBe('ALREADY_ROLLED_FOR_ORDER');
    expect(errorCode(recordEntryRoll(s, 'z', [6, 6]))).toBe('NOT_PRESENT');
    const done = rollAll(s, [
      ['b', [3, 3]],
      ['c', [6, 6]],
    ]);
    expect(errorCode(recordEntryRoll(done, 'a', [6, 6]))).toBe('NOT_SEATING');
  });

  it('lets a player leave during the roll: a lone tied player is placed, a complete round closes', () => {
    let s = rollAll(startEntryOrder(['a', 'b', 'c']), [
      ['a', [4, 4]],
      ['b', [5, 3]],
      ['c', [1, 1]],
    ]);
    s = removeFromEntryOrder(s, 'b');
    expect(entryOrderResult(s)).toEqual(['a', 'c']);
    let t = rollAll(startEntryOrder(['a', 'b', 'c', 'd']), [
      ['a', [1, 1]],
      ['b', [6, 6]],
      ['c', [3, 3]],
    ]);
    t = removeFromEntryOrder(t, 'd');
    expect(entryOrderResult(t)).toEqual(['b', 'c', 'a']);
  });
});
