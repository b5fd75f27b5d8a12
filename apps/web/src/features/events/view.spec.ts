import { deadEventRows, eventTypeKey, readablePayload } from './view';

describe('eventTypeKey', () => {
  it.each([
    ['match.finished', 'matchFinished'],
    ['tournament.resultChanged', 'resultChanged'],
    ['chouette.gameEnded', 'chouetteGameEnded'],
    ['ratings.recomputed', 'ratingsRecomputed'],
  ])('names %s in plain words (%s)', (type, key) => {
    expect(eventTypeKey(type)).toBe(key);
  });

  it('names a type it does not know (or an inherited property) "other"', () => {
    expect(eventTypeKey('club.renamed')).toBe('other');
    expect(eventTypeKey('toString')).toBe('other');
    expect(eventTypeKey('')).toBe('other');
  });
});

describe('readablePayload', () => {
  it('indents JSON, one field a line', () => {
    expect(readablePayload('{"sessionId":"s1","game":0}')).toBe('{\n  "sessionId": "s1",\n  "game": 0\n}');
  });

  it('shows text that is not JSON as it came', () => {
    expect(readablePayload('not json {')).toBe('not json {');
  });
});

describe('deadEventRows', () => {
  const event = {
    id: '42',
    type: 'match.finished',
    payload: '{"matchId":"m1","clubId":"c1","tournamentId":null}',
    attempts: 8,
    failedConsumer: 'ratings.rate',
    lastError: 'deadlock detected',
    createdAt: '2026-03-01T12:30:00.000Z',
  };

  it('gives each event its plain name, time, attempts, failing consumer, error and payload', () => {
    expect(deadEventRows([event])).toEqual([
      {
        id: '42',
        typeKey: 'matchFinished',
        type: 'match.finished',
        createdAt: new Date('2026-03-01T12:30:00.000Z'),
        attempts: 8,
        consumer: 'ratings.rate',
        error: 'deadlock detected',
        payload: '{\n  "matchId": "m1",\n  "clubId": "c1",\n  "tournamentId": null\n}',
      },
    ]);
  });

  it('keeps the API order (newest first) and says null for a consumer or error not recorded', () => {
    const rows = deadEventRows([
      { ...event, id: '43', failedConsumer: null, lastError: '  ' },
      { ...event, id: '42', failedConsumer: undefined, lastError: undefined },
    ]);
    expect(rows.map((r) => [r.id, r.consumer, r.error])).toEqual([
      ['43', null, null],
      ['42', null, null],
    ]);
  });

  it('is empty when nothing failed', () => {
    expect(deadEventRows([])).toEqual([]);
  });
});
