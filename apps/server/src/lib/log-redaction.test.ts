import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { errorForLog } from './log-redaction.js';

/** Issue 6: logs carry ids, not personal data. */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => t.close());

describe('what the server logs', () => {
  it('leaves email addresses and query strings out of request and mail lines', async () => {
    const { email, token } = await createVerifiedUser(t);
    await t.request({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
    await t.request({ method: 'GET', url: '/api/v1/clients?search=Margaret%20Thatcher', token });
    const log = lines.join('');
    expect(log).toContain('mail written to outbox');
    expect(log).toContain('/api/v1/clients');
    expect(log).not.toContain(email);
    expect(log).not.toContain(email.split('@')[0]);
    expect(log).not.toMatch(/Margaret/);
  });

  it('logs a failed query without its values', async () => {
    const secret = 'grace.hopper@navy.example';
    const err = await t.ctx.db.execute(sql`select ${secret}::int`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect(JSON.stringify(err, Object.getOwnPropertyNames(err)) + String((err as Error).message)).toContain(secret);
    const logged = JSON.stringify(errorForLog(err));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('select $1::int');
  });
});
