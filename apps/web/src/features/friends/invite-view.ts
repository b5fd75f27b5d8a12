/**
 * A link to play a friend as its page shows it, pure: the settings the API sends as JSON, read defensively
 * (a link's page is public), and the address the host shares (and its QR code encodes).
 */
export interface InviteSettings {
  readonly length: number;
  readonly profile: string;
  readonly crawford: boolean;
  readonly cube: boolean;
}

const PROFILES = ['international', 'simple', 'traditional'];

export function inviteSettings(json: string): InviteSettings {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    raw = {};
  }
  const length = Number.isInteger(raw.length) && Number(raw.length) >= 0 ? Number(raw.length) : 1;
  const profile =
    typeof raw.profile === 'string' && PROFILES.includes(raw.profile) ? raw.profile : 'international';
  return { length, profile, crawford: raw.crawford !== false, cube: raw.cube !== false };
}

/** The shared address: the public site, the visitor's language, the link's path (/play/friend/<token>). */
export function friendLink(publicUrl: string, locale: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${locale}/play/friend/${encodeURIComponent(token)}`;
}
