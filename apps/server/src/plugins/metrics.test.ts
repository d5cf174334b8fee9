import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

const TOKEN = 'metrics-token-0123456789abcdef';
const CLIENT_ID = '0b6a7c1e-3f7e-4e54-9d0c-5a1f2b3c4d5e';

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('does not exist: 404 in the envelope, like any unknown path', async () => {
    const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' }, { logStream: { write: (l) => lines.push(l) } });
  });
  afterAll(async () => t.close());

  const scrape = () => t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it.each([
    ['no token', undefined],
    ['a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['the token without Bearer', TOKEN],
  ])('refuses %s with 401 in the envelope', async (_what, authorization) => {
    const res = await t.request({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, status_code: 401, code: 'UNAUTHORIZED' });
    expect(res.body).not.toContain('atelier_');
  });

  it('counts and times requests by route pattern and status, never by the address with its ids', async () => {
    await t.request({ method: 'GET', url: `/api/v1/clients/${CLIENT_ID}` });
    await t.request({ method: 'GET', url: '/api/v1/health' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/atelier_http_requests_total\{method="GET",route="\/api\/v1\/clients\/:id",status_code="401"\} 1/);
    expect(res.body).toMatch(/atelier_http_requests_total\{method="GET",route="\/api\/v1\/health",status_code="200"\} 1/);
    expect(res.body).toMatch(
      /atelier_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/v1\/health",status_code="200"\} \d/,
    );
    expect(res.body).not.toContain(CLIENT_ID);
  });

  it('reports the job queues, background task outcomes, the process memory and Node metrics', async () => {
    t.ctx.background.run('event reminders', async () => {});
    t.ctx.background.run('studio notice mail', async () => {
      throw new Error('smtp down');
    });
    await t.ctx.background.idle();
    const { body } = await scrape();
    expect(body).toMatch(/atelier_job_queue_depth\{queue="event reminders"\} 0/);
    expect(body).toMatch(/atelier_job_queue_depth\{queue="studio notice mail"\} 0/);
    expect(body).toMatch(/atelier_background_tasks_total\{task="event reminders",outcome="ok"\} 1/);
    expect(body).toMatch(/atelier_background_tasks_total\{task="studio notice mail",outcome="failed"\} 1/);
    expect(body).toMatch(/process_resident_memory_bytes \d+/);
    expect(body).toMatch(/nodejs_heap_size_used_bytes \d+/);
    expect(body).toMatch(/nodejs_eventloop_lag_seconds /);
    if (t.ctx.database.kind === 'postgres') {
      expect(body).toMatch(/atelier_db_pool_max_connections 10/);
      expect(body).toMatch(/atelier_db_pool_in_flight \d+/);
    }
  });

  it("reports the worker pool's jobs: let in, waiting in a studio's line, and none once done", async () => {
    // Four exports' worth of compression for one studio: two are let into the pool, two wait
    // (decision 097). The scrape comes before the pool's first thread has even started.
    const jobs = Array.from({ length: 4 }, () => t.ctx.heavy.run('studio-metrics', 'deflate', new Uint8Array(64)));
    const busy = (await scrape()).body;
    expect(busy).toMatch(/atelier_heavy_jobs\{state="in_pool"\} 2/);
    expect(busy).toMatch(/atelier_heavy_jobs\{state="waiting"\} 2/);
    await Promise.all(jobs);
    const idle = (await scrape()).body;
    expect(idle).toMatch(/atelier_heavy_jobs\{state="in_pool"\} 0/);
    expect(idle).toMatch(/atelier_heavy_jobs\{state="waiting"\} 0/);
    expect(idle).toMatch(/atelier_heavy_jobs\{state="queued_for_thread"\} 0/);
  });

  it('never writes the token to the log', async () => {
    await scrape();
    expect(lines.some((l) => l.includes('/metrics'))).toBe(true);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });
});
