import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { ApiConfig } from './config';
import { API_CONFIG } from './config.module';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Where a message went: to the SMTP server, or into a file of MAIL_DIR. */
export type MailDelivery = { via: 'smtp' } | { via: 'file'; file: string };

/**
 * Outgoing e-mail through nodemailer: to SMTP_URL when it is set; otherwise each message is written to
 * MAIL_DIR (.data/mail/ by default) as one .eml file, so the embedded default works offline.
 */
@Injectable()
export class Mailer {
  private readonly logger = new Logger('mail');
  private readonly transport: Transporter;
  private readonly toFiles: boolean;

  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {
    this.toFiles = !config.smtpUrl;
    this.transport = config.smtpUrl
      ? createTransport(config.smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Whether messages are written to files (then the caller may log what a reader needs, e.g. a link). */
  get writesFiles(): boolean {
    return this.toFiles;
  }

  async send(message: MailMessage): Promise<MailDelivery> {
    const info = (await this.transport.sendMail({ from: this.config.mailFrom, ...message })) as {
      message?: Buffer;
    };
    if (!this.toFiles) return { via: 'smtp' };
    await mkdir(this.config.mailDir, { recursive: true, mode: 0o700 });
    const file = path.join(
      this.config.mailDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
    );
    await writeFile(file, info.message ?? Buffer.alloc(0), { mode: 0o600 });
    this.logger.log(`Mail to ${message.to} written to ${file} (no SMTP_URL)`);
    return { via: 'file', file };
  }
}
