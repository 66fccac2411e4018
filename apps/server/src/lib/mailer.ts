import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about (tests read it; never logged). */
  link?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** SMTP when a URL is configured; otherwise each message becomes an .eml file in `DATA_DIR/outbox/`. */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  const outbox = path.resolve(options.dataDir, 'outbox');
  return {
    async send(mail) {
      mkdirSync(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(outbox, `${stamp}-${safeTo}.eml`);
      const eml = [
        `From: ${options.from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date: ${new Date().toUTCString()}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        mail.text,
        '',
      ].join('\r\n');
      writeFileSync(file, eml);
      // The link is a secret (it signs its reader in or sets a password): it is in the file, never in the log.
      options.log.info({ file }, `email written to outbox: ${mail.subject}`);
    },
  };
}

/** Keeps messages in memory; tests read the links from it. */
export class MemoryMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail) {
    this.sent.push(mail);
  }
  lastTo(email: string): OutgoingMail | undefined {
    return [...this.sent].reverse().find((m) => m.to.toLowerCase() === email.toLowerCase());
  }
}
