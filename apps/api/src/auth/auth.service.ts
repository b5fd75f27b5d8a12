import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { ApiConfig, SignInLimits } from '../core/config';
import { API_CONFIG } from '../core/config.module';
import type { Viewer } from '../core/context';
import { PrismaService } from '../core/database/prisma.service';
import { SqlService } from '../core/database/sql.service';
import { badInput, DomainError, notFound } from '../core/errors/domain-error';
import type { Language } from '../core/errors/messages';
import { EVENT_BUS, EventBus } from '../core/event-bus';
// Revoked sessions' ids, published on the event bus (a sign-out, "sign out everywhere", a changed or reset
// password): every instance drops them from its cache, and their live subscriptions end (core/live-access.ts).
import { SESSION_REVOKED_TOPIC, type SessionRevoked } from '../core/live-access';
import { passwordChecks } from '../core/observability/metrics';
import type { Me } from '../users/user.model';
import { passwordVerdict, warmUpPasswordStrength } from './password-strength';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import * as attemptStore from './sign-in-attempt.store';
import * as sessionStore from './session.store';
import * as userStore from './user.store';

export const SESSION_DAYS = 30;
/** An address this account signed in from within this time is not held back by the per-e-mail limit. */
const KNOWN_ADDRESS_MS = 30 * 24 * 3600 * 1000;
/** How often a session's last use is written (a resolved session is cached for as long anyway). */
const TOUCH_EVERY_MS = 60_000;

/** Who is signing in or up: the visitor's address (core/client-address.ts) and device. */
export interface Caller {
  readonly ip: string;
  readonly userAgent: string | null;
  readonly language: Language;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;

export interface SignedIn {
  readonly token: string;
  readonly userId: string;
  readonly expiresAt: Date;
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** How long a resolved session is trusted without asking the database again. */
const SESSION_CACHE_MS = 60_000;
const SESSION_CACHE_SIZE = 20_000;

@Injectable()
export class AuthService implements OnModuleInit {
  /**
   * Every request resolves its token; the cache saves that query on the hot path. A sign-out removes the
   * session here and, through the event bus, on every other instance; `revokedIds` stops a lookup that was
   * already in flight from putting it back.
   */
  private readonly cache = new Map<string, { viewer: Viewer; until: number }>();
  private readonly revokedIds = new Map<string, number>();

  private readonly limits: SignInLimits;
  private readonly siteSecret: string | undefined;

  constructor(
    private readonly prisma: PrismaService,
    private readonly sql: SqlService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.limits = config.signInLimits;
    this.siteSecret = config.siteSecret;
  }

  async onModuleInit(): Promise<void> {
    if (!this.siteSecret)
      new Logger('auth').warn(
        "SITE_SECRET is not set: the site cannot forward its visitors' addresses, so the sign-in limits count " +
          'the whole site as one address. Set the same SITE_SECRET on the API and the site.',
      );
    await this.bus.subscribe(SESSION_REVOKED_TOPIC, (payload) => {
      for (const id of (payload as SessionRevoked).sessionIds ?? []) this.forget(id);
    });
    // Off the start-up path: the dictionaries and the dummy hash are ready before the first sign-in.
    setTimeout(() => {
      warmUpPasswordStrength();
      void dummyPasswordHash();
    }, 0).unref();
  }

  /**
   * A new account. Every attempt (accepted, or refused as EMAIL_IN_USE or WEAK_PASSWORD) takes a slot of the
   * address's sign-up limit first, before any hashing, so the EMAIL_IN_USE answer cannot test e-mails in bulk.
   */
  async signUp(
    input: { email: string; password: string; displayName: string; locale?: string | null },
    caller: Caller,
  ): Promise<SignedIn> {
    const email = normaliseEmail(input.email);
    const displayName = input.displayName.trim();
    if (!EMAIL.test(email) || email.length > 254) throw badInput('Invalid email', 'email');
    if (displayName.length < 2 || displayName.length > 40)
      throw badInput('Display name: 2 to 40 characters', 'displayName');
    const slot = await attemptStore.takeSlot(
      this.sql,
      'signUp',
      { email, ip: caller.ip },
      {
        perAddress: this.limits.signUpsPerAddress,
        perEmail: this.limits.perPair,
        since: new Date(Date.now() - this.limits.signUpWindowMs),
      },
    );
    if (!slot) throw new DomainError('TOO_MANY_SIGN_UPS');
    this.checkStrength(input.password, [email, displayName], caller.language);
    const locale = input.locale === 'en' ? 'en' : 'pt-BR';
    const passwordHash = await hashPassword(input.password);
    const userId = await userStore.createUser(this.prisma, { email, displayName, passwordHash, locale });
    if (!userId) throw new DomainError('EMAIL_IN_USE', undefined, { field: 'email' });
    await attemptStore.markSucceeded(this.sql, slot);
    return this.openSession(userId, caller.userAgent);
  }

