import type { StoredMatch } from './match.store';
import { RecentMatches } from './recent-matches';

const match = (fields: Partial<StoredMatch>) =>
  ({ id: 'm1', lastSeq: 3, status: 'ACTIVE', timeControl: null, ...fields }) as StoredMatch;

describe('RecentMatches', () => {
  it('serves a kept match only at the sequence number it was kept at, and only for a while', () => {
    const recent = new RecentMatches();
    recent.keep(match({}), 1_000);
    expect(recent.at('m1', 3, 1_000)?.lastSeq).toBe(3);
    expect(recent.at('m1', 2, 1_000)).toBeNull();
    expect(recent.at('m1', 4, 1_000)).toBeNull();
    expect(recent.at('m1', 3, 1_000 + 30_001)).toBeNull();
    recent.forget('m1');
    expect(recent.at('m1', 3, 1_000)).toBeNull();
  });

  it('keeps neither a match with a clock, nor one that is over, nor one before its first roll', () => {
    const recent = new RecentMatches();
    recent.keep(match({ timeControl: {} as StoredMatch['timeControl'] }), 0);
    recent.keep(match({ id: 'm2', status: 'FINISHED' }), 0);
    recent.keep(match({ id: 'm3', lastSeq: 0 }), 0);
    expect(recent.at('m1', 3, 0)).toBeNull();
    expect(recent.at('m2', 3, 0)).toBeNull();
    expect(recent.at('m3', 0, 0)).toBeNull();
  });

  it('drops what it kept when a later append ends the match', () => {
    const recent = new RecentMatches();
    recent.keep(match({}), 0);
    recent.keep(match({ lastSeq: 4, status: 'FINISHED' }), 0);
    expect(recent.at('m1', 3, 0)).toBeNull();
    expect(recent.at('m1', 4, 0)).toBeNull();
  });
});
