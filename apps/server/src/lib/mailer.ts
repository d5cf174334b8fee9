import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { mailForLog } from './log-redaction.js';

/** A file sent with a mail, such as an invoice PDF; nodemailer encodes it as base64. */
export type MailAttachment = {
  filename: string;
  content: Buffer;
  contentType: string;
  /** An image the HTML shows as `cid:<cid>` (a studio's logo, decision 073): sent inline, not as a file to open. */
  cid?: string;
};
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's reply goes, e.g. the studio that sent an invoice. */
  replyTo?: string;
  attachments?: MailAttachment[];
  /**
   * What the mail is, as a fixed identifier ('client-reminder', 'invoice'): the only thing about
   * it the log names, since subjects carry names and the studio's text (lib/log-redaction.ts).
   */
  kind?: string;
};
export type Mailer = { send: (mail: Mail) => Promise<void>; kind: 'smtp' | 'outbox' };

/**
 * With SMTP_URL, mail goes through that server; without, every message is written as an
 * .eml file to DATA_DIR/outbox so a newcomer (and the browser tests) can read the codes.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: 'smtp',
      send: async (mail) => {
        const { kind: _kind, ...message } = mail;
        await transport.sendMail({ from: opts.from, ...message });
        // No address or subject in the log: both are personal data (lib/log-redaction.ts).
        opts.log.info(mailForLog(mail), 'mail sent');
      },
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    send: async (mail) => {
      const { kind: _kind, ...message } = mail;
      const info = await transport.sendMail({ from: opts.from, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      opts.log.info({ ...mailForLog(mail), file: path.basename(file) }, 'mail written to outbox');
    },
  };
}