  /** WEAK_PASSWORD with zxcvbn's reasons (in the caller's language) in `extensions.reasons`. */
  checkStrength(password: string, knownWords: string[], language: Language, field = 'password'): void {
    const verdict = passwordVerdict(password, knownWords, language);
    if (!verdict.ok)
      throw new DomainError('WEAK_PASSWORD', verdict.reasons.join(' '), { field, reasons: verdict.reasons });
  }

  /** The signed-in account. */
  async me(userId: string): Promise<Me> {
    return userStore.me(this.prisma, userId);
  }

  async updateProfile(
    userId: string,
    input: { displayName?: string | null; locale?: string | null },
  ): Promise<void> {
    const data: { displayName?: string; locale?: string } = {};
    if (input.displayName != null) data.displayName = checkDisplayName(input.displayName);
    if (input.locale != null) {
      if (input.locale !== 'pt-BR' && input.locale !== 'en')
        throw badInput('Language: pt-BR or en', 'locale');
      data.locale = input.locale;
    }
    await userStore.updateProfile(this.prisma, userId, data);
  }

  /**
   * Signs in. The attempt takes a slot of the limits atomically before any password is checked (so concurrent
   * guesses cannot exceed them); failures are counted per (e-mail, address) pair, per address and per e-mail
   * (sign-in-attempt.store.ts). An unknown e-mail is checked against a dummy hash, so it takes as long.
   */
  async signIn(input: { email: string; password: string }, caller: Caller): Promise<SignedIn> {
    const email = normaliseEmail(input.email).slice(0, 320);
    const now = Date.now();
    const slot = await attemptStore.takeSignInSlot(
      this.sql,
      { email, ip: caller.ip },
      {
        perPair: this.limits.perPair,
        perAddress: this.limits.perAddress,
        perEmail: this.limits.perEmail,
        since: new Date(now - this.limits.windowMs),
        knownSince: new Date(now - KNOWN_ADDRESS_MS),
      },
    );
    if (!slot) throw new DomainError('TOO_MANY_ATTEMPTS');
    const user = await userStore.credentialsByEmail(this.prisma, email);
    if (!(await this.checkPassword(user?.passwordHash ?? null, input.password)) || !user)
      throw new DomainError('INVALID_CREDENTIALS');
    await attemptStore.markSucceeded(this.sql, slot);
    return this.openSession(user.id, caller.userAgent);
  }

  async signOut(viewer: Viewer): Promise<void> {
    await this.announceRevoked(
      await sessionStore.revokeSessionsOf(this.sql, viewer.id, { only: viewer.sessionId }),
    );
  }

  /**
   * Changes the viewer's password: the current one must be right (a slot of the sign-in limits, as a sign-in
   * would take: a stolen session cannot guess it faster), the new one strong; every other session of the
   * member is signed out.
   */
  async changePassword(
    viewer: Viewer,
    input: { currentPassword: string; newPassword: string },
    caller: Caller,
  ): Promise<void> {
    const account = await userStore.credentialsById(this.prisma, viewer.id);
    const now = Date.now();
    const slot = await attemptStore.takeSignInSlot(
      this.sql,
      { email: account.email, ip: caller.ip },
      {
        perPair: this.limits.perPair,
        perAddress: this.limits.perAddress,
        perEmail: this.limits.perEmail,
        since: new Date(now - this.limits.windowMs),
        knownSince: new Date(now - KNOWN_ADDRESS_MS),
      },
    );
    if (!slot) throw new DomainError('TOO_MANY_ATTEMPTS');
    if (
      input.currentPassword.length > 1024 ||
      !(await this.checkPassword(account.passwordHash, input.currentPassword))
    )
      throw new DomainError('WRONG_PASSWORD', undefined, { field: 'currentPassword' });
    await attemptStore.markSucceeded(this.sql, slot);
    this.checkStrength(
      input.newPassword,
      [account.email, account.displayName],
      caller.language,
      'newPassword',
    );
    await userStore.setPasswordHash(this.prisma, viewer.id, await hashPassword(input.newPassword));
    await this.announceRevoked(
      await sessionStore.revokeSessionsOf(this.sql, viewer.id, { except: viewer.sessionId }),
    );
  }

