import {
  apiOrigins,
  contentSecurityPolicy,
  newNonce,
  securityHeaders,
  servedOverHttps,
} from './security-headers';

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name, values];
    }),
  );

describe('security headers', () => {
  it('makes a new 128-bit nonce each time', () => {
    const a = newNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });

  it("allows only the request's nonce for scripts, and nothing frames the site", () => {
    const csp = directives(
      contentSecurityPolicy({ nonce: 'abc', env: { API_URL: 'http://localhost:4333/graphql' } }),
    );
    expect(csp['script-src']).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['img-src']).toContain('data:');
    expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:4333', 'ws://localhost:4333']);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
  });

  it('talks to the public API address over https and wss, and upgrades requests over https', () => {
    const csp = directives(
      contentSecurityPolicy({
        nonce: 'n',
        env: { API_URL: 'http://api:3333/graphql', PUBLIC_API_URL: 'https://api.gamao.example/graphql' },
        https: true,
      }),
    );
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.gamao.example', 'wss://api.gamao.example']);
    expect(csp['upgrade-insecure-requests']).toEqual([]);
    expect(apiOrigins({})).toEqual(['http://localhost:3333', 'ws://localhost:3333']);
  });

  it("lets next dev's fast refresh evaluate code, never a production build", () => {
    const dev = directives(contentSecurityPolicy({ nonce: 'n', env: {}, development: true }));
    expect(dev['script-src']).toContain("'unsafe-eval'");
  });

  it('sends HSTS only over https', () => {
    expect(securityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/);
    const always = securityHeaders({ https: false });
    expect(always['X-Content-Type-Options']).toBe('nosniff');
    expect(always['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(always['Permissions-Policy']).toContain('camera=()');
    expect(always['Permissions-Policy']).toContain('microphone=()');
    expect(always['Permissions-Policy']).toContain('geolocation=()');
  });

  it('knows https from the URL or the proxy in front', () => {
    expect(servedOverHttps('https://gamao.example/pt-BR', null)).toBe(true);
    expect(servedOverHttps('http://web:3000/pt-BR', 'https')).toBe(true);
    expect(servedOverHttps('http://web:3000/pt-BR', 'https, http')).toBe(true);
    expect(servedOverHttps('http://localhost:4000/pt-BR', null)).toBe(false);
    expect(servedOverHttps('http://localhost:4000/pt-BR', 'http')).toBe(false);
  });
});
