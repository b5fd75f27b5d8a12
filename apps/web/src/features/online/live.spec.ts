import { isLive, mayBeAnnulled, shouldReload, subscriptionRequest } from './live';

describe('subscriptionRequest', () => {
  it('asks, at every (re)subscription, for the events after the latest seq the board has', () => {
    let seq = 4;
    const request = subscriptionRequest('m1', () => seq);
    expect(JSON.parse(JSON.stringify(request)).variables).toEqual({ matchId: 'm1', afterSeq: 4 });
    seq = 9;
    expect(JSON.parse(JSON.stringify(request)).variables).toEqual({ matchId: 'm1', afterSeq: 9 });
    expect(request.query).toContain('matchUpdated(matchId: $matchId, afterSeq: $afterSeq)');
  });
});

describe('shouldReload', () => {
  it('reloads for a later action or a new status, not for what the board already shows', () => {
    expect(shouldReload({ seq: 3, status: 'ACTIVE' }, { seq: 4, status: 'ACTIVE' })).toBe(true);
    expect(shouldReload({ seq: 3, status: 'ACTIVE' }, { seq: 3, status: 'ACTIVE' })).toBe(false);
    expect(shouldReload({ seq: 5, status: 'ACTIVE' }, { seq: 4, status: 'ACTIVE' })).toBe(false);
    expect(shouldReload({ seq: 0, status: 'CHALLENGED' }, { seq: 0, status: 'ACTIVE' })).toBe(true);
  });
});

describe('isLive', () => {
  it('keeps a connection only while the match can change', () => {
    expect(isLive('ACTIVE')).toBe(true);
    expect(isLive('CHALLENGED')).toBe(true);
    expect(isLive('FINISHED')).toBe(false);
    expect(isLive('DECLINED')).toBe(false);
  });
});

describe('mayBeAnnulled', () => {
  it('keeps listening to a match lost on time or by abandonment, which a director may annul', () => {
    expect(mayBeAnnulled({ status: 'FINISHED', resultSource: 'TIMEOUT' })).toBe(true);
    expect(mayBeAnnulled({ status: 'FINISHED', resultSource: 'FORFEIT' })).toBe(true);
    expect(mayBeAnnulled({ status: 'FINISHED', resultSource: 'PLAYED' })).toBe(false);
    expect(mayBeAnnulled({ status: 'FINISHED', resultSource: null })).toBe(false);
    expect(mayBeAnnulled({ status: 'ACTIVE', resultSource: 'TIMEOUT' })).toBe(false);
  });
});
