import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/v1/health', () => {
  it('answers ok after checking the database, and names it', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      status_code: 200,
      data: { status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
    });
  });

  it('sends security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('GET /api/v1/health/ready', () => {
  it('answers ready once the database answers, naming what it checked', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ready', checks: ['database'] } });
  });

  it('answers 503 naming a registered dependency that fails or does not answer within 2 s, and nothing more', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (l) => lines.push(l) } });
    try {
      logged.ctx.readiness.push(
        { name: 'redis', check: () => Promise.reject(new Error('connect ECONNREFUSED redis://:s3cret@10.0.0.7:6379')) },
        { name: 'search', check: () => new Promise(() => {}) },
      );
      const started = Date.now();
      const res = await logged.request({ method: 'GET', url: '/api/v1/health/ready' });
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        status_code: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Not ready: redis, search not answering.',
        errors: [
          { field: 'redis', message: 'redis is not answering' },
          { field: 'search', message: 'search is not answering' },
        ],
      });
      // The liveness answer does not depend on them.
      expect((await logged.request({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      // Neither the answer nor the log repeats the dependency's address or password.
      expect(lines.join('\n')).toContain('not ready');
      expect(`${res.body}\n${lines.join('\n')}`).not.toMatch(/s3cret|10\.0\.0\.7/);
    } finally {
      await logged.close();
    }
  });
});
