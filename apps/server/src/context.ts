import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { BackgroundTasks } from './lib/background.js';
import type { Mailer } from './lib/mailer.js';
import type { RateLimiter } from './lib/rate-limiter.js';
import type { SmsSender } from './lib/sms.js';
import type { FastifyBaseLogger } from 'fastify';

/** What every module's services need; built once in buildApp and passed down explicitly. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** SMS to clients: the outbox in DATA_DIR or Twilio (decision 083). */
  sms: SmsSender;
  /** The app's logger, for background work that has no request (a reminder skipped, and why). */
  log: FastifyBaseLogger;
  background: BackgroundTasks;
  limiter: RateLimiter;
  jwtKey: Uint8Array;
  /** HMAC key for one-time codes, derived from the JWT secret so codes die with a rotated secret. */
  otpKey: Buffer;
  /** AES-256-GCM key for stored authenticator secrets and HMAC key for recovery codes (decision 023). */
  totpKey: Buffer;
  /** HMAC key of list cursors (decision 069): a cursor the server did not make is refused. */
  pageKey: Buffer;
};
