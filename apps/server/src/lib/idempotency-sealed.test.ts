import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema/index.js';
import { messagingStudio } from '../test/messaging.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { sealClearAnswers } from './idempotency.js';
import { encryptSecret } from './sealed-text.js';

/**
 * Stored answers are sealed (decision 104): a calendar feed's address or a portal link answered to
 * a request with an Idempotency-Key must not sit in `idempotency_keys` in clear for 24 hours, and
 * the replay of every such request still answers what the first one did.
 */

const APP_URL = 'https://atelier.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL });
});
afterAll(async () => t.close());

async function rowsOf(workspaceId: string) {
  const rows = await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.workspaceId, workspaceId));
  return rows.map((row) => JSON.stringify(row));
}

describe('answers stored for an Idempotency-Key', () => {
  it('hold no feed address, portal link or token in clear, and replay as they went out', async () => {
    const s = await messagingStudio(t);
    const client = await s.api.createClient({ name: 'Ada', phone: '+44 7700 900003' });
    const send = (url: string, payload: Record<string, unknown>, key: string) =>
      t.request({ method: 'POST', url: `/api/v1${url}`, token: s.token, payload, headers: { 'idempotency-key': key } });
    const body = { kind: 'order-ready', channel: 'whatsapp' };
    const requests: [string, Record<string, unknown>][] = [
      ['/calendar/feed', {}],
      [`/clients/${client.id}/messages`, body],
      [`/clients/${client.id}/messages/preview`, body],
      [`/clients/${client.id}/portal-link`, {}],
    ];
    const secrets: string[] = [];
    for (const [url, payload] of requests) {
      const key = randomUUID();
      const first = await send(url, payload, key);
      expect(first.statusCode, first.body).toBeLessThan(300);
      const again = await send(url, payload, key);
      expect(again.headers['idempotent-replayed'], url).toBe('true');
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toBe(first.body);
      // The tokens of the addresses answered (the feed's, the portal link's: 256 bits, 43 characters; an id has 36).
      secrets.push(...(first.body.match(/[A-Za-z0-9_-]{40,}/g) ?? []));
    }
    // The feed's token, the message's link and the new link itself.
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    const rows = await rowsOf(s.workspaceId);
    expect(rows).toHaveLength(requests.length);
    for (const row of rows) {
      expect(row).not.toContain(APP_URL);
      expect(row).not.toContain('atelier.example');
      for (const secret of secrets) expect(row).not.toContain(secret);
    }
  });

  it('replays an answer stored in clear before the answers were sealed', async () => {
    const s = await messagingStudio(t);
    const key = randomUUID();
    const payload = { name: `Clear ${key}` };
    const first = await t.request({ method: 'POST', url: '/api/v1/clients', token: s.token, payload, headers: { 'idempotency-key': key } });
    expect(first.statusCode).toBe(201);
    // What a row written before decision 104 holds: the answer as it went out.
    await t.ctx.db.update(idempotencyKeys).set({ response: first.body }).where(eq(idempotencyKeys.key, key));
    const again = await t.request({ method: 'POST', url: '/api/v1/clients', token: s.token, payload, headers: { 'idempotency-key': key } });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    // Start-up seals what an earlier server kept in clear; the replay is unchanged.
    expect(await sealClearAnswers(t.ctx)).toBeGreaterThanOrEqual(1);
    const [row] = await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row?.response).toMatch(/^v1\./);
    const sealed = await t.request({
      method: 'POST',
      url: '/api/v1/clients',
      token: s.token,
      payload,
      headers: { 'idempotency-key': key },
    });
    expect(sealed.headers['idempotent-replayed']).toBe('true');
    expect(sealed.body).toBe(first.body);
  });

  it('does the work again when the seal cannot be opened (the server secret changed)', async () => {
    const s = await messagingStudio(t);
    const key = randomUUID();
    const payload = { name: `Resealed ${key}` };
    const send = () => t.request({ method: 'POST', url: '/api/v1/clients', token: s.token, payload, headers: { 'idempotency-key': key } });
    expect((await send()).statusCode).toBe(201);
    await t.ctx.db
      .update(idempotencyKeys)
      .set({ response: encryptSecret(Buffer.alloc(32, 1), '{}') })
      .where(eq(idempotencyKeys.key, key));
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });
});