  /** Sets a new password (a reset link was used) and signs every session of the member out. */
  async replacePassword(userId: string, newPassword: string): Promise<void> {
    await userStore.setPasswordHash(this.prisma, userId, await hashPassword(newPassword));
    await this.announceRevoked(await sessionStore.revokeSessionsOf(this.sql, userId));
  }

  /** The viewer's open sessions, each with its device and last use; `current` is the one asking. */
  async openSessions(viewer: Viewer): Promise<(sessionStore.SessionRow & { current: boolean })[]> {
    const rows = await sessionStore.openSessionsOf(this.prisma, viewer.id);
    return rows.map((row) => ({ ...row, current: row.id === viewer.sessionId }));
  }

  /** Signs one of the viewer's sessions out (NOT_FOUND when it is not an open session of theirs). */
  async signOutSession(viewer: Viewer, sessionId: string): Promise<void> {
    const ids = await sessionStore.revokeSessionsOf(this.sql, viewer.id, { only: sessionId });
    if (!ids.length) throw notFound('Session');
    await this.announceRevoked(ids);
  }

  /** Signs every session of the viewer out, this one included. */
  async signOutEverywhere(viewer: Viewer): Promise<number> {
    const ids = await sessionStore.revokeSessionsOf(this.sql, viewer.id);
    await this.announceRevoked(ids);
    return ids.length;
  }

  /** Whether `password` matches; without an account, a dummy hash is checked so that both take as long. */
  private async checkPassword(passwordHash: string | null, password: string): Promise<boolean> {
    passwordChecks.inc();
    const matches = await verifyPassword(passwordHash ?? (await dummyPasswordHash()), password);
    return matches && passwordHash !== null;
  }

  private async announceRevoked(sessionIds: string[]): Promise<void> {
    if (!sessionIds.length) return;
    for (const id of sessionIds) this.forget(id);
    const notice: SessionRevoked = { sessionIds };
    await this.bus.publish(SESSION_REVOKED_TOPIC, notice);
  }

  /** The viewer a token stands for: an open, unexpired, unrevoked session. */
  async resolveToken(token: string): Promise<Viewer | null> {
    if (token.length > 200) return null;
    const hash = tokenHash(token);
    const now = Date.now();
    const cached = this.cache.get(hash);
    if (cached && cached.until > now) return cached.viewer;
    const session = await sessionStore.openSessionByTokenHash(this.sql, hash);
    if (!session) return null;
    if (now - session.lastUsedAt.getTime() > TOUCH_EVERY_MS)
      sessionStore.touchSession(this.sql, session.id).catch(() => undefined);
    const viewer = { id: session.userId, sessionId: session.id };
    if (!this.revokedIds.has(session.id)) {
      if (this.cache.size >= SESSION_CACHE_SIZE) this.cache.clear();
      this.cache.set(hash, {
        viewer,
        until: Math.min(now + SESSION_CACHE_MS, session.expiresAt.getTime()),
      });
    }
    return viewer;
  }

  private forget(sessionId: string): void {
    const now = Date.now();
    for (const [hash, entry] of this.cache) if (entry.viewer.sessionId === sessionId) this.cache.delete(hash);
    for (const [id, until] of this.revokedIds) if (until < now) this.revokedIds.delete(id);
    this.revokedIds.set(sessionId, now + SESSION_CACHE_MS);
  }

  private async openSession(userId: string, userAgent: string | null): Promise<SignedIn> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
    await sessionStore.createSession(this.prisma, {
      userId,
      tokenHash: tokenHash(token),
      expiresAt,
      userAgent: userAgent?.slice(0, 300) || null,
    });
    return { token, userId, expiresAt };
  }
}

function checkDisplayName(name: string): string {
  const clean = name.trim();
  if (clean.length < 2 || clean.length > 40)
    throw badInput('Display name: 2 to 40 characters', 'displayName');
  return clean;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
