import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../test/tcp-proxy.js';
import { AppError } from './errors.js';
import { RateLimiter, type Limit } from './rate-limiter.js';

/**
 * Decision 089 on a real Redis (TEST_REDIS_URL, default the machine's 127.0.0.1:6379; CI runs this
 * suite with `npm run test:services`): two limiters, as two app processes, share every bound exactly;
 * an unreachable Redis fails guessing limits closed and the rest open, and the limits recover alone.
 */
const url = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const clients: Redis[] = [];
const connect = async (port = Number(url.port || 6379)) => {
  const client = new Redis({
    host: url.hostname,
    port,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    retryStrategy: () => 100,
  });
  client.on('error', () => undefined);
  await client.connect();
  clients.push(client);
  return client;
};
const key = () => `test:${randomUUID()}`;

let a: RateLimiter;
let b: RateLimiter;
beforeAll(async () => {
  a = new RateLimiter(1, { kind: 'redis', client: await connect() });
  b = new RateLimiter(1, { kind: 'redis', client: await connect() });
});
afterAll(() => {
  for (const c of clients) c.disconnect();
});

describe('rate limits in Redis', () => {
  it('lets exactly max hits through across two processes hitting at once', async () => {
    const limit: Limit = { max: 10, windowMs: 60_000 };
    const k = key();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hit(k, limit)));
    expect(answers.filter((x) => x === null)).toHaveLength(10);
    expect(answers.filter((x) => x !== null).every((x) => x! > 0 && x! <= 60)).toBe(true);
    // Refused hits were given back: the window holds max, not 60.
    expect(await a.peek(k, limit)).not.toBeNull();
  });

  it('counts a window all or none on both processes', async () => {
    const minute: Limit = { max: 5, windowMs: 60_000 };
    const hour: Limit = { max: 2, windowMs: 3_600_000 };
    const [m, h] = [key(), key()];
    const both = [
      { key: m, limit: minute },
      { key: h, limit: hour },
    ];
    expect(await a.hitAll(both)).toBeNull();
    expect(await b.hitAll(both)).toBeNull();
    expect(await a.hitAll(both)).toBeGreaterThan(60);
    for (let i = 0; i < 3; i++) expect(await b.hit(m, minute)).toBeNull();
    expect(await a.hit(m, minute)).not.toBeNull();
  });

  it('fails closed for guessing and open for the rest while Redis is unreachable, and recovers by itself', async () => {
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
    const errors: unknown[] = [];
    const limiter = new RateLimiter(1, { kind: 'redis', client: await connect(proxy.port) }, (err) => errors.push(err));
    const guessing: Limit = { max: 3, windowMs: 60_000, failClosed: true };
    const reading: Limit = { max: 3, windowMs: 60_000 };
    const k = key();
    expect(await limiter.hit(k, guessing)).toBeNull();
    await proxy.cut();
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const refused = await limiter.consume(k, guessing).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: 30 });
    expect(await limiter.hit(key(), reading)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(errors.length).toBeGreaterThan(0);
    await proxy.restore();
    const deadline = Date.now() + 10_000;
    let back: unknown = 'down';
    while (Date.now() < deadline) {
      back = await limiter.hit(k, guessing).catch((err: unknown) => err);
      if (back === null) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(back).toBeNull();
    await proxy.close();
  });
});
