import { chouetteRecordId, recordHome, replayHref } from './record-links';

describe('record links', () => {
  it('encodes the record id in the replay address, with the step', () => {
    expect(replayHref('m:0d4c1a52-7f44-4a0e-9a51-2b7f2f0a1b11', 12)).toBe(
      '/replay/m%3A0d4c1a52-7f44-4a0e-9a51-2b7f2f0a1b11?at=12',
    );
    expect(replayHref(chouetteRecordId('0d4c1a52-7f44-4a0e-9a51-2b7f2f0a1b11', 3))).toBe(
      '/replay/c%3A0d4c1a52-7f44-4a0e-9a51-2b7f2f0a1b11%3A3',
    );
  });

  it('goes back to where the record was played', () => {
    const id = '0d4c1a52-7f44-4a0e-9a51-2b7f2f0a1b11';
    expect(recordHome({ id: `m:${id}`, kind: 'ONLINE', clubId: 'c1' })).toBe(`/play/online/${id}`);
    expect(recordHome({ id: `m:${id}`, kind: 'TOURNAMENT', clubId: 'c1', tournamentId: 't1' })).toBe(
      '/tournaments/t1',
    );
    expect(recordHome({ id: `c:${id}:2`, kind: 'CHOUETTE', clubId: 'c1' })).toBe(`/chouette/${id}`);
    expect(recordHome({ id: `i:${id}`, kind: 'IMPORTED', clubId: 'c1' })).toBe('/clubs/c1');
  });
});
