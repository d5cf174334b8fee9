import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TwilioConfig } from '../config.js';
import type { SmsSender } from './sms-sender.js';
import { twilioSender } from './sms-twilio.js';

/** The outbox folder: one JSON file a message, as the mail outbox keeps one .eml a mail. */
export const smsOutboxDir = (dataDir: string) => path.join(dataDir, 'sms-outbox');

/**
 * Without TWILIO_* settings every SMS is written to DATA_DIR/sms-outbox as a JSON file
 * ({ to, body, kind, createdAt }), so a newcomer and the browser tests can read what was sent.
 * The log names the kind and the file, never the number or the text (personal data).
 */
export function createSmsSender(opts: {
  twilio: TwilioConfig | null;
  dataDir: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}): SmsSender {
  if (opts.twilio) return twilioSender(opts.twilio, opts.log);
  const outbox = smsOutboxDir(opts.dataDir);
  const now = opts.now ?? (() => new Date());
  return {
    kind: 'outbox',
    send: async (sms) => {
      const at = now();
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${at.toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`);
      await fs.writeFile(file, `${JSON.stringify({ to: sms.to, body: sms.body, kind: sms.kind, createdAt: at.toISOString() }, null, 2)}\n`);
      opts.log.info({ smsKind: sms.kind, file: path.basename(file) }, 'sms written to outbox');
    },
  };
}
