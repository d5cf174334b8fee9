import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { serverFault } from './errors.js';

/** One thing a change sets off in the change's transaction: written with it, rolled back with it. */
export type Effect<E> = { readonly name: string; readonly run: (tx: Db, event: E) => Promise<void> };

/**
 * One thing a change sets off once its transaction has committed (a mail, an SMS, the studio's
 * notice mail): it never runs for a change rolled back, never holds the transaction's locks, and its
 * failure is logged without failing the request that made the change (decision 194).
 */
export type AfterCommitEffect<E> = { readonly name: string; readonly run: (ctx: AppContext, event: E) => Promise<void> };

/** What a change sets off, in its transaction and after its commit. */
export type Effects<E> = { readonly inTransaction: readonly Effect<E>[]; readonly afterCommit?: readonly AfterCommitEffect<E>[] };

/** A change and what it sets off, declared together in one place. */
export type DeclaredEvent<E> = {
  readonly name: string;
  readonly effects: Required<Effects<E>>;
  /**
   * Runs every in-transaction effect, in the order declared, in the caller's transaction, and queues
   * the after-commit ones on it. An event with after-commit effects must be emitted in a transaction
   * opened by `transactionWithEffects`, else it throws: nothing can forget to run them.
   */
  emit: (tx: Db, event: E) => Promise<void>;
};

/** An after-commit effect of one emitted event, waiting for its transaction's commit. */
type Queued = (ctx: AppContext) => void;
/** The after-commit work of each open transaction opened by `transactionWithEffects`, by its handle. */
const pending = new WeakMap<Db, Queued[]>();

/**
 * A change's effects, declared once beside the change (decisions 180, 194): whoever makes the change
 * emits the event and every effect runs, so no screen or route can make it without them, and no
 * caller passes its own. The list is fixed when the module loads: building the app twice (the
 * tests do) never registers an effect twice.
 */
export function declareEvent<E>(name: string, effects: Effects<E>): DeclaredEvent<E> {
  const afterCommit = effects.afterCommit ?? [];
  return {
    name,
    effects: { inTransaction: effects.inTransaction, afterCommit },
    async emit(tx, event) {
      const queue = pending.get(tx);
      if (afterCommit.length > 0 && !queue)
        throw serverFault(`The event "${name}" has effects after its commit: emit it in a transaction opened by transactionWithEffects`);
      for (const effect of effects.inTransaction) await effect.run(tx, event);
      for (const effect of afterCommit) queue?.push((ctx) => ctx.background.run(`${name}: ${effect.name}`, () => effect.run(ctx, event)));
    },
  };
}

/**
 * Runs `work` in one transaction; the after-commit effects of the events it emitted then run as
 * background tasks (lib/background.ts: logged when they fail, awaited at shutdown and by the tests'
 * requests), only once the transaction committed. A rollback drops them with the change.
 */
export async function transactionWithEffects<T>(ctx: AppContext, work: (tx: Db) => Promise<T>): Promise<T> {
  const queued: Queued[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    pending.set(tx, queued);
    try {
      return await work(tx);
    } finally {
      pending.delete(tx);
    }
  });
  for (const run of queued) run(ctx);
  return result;
}
