import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ApiConfig } from '../core/config';
import { API_CONFIG } from '../core/config.module';
import { PrismaService } from '../core/database/prisma.service';
import { SqlService } from '../core/database/sql.service';
import { DomainError } from '../core/errors/domain-error';
import { Mailer } from '../core/mail';
import { AuthService, Caller, normaliseEmail, tokenHash } from './auth.service';
import * as resetStore from './password-reset.store';
import * as attemptStore from './sign-in-attempt.store';
import * as userStore from './user.store';

/** How long a reset link works. */
export const RESET_MINUTES = 30;
/** Reset requests per address and per e-mail in an hour (each may send a message). */
const RESETS_PER_ADDRESS = 10;
const RESETS_PER_EMAIL = 3;
const RESET_WINDOW_MS = 60 * 60 * 1000;

const TEXTS = {
  'pt-BR': {
    subject: 'Gamão Clube: redefinir a senha',
    body: (name: string, link: string) =>
      `Olá, ${name}.\n\nPara escolher uma nova senha, abra este link em até ${RESET_MINUTES} minutos:\n\n${link}\n\n` +
      'O link vale uma vez. Se você não pediu isto, ignore esta mensagem: sua senha continua a mesma.\n',
  },
  en: {
    subject: 'Gamão Clube: reset your password',
    body: (name: string, link: string) =>
      `Hello, ${name}.\n\nTo choose a new password, open this link within ${RESET_MINUTES} minutes:\n\n${link}\n\n` +
      'The link works once. If you did not ask for this, ignore this message: your password stays the same.\n',
  },
};

/**
 * Password reset by e-mail. A request answers the same whether the e-mail has an account or not: the account
 * is looked up and the message sent after the answer. The link carries a random token; only its SHA-256 is
 * stored, it works once and for RESET_MINUTES. Using it sets the new password and signs every session out.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('password-reset');
  /** Messages being sent (awaited by tests and at shutdown). */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly prisma: PrismaService,
    private readonly sql: SqlService,
    private readonly auth: AuthService,
    private readonly mailer: Mailer,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async request(emailTyped: string, caller: Caller): Promise<void> {
    const email = normaliseEmail(emailTyped).slice(0, 320);
    const slot = await attemptStore.takeSlot(
      this.sql,
      'reset',
      { email, ip: caller.ip },
      {
        perAddress: RESETS_PER_ADDRESS,
        perEmail: RESETS_PER_EMAIL,
        since: new Date(Date.now() - RESET_WINDOW_MS),
      },
    );
    if (!slot) throw new DomainError('TOO_MANY_ATTEMPTS');
    const sending = this.send(email).catch((error: unknown) =>
      this.logger.error(`Password reset message not sent: ${(error as Error).message}`),
    );
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
  }

  /** Resolves when the messages requested so far have been handed over. */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async reset(input: { token: string; newPassword: string }, caller: Caller): Promise<void> {
    const reset =
      input.token.length <= 200 ? await resetStore.validReset(this.prisma, tokenHash(input.token)) : null;
    if (!reset) throw new DomainError('INVALID_RESET_TOKEN');
    this.auth.checkStrength(
      input.newPassword,
      [reset.email, reset.displayName],
      caller.language,
      'newPassword',
    );
    if (!(await resetStore.consumeReset(this.prisma, reset))) throw new DomainError('INVALID_RESET_TOKEN');
    await this.auth.replacePassword(reset.userId, input.newPassword);
  }

  private async send(email: string): Promise<void> {
    const account = await userStore.accountByEmail(this.prisma, email);
    if (!account) return;
    const token = randomBytes(32).toString('base64url');
    await resetStore.createReset(this.prisma, {
      userId: account.id,
      tokenHash: tokenHash(token),
      expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
    });
    const language = account.locale === 'en' ? 'en' : 'pt-BR';
    const link = `${this.config.publicUrl}/${language}/reset-password?token=${token}`;
    const texts = TEXTS[language];
    await this.mailer.send({
      to: email,
      subject: texts.subject,
      text: texts.body(account.displayName, link),
    });
    // Offline (no SMTP_URL) the link is also in the log, so whoever runs the embedded default can use it.
    if (this.mailer.writesFiles) this.logger.log(`Password reset link for ${email}: ${link}`);
  }
}
