import { isLive, liveApiUrl, retryDelay, shouldReload, subscriptionRequest, toWebSocketUrl } from './live';

describe('toWebSocketUrl', () => {
  it('turns the API address into a WebSocket address', () => {
    expect(toWebSocketUrl('http://localhost:4333/graphql')).toBe('ws://localhost:4333/graphql');
    expect(toWebSocketUrl('https://api.gamao.club/graphql')).toBe('wss://api.gamao.club/graphql');
    expect(toWebSocketUrl('wss://api.gamao.club/graphql')).toBe('wss://api.gamao.club/graphql');
    expect(() => toWebSocketUrl('ftp://x/graphql')).toThrow();
  });
});

describe('liveApiUrl', () => {
  it('prefers the public address, then the server’s, then the default', () => {
    expect(
      liveApiUrl({ PUBLIC_API_URL: 'https://api.example.org/graphql', API_URL: 'http://api:3333/graphql' }),
    ).toBe('wss://api.example.org/graphql');
    expect(liveApiUrl({ API_URL: 'http://localhost:4333/graphql' })).toBe('ws://localhost:4333/graphql');
    expect(liveApiUrl({})).toBe('ws://localhost:3333/graphql');
  });
});

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

describe('retryDelay', () => {
  it('backs off from half a second to at most 13 seconds', () => {
    expect(retryDelay(0, 0)).toBe(500);
    expect(retryDelay(1, 0)).toBe(1000);
    expect(retryDelay(20, 0)).toBe(10_000);
    expect(retryDelay(20, 1)).toBe(13_000);
  });
});
