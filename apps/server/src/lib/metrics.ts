import { Counter, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics (decision 093), one registry per app so tests can build several.
 * The counters below exist whether or not METRICS_TOKEN is set (counting is cheap); the Node
 * process metrics, the request timing and GET /metrics itself only with it (plugins/metrics.ts).
 */
export type Metrics = {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status_code'>;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** Background tasks by label ("event reminders", "reset code") and how they ended. */
  backgroundTasks: Counter<'task' | 'outcome'>;
  /**
   * Errors talking to a dependency other than the database, by its name: the Redis client counts
   * its own (`ctx.metrics.dependencyErrors.inc({ dependency: 'redis' })`).
   */
  dependencyErrors: Counter<'dependency'>;
};

/** Seconds: an API answer is tens of milliseconds, a PDF or an export several seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10, 30];

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const byRequest = ['method', 'route', 'status_code'] as const;
  return {
    registry,
    requests: new Counter({
      name: 'atelier_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: byRequest,
      registers,
    }),
    requestDuration: new Histogram({
      name: 'atelier_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      labelNames: byRequest,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    backgroundTasks: new Counter({
      name: 'atelier_background_tasks_total',
      help: 'Background tasks (scheduled runs and mail sent after an answer) by task and outcome (ok, failed).',
      labelNames: ['task', 'outcome'],
      registers,
    }),
    dependencyErrors: new Counter({
      name: 'atelier_dependency_errors_total',
      help: 'Errors reaching a dependency other than the database (such as Redis), by dependency.',
      labelNames: ['dependency'],
      registers,
    }),
  };
}
