import { AppError } from './errors.js';
import { said } from './said.js';

/**
 * A dependency GET /health/ready asks before saying the process may take requests (decision 093).
 * The database's is built in; another client the server is started with (Redis) registers its own
 * on the context: `ctx.readiness.push({ name: 'redis', check: async () => { await redis.ping(); } })`.
 * `name` is what a failed answer shows, so it names the dependency, never its address or password.
 */
export type ReadinessCheck = { name: string; check: () => Promise<unknown> };

/** Each check must answer within this long: a load balancer's probe waits little longer. */
export const READINESS_TIMEOUT_MS = 2_000;

function withinDeadline(check: ReadinessCheck, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new AppError('SERVICE_UNAVAILABLE', said('request.checkTimedOut', { check: check.name }))), timeoutMs);
  });
  return Promise.race([Promise.resolve().then(check.check), deadline]).finally(() => clearTimeout(timer));
}

/**
 * Runs every check side by side; resolves with their names when all answered, else throws
 * SERVICE_UNAVAILABLE naming each that did not. The cause itself is left out of the answer (it can
 * hold a host or a user name) and is the caller's to log.
 */
export async function checkReadiness(
  checks: readonly ReadinessCheck[],
  onFailure: (name: string, err: unknown) => void,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<string[]> {
  const results = await Promise.allSettled(checks.map((c) => withinDeadline(c, timeoutMs)));
  const failed = checks.filter((c, i) => {
    const result = results[i]!;
    if (result.status === 'rejected') onFailure(c.name, result.reason);
    return result.status === 'rejected';
  });
  if (failed.length > 0) {
    throw new AppError('SERVICE_UNAVAILABLE', said('request.notReady', { checks: failed.map((c) => c.name).join(', ') }), {
      errors: failed.map((c) => ({
        field: c.name,
        message: `${c.name} is not answering`,
        said: said('request.checkNotAnswering', { check: c.name }),
      })),
    });
  }
  return checks.map((c) => c.name);
}
