/**
 * The site's public address (PUBLIC_URL, e.g. https://gamao.example), for the links and QR codes it hands
 * out. Configured, never read from a request's Host or X-Forwarded-Host: a client sets those, and a link
 * built from them could send members to someone else's site.
 */
export function publicUrl(env: Record<string, string | undefined> = process.env): string {
  return (env.PUBLIC_URL || 'http://localhost:3000').replace(/\/+$/, '');
}

/** An absolute link to `path` (which starts with "/") on the public site. */
export function publicLink(path: string, env?: Record<string, string | undefined>): string {
  return `${publicUrl(env)}${path}`;
}
