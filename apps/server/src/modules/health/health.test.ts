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
