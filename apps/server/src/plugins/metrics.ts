import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge } from 'prom-client';
import type { AppContext } from '../context.js';
import type { PoolUse } from '../db/client.js';
import { unauthorized } from '../lib/errors.js';
import { said } from '../lib/said.js';
import type { Db } from '../db/client.js';
import type { Metrics } from '../lib/metrics.js';

/** A scheduled worker's backlog: how many rows are due and not yet handled at `now`. */
export type QueueDepth = (db: Db, now: Date) => Promise<number>;

/** Outside /api/v1: an operator's address, not part of the API a client programs against. */
export const METRICS_PATH = '/metrics';

/** Compares digests, so neither the token's length nor its first wrong character shows in the timing. */
function sameToken(sent: string, token: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

function bearerOf(req: FastifyRequest): string {
  const header = req.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

/** The pool (PostgreSQL): its size and what is in flight against it. PGlite is one in-process connection. */
function poolGauges(metrics: Metrics, pool: PoolUse) {
  const registers = [metrics.registry];
  new Gauge({
    name: 'atelier_db_pool_max_connections',
    help: 'Connections the database pool may open.',
    registers,
    collect() {
      this.set(pool.max);
    },
  });
  new Gauge({
    name: 'atelier_db_pool_in_flight',
    help: 'Queries and transactions sent to the database pool and not yet answered; above the pool size, the rest wait.',
    registers,
    collect() {
      this.set(pool.inFlight());
    },
  });
}

/** The scheduled workers' queues: rows due and not yet handled, read at each scrape. */
function queueGauges(metrics: Metrics, ctx: AppContext, queues: Record<string, QueueDepth>) {
  new Gauge({
    name: 'atelier_job_queue_depth',
    help: 'Work due and not yet done by a scheduled worker, by queue. Absent while the database does not answer.',
    labelNames: ['queue'],
    registers: [metrics.registry],
    async collect() {
      this.reset();
      const now = new Date();
      await Promise.all(
        Object.entries(queues).map(async ([queue, count]) => {
          try {
            this.set({ queue }, await count(ctx.db, now));
          } catch {
            // The database is away: the requests' 503s and readiness say so; the scrape still answers.
          }
        }),
      );
    },
  });
}

/** The worker pool of PDFs and images (decision 097): jobs let in, waiting in studios' lines, queued for a thread. */
function heavyWorkGauges(metrics: Metrics, ctx: AppContext) {
  new Gauge({
    name: 'atelier_heavy_jobs',
    help:
      'Heavy jobs (PDFs, drafts, image marks, export compression) by state: in_pool (let in, at ' +
      'most 2 a studio), waiting (in a studio line), queued_for_thread (let in, no free thread ' +
      'yet).',
    labelNames: ['state'],
    registers: [metrics.registry],
    collect() {
      const { running, waiting, queuedForThread } = ctx.heavy.totals();
      this.set({ state: 'in_pool' }, running);
      this.set({ state: 'waiting' }, waiting);
      this.set({ state: 'queued_for_thread' }, queuedForThread);
    },
  });
}

/** Request counts and durations by route pattern (never the raw URL, which carries ids) and status. */
function timeRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
    const labels = { method: req.method, route: req.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/**
 * GET /metrics in Prometheus text (decision 093), only with METRICS_TOKEN set and only to a scraper
 * sending it as a bearer token; without the setting the path is unknown (404 like any other).
 * Registered before the routes, so its request hook reaches every one of them.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext, queues: Record<string, QueueDepth>) {
  const token = ctx.config.metricsToken;
  if (!token) return;
  const { metrics } = ctx;
  collectDefaultMetrics({ register: metrics.registry });
  if (ctx.database.pool) poolGauges(metrics, ctx.database.pool);
  queueGauges(metrics, ctx, queues);
  heavyWorkGauges(metrics, ctx);
  timeRequests(app, metrics);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (req, reply) => {
    if (!sameToken(bearerOf(req), token)) throw unauthorized(said('request.metricsToken'));
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
