import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { RateLimiter } from './rate-limiter.js';

/** A line a minute at most about Redis being unreachable: an outage must not flood the log. */
const LOG_EVERY_MS = 60_000;

/**
 * The Redis client the shared limits use (decision 095). Commands never wait for a connection
 * (`enableOfflineQueue: false`): while Redis is down every limit answers at once, closed for
 * guessing and open for the rest, and ioredis reconnects on its own, every second or two, so the
 * limits come back without a restart. The URL may hold a password: it is never logged.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(250 * attempt, 2_000),
    lazyConnect: true,
  });
  let lastLog = 0;
  client.on('error', (err: Error) => {
    const now = Date.now();
    if (now - lastLog < LOG_EVERY_MS) return;
    lastLog = now;
    log.warn({ err: { message: err.message } }, 'redis unreachable: guessing limits refuse, others let requests through');
  });
  client.on('ready', () => log.info('redis ready: rate limits shared'));
  // The first connection is started here and not awaited: a server whose Redis is down still starts.
  client.connect().catch(() => undefined);
  return client;
}

/** The limiter for the app: in Redis when a client is given, else in memory (decision 095). */
export function createLimiter(opts: { factor: number; redis: Redis | null; onStoreError?: (err: unknown) => void }): RateLimiter {
  return new RateLimiter(opts.factor, opts.redis ? { kind: 'redis', client: opts.redis } : { kind: 'memory' }, opts.onStoreError);
}
