import { visitorAddress, visitorHeaders } from './visitor';

describe('the visitor the site calls the API for', () => {
  it('takes the address Next.js or the trusted proxy wrote, never one a client put before it', () => {
    expect(visitorAddress('203.0.113.7', 0)).toBe('203.0.113.7');
    // Behind one proxy: the client's own header comes first, the proxy appends the real address.
    expect(visitorAddress('1.2.3.4, 203.0.113.7', 1)).toBe('1.2.3.4');
    expect(visitorAddress('6.6.6.6, 1.2.3.4, 203.0.113.7', 1)).toBe('1.2.3.4');
    expect(visitorAddress('::ffff:127.0.0.1', 0)).toBe('::ffff:127.0.0.1');
    expect(visitorAddress('203.0.113.7', 1)).toBe('203.0.113.7');
    expect(visitorAddress(null, 0)).toBeNull();
    expect(visitorAddress('not an address', 0)).toBeNull();
  });

  it('sends the address only with the shared secret, and the browser always', () => {
    const request = { forwardedFor: '203.0.113.7', userAgent: 'Firefox' };
    expect(visitorHeaders(request, {})).toEqual({ 'user-agent': 'Firefox' });
    expect(visitorHeaders(request, { SITE_SECRET: 's3cret' })).toEqual({
      'user-agent': 'Firefox',
      'x-gamao-client-ip': '203.0.113.7',
      'x-gamao-site-secret': 's3cret',
    });
  });
});
