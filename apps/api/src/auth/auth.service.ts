import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Viewer } from '../core/context';
import { PrismaService } from '../core/database/prisma.service';
import { SqlService } from '../core/database/sql.service';
import { badInput, DomainError } from '../core/errors/domain-error';
import { EVENT_BUS, EventBus } from '../core/event-bus';
import type { Me } from '../users/user.model';
import { hashPassword, isStrongPassword, verifyPassword } from './passwords';
import * as sessionStore from './session.store';
import * as userStore from './user.store';

export const SESSION_DAYS = 30;
/** Failed sign-ins allowed per email (and, ten times more, per address) in the window before refusing. */
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_IP = 50;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;

export interface SignedIn {
  readonly token: string;
  readonly userId: string;
  readonly expiresAt: Date;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** How long a resolved session is trusted without asking the database again. */
const SESSION_CACHE_MS = 60_000;
const SESSION_CACHE_SIZE = 20_000;
/** Sign-outs on any instance, so that every instance drops the session from its cache. */
const REVOKED_TOPIC = 'sessions:revoked';

@Injectable()
export class AuthService implements OnModuleInit {
  /**
   * Every request resolves its token; the cache saves that query on the hot path. A sign-out removes the
   * session here and, through the event bus, on every other instance; `revoked` stops a lookup that was
   * already in flight from putting it back.
   */
  private readonly sessions = new Map<string, { viewer: Viewer; until: number }>();
  private readonly revoked = new Map<string, number>();

  constructor(
    private readonly prisma: PrismaService,
    private readonly sql: SqlService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe(REVOKED_TOPIC, (payload) =>
      this.forget((payload as { sessionId: string }).sessionId),
    );
  }

  async signUp(input: {
    email: string;
    password: string;
    displayName: string;
    locale?: string;
  }): Promise<SignedIn> {
    const email = normaliseEmail(input.email);
    const displayName = input.displayName.trim();
    if (!EMAIL.test(email)) throw badInput('Invalid email', 'email');
    if (displayName.length < 2 || displayName.length > 40)
      throw badInput('Display name: 2 to 40 characters', 'displayName');
    if (!isStrongPassword(input.password, email))
      throw new DomainError('WEAK_PASSWORD', undefined, { field: 'password' });
    const locale = input.locale === 'en' ? 'en' : 'pt-BR';
    const passwordHash = await hashPassword(input.password);
    const userId = await userStore.createUser(this.prisma, { email, displayName, passwordHash, locale });
    if (!userId) throw new DomainError('EMAIL_IN_USE', undefined, { field: 'email' });
    return this.openSession(userId);
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

  async signIn(input: { email: string; password: string }, ip: string): Promise<SignedIn> {
    const email = normaliseEmail(input.email);
    const since = new Date(Date.now() - FAILURE_WINDOW_MS);
    const { byEmail, byIp } = await sessionStore.recentFailures(this.prisma, { email, ip, since });
    if (byEmail >= MAX_FAILURES_PER_EMAIL || byIp >= MAX_FAILURES_PER_IP)
      throw new DomainError('TOO_MANY_ATTEMPTS');
    const user = await userStore.credentialsByEmail(this.prisma, email);
    const success = user ? await verifyPassword(user.passwordHash, input.password) : false;
    await sessionStore.recordAttempt(this.prisma, { email, ip, success });
    if (!user || !success) throw new DomainError('INVALID_CREDENTIALS');
    return this.openSession(user.id);
  }

  async signOut(viewer: Viewer): Promise<void> {
    await sessionStore.revokeSession(this.prisma, viewer.sessionId);
    this.forget(viewer.sessionId);
    await this.bus.publish(REVOKED_TOPIC, { sessionId: viewer.sessionId });
  }

  /** The viewer a token stands for: an open, unexpired, unrevoked session. */
  async resolveToken(token: string): Promise<Viewer | null> {
    if (token.length > 200) return null;
    const hash = tokenHash(token);
    const now = Date.now();
    const cached = this.sessions.get(hash);
    if (cached && cached.until > now) return cached.viewer;
    const session = await sessionStore.openSessionByTokenHash(this.sql, hash);
    if (!session) return null;
    const viewer = { id: session.userId, sessionId: session.id };
    if (!this.revoked.has(session.id)) {
      if (this.sessions.size >= SESSION_CACHE_SIZE) this.sessions.clear();
      this.sessions.set(hash, {
        viewer,
        until: Math.min(now + SESSION_CACHE_MS, session.expiresAt.getTime()),
      });
    }
    return viewer;
  }

  private forget(sessionId: string): void {
    const now = Date.now();
    for (const [hash, entry] of this.sessions)
      if (entry.viewer.sessionId === sessionId) this.sessions.delete(hash);
    for (const [id, until] of this.revoked) if (until < now) this.revoked.delete(id);
    this.revoked.set(sessionId, now + SESSION_CACHE_MS);
  }

  private async openSession(userId: string): Promise<SignedIn> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
    await sessionStore.createSession(this.prisma, { userId, tokenHash: tokenHash(token), expiresAt });
    return { token, userId, expiresAt };
  }
}

function checkDisplayName(name: string): string {
  const clean = name.trim();
  if (clean.length < 2 || clean.length > 40)
    throw badInput('Display name: 2 to 40 characters', 'displayName');
  return clean;
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
