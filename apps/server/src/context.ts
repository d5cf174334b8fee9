import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { BackgroundTasks } from './lib/background.js';
import type { HeavyWork } from './lib/heavy-work.js';
import type { Mailer } from './lib/mailer.js';
import type { Metrics } from './lib/metrics.js';
import type { RateLimiter } from './lib/rate-limiter.js';
import type { ReadinessCheck } from './lib/readiness.js';
import type { SmsSender } from './lib/sms-sender.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

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
  /** The worker pool for PDFs, marks and export compression, bounded per studio (decision 097). */
  heavy: HeavyWork;
  /** The shared store of the limits when REDIS_URL is set (decision 095), else null. */
  redis: Redis | null;
  /** Prometheus metrics (decision 093); served at /metrics only with METRICS_TOKEN. */
  metrics: Metrics;
  /** What GET /health/ready checks besides the database: a client the server starts with (Redis) adds its own (decision 093). */
  readiness: ReadinessCheck[];
  jwtKey: Uint8Array;
  /** HMAC key for one-time codes, derived from the JWT secret so codes die with a rotated secret. */
  otpKey: Buffer;
  /** AES-256-GCM key for stored authenticator secrets and HMAC key for recovery codes (decision 023). */
  totpKey: Buffer;
  /** HMAC key of list cursors (decision 069): a cursor the server did not make is refused. */
  pageKey: Buffer;
  /** AES-256-GCM key of the answers kept for an Idempotency-Key's replay (decision 104). */
  answerKey: Buffer;
};
