import type { AppContext } from '../../context.js';
import { figureEpochs } from '../../db/schema/index.js';
import { counterReader, KeptByCounter } from '../../lib/kept-by-counter.js';

/** Periods a process keeps the measures of: every period of a few hundred studios. */
const KEPT_PERIODS = 2000;

type Kept<V extends object> = { counterOf: (workspaceId: string) => Promise<number>; values: KeptByCounter<V> };
const perContext = new WeakMap<AppContext, Kept<object>>();

/**
 * The studio's measures for a period, kept per process beside the studio's figure counter (decision
 * 169). Triggers raise the counter in the transaction of any change to a client, project or payment
 * (migration 0044), so a period asked again is answered by one read of the counter until something
 * it counts changed, by whichever process. `key` must name everything the measures depend on but
 * the rows: the studio, its zone and currency, today and the ranges.
 */
export async function keptMeasures<V extends object>(
  ctx: AppContext,
  workspaceId: string,
  key: string,
  measure: () => Promise<V>,
): Promise<V> {
  let kept = perContext.get(ctx);
  if (!kept) {
    kept = {
      counterOf: counterReader(ctx.db, figureEpochs, figureEpochs.workspaceId, figureEpochs.epoch, 'figure_epoch'),
      values: new KeptByCounter<object>(KEPT_PERIODS),
    };
    perContext.set(ctx, kept);
  }
  const counter = await kept.counterOf(workspaceId);
  return (await kept.values.read(`${workspaceId}|${key}`, counter, measure)) as V;
}
