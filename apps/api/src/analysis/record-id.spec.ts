import { analysisSubjectOf, parseRecordId, recordIdOf, recordIdOfSubject } from './record-id';

const UUID = '0b6f2c3e-8d1a-4f5b-9c2d-7e8f9a0b1c2d';

describe('record ids', () => {
  it('reads the three kinds and writes them back', () => {
    expect(parseRecordId(`m:${UUID}`)).toEqual({ kind: 'match', matchId: UUID });
    expect(parseRecordId(`i:${UUID}`)).toEqual({ kind: 'imported', importedId: UUID });
    expect(parseRecordId(`c:${UUID}:3`)).toEqual({ kind: 'chouette', sessionId: UUID, game: 3 });
    for (const id of [`m:${UUID}`, `i:${UUID}`, `c:${UUID}:12`])
      expect(recordIdOf(parseRecordId(id)!)).toBe(id);
  });

  it('lower-cases the uuid, so one record has one id', () => {
    expect(recordIdOf(parseRecordId(`m:${UUID.toUpperCase()}`)!)).toBe(`m:${UUID}`);
  });

  it('refuses anything else', () => {
    for (const id of [
      '',
      UUID,
      `x:${UUID}`,
      `m:${UUID}:1`,
      `c:${UUID}`,
      `c:${UUID}:0`,
      `c:${UUID}:01`,
      `c:${UUID}:1234567`,
      `m:${UUID.slice(1)}`,
      `m: ${UUID}`,
      `m:${UUID}\n`,
      'm:' + 'a'.repeat(5000),
    ])
      expect(parseRecordId(id)).toBeNull();
  });

  it('names the analysis subject, and back', () => {
    expect(analysisSubjectOf({ kind: 'chouette', sessionId: UUID, game: 2 })).toEqual({
      subjectKind: 'CHOUETTE_GAME',
      subjectId: `${UUID}:2`,
    });
    expect(recordIdOfSubject('CHOUETTE_GAME', `${UUID}:2`)).toBe(`c:${UUID}:2`);
    expect(recordIdOfSubject('MATCH', UUID)).toBe(`m:${UUID}`);
    expect(recordIdOfSubject('IMPORTED', UUID)).toBe(`i:${UUID}`);
  });
});
