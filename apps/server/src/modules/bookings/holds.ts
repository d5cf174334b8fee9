import type { AppContext } from '../../context.js';
import { expireHolds } from './create.js';

/** How often held slots past their ten minutes are marked expired (decision 156). */
export const HOLD_SWEEP_MS = 60_000;

/**
 * Marks held bookings whose hold ran out as expired, every minute. It is tidying only: a hold past
 * its time already frees its slot (every read counts a hold only until hold_expires_at), and the
 * booking's own transaction expires the studio's stale holds before it writes.
 */
export function startHoldSweep(ctx: AppContext, everyMs = HOLD_SWEEP_MS): () => void {
  const timer = setInterval(() => {
    if (ctx.background.stopping) return;
    ctx.background.run('booking holds', async () => {
      await expireHolds(ctx.db, new Date());
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
