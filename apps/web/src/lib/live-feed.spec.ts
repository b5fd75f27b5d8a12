import { liveApiUrl, retryDelay, toWebSocketUrl } from './live-feed';

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

describe('retryDelay', () => {
  it('backs off from half a second to at most 13 seconds', () => {
    expect(retryDelay(0, 0)).toBe(500);
    expect(retryDelay(1, 0)).toBe(1000);
    expect(retryDelay(20, 0)).toBe(10_000);
    expect(retryDelay(20, 1)).toBe(13_000);
  });
});
