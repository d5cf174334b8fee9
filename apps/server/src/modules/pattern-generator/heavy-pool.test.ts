import type { Measurement, Pattern } from '@atelier/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateToken } from '../../lib/authenticate.js';
import { HEAVY_PER_STUDIO } from '../../lib/heavy-work.js';
import { businessApi, expectErrorEnvelope } from '../../test/business.js';
import { recordInInches } from '../../test/generator-samples.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/harness.js';

/**
 * Pattern PDFs are drafted and drawn in the worker pool with a per-studio bound (decision 097):
 * one studio's burst queues in its own line and never holds another studio's download back.
 */
let t: TestApp;
beforeAll(async () => {
  // The per-minute download bound (decision 054) is raised: this test is about the pool's line.
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100', WORKER_THREADS: '2' });
});
afterAll(async () => t.close());

async function studioWithPattern() {
  const u = await createVerifiedUser(t, { plan: 'premium' });
  const api = businessApi(t, u.token);
  const client = await api.createClient({ name: 'Ada Lovelace' });
  const skirt = await recordInInches('penelope');
  const record = (await api.call('POST', '/measurements', { clientId: client.id, garmentType: 'skirt', measurements: skirt })).body.data
    .measurement as Measurement;
  const res = await api.call('POST', '/patterns/generate', {
    clientId: client.id,
    measurementId: record.id,
    garmentType: 'Skirt',
    style: 'Formal',
    sizeRange: 'M-L',
    fabricType: 'Wool',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const pattern = (res.body.data as { pattern: Pattern }).pattern;
  const { workspaceId } = await authenticateToken(t.ctx, u.token);
  return { workspaceId, pdf: () => t.request({ method: 'GET', url: `/api/v1/patterns/${pattern.id}/pdf`, token: u.token }) };
}

/** Resolves once `check` holds, looking again on every turn of the event loop. */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

describe('the worker pool under one studio’s burst of pattern PDFs', () => {
  it('runs two of the studio’s PDFs at once, queues the rest, and serves another studio before the burst is done', async () => {
    const a = await studioWithPattern();
    const b = await studioWithPattern();
    const finished: string[] = [];
    let most = { running: 0, waiting: 0 };
    const watching = setInterval(() => {
      const now = t.ctx.heavy.load(a.workspaceId);
      most = { running: Math.max(most.running, now.running), waiting: Math.max(most.waiting, now.waiting) };
    }, 5);
    const burst = Array.from({ length: 20 }, async (_, i) => {
      const res = await a.pdf();
      finished.push(`a${i}:${res.statusCode}`);
      return res;
    });
    // B asks once A's line holds jobs waiting behind the two of A's in the pool.
    await until(() => t.ctx.heavy.load(a.workspaceId).waiting > 0);
    const other = await b.pdf();
    finished.push('b');
    const answers = await Promise.all(burst);
    clearInterval(watching);

    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toBe('application/pdf');
    // Never more than the bound of A's jobs in the pool; the third and later waited in A's line.
    expect(most.running).toBe(HEAVY_PER_STUDIO);
    expect(most.waiting).toBeGreaterThan(0);
    const served = answers.filter((r) => r.statusCode === 200);
    expect(served.length).toBeGreaterThan(HEAVY_PER_STUDIO);
    // Beyond A's line, a clear refusal with a time to come back, never a hang or a 500.
    for (const refused of answers.filter((r) => r.statusCode !== 200)) {
      expectErrorEnvelope(refused.json(), 429, 'RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // B's PDF came back before A's last ones: it waited for at most the two of A's in the pool.
    const lastOfA = Math.max(...finished.flatMap((f, i) => (f.endsWith(':200') ? [i] : [])));
    expect(finished.indexOf('b')).toBeLessThan(lastOfA);
    expect(t.ctx.heavy.load(a.workspaceId)).toEqual({ running: 0, waiting: 0 });
  }, 120_000);

  it('makes the same PDF in the pool for the same pattern, byte for byte', async () => {
    const a = await studioWithPattern();
    const [one, two] = await Promise.all([a.pdf(), a.pdf()]);
    expect(one.statusCode).toBe(200);
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(one.rawPayload.equals(two.rawPayload)).toBe(true);
  }, 60_000);
});
