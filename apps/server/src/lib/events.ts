import type { Db } from '../db/client.js';

/** One thing a change sets off, named for the tests and the reader, run in the change's transaction. */
export type Effect<E> = { readonly name: string; readonly run: (tx: Db, event: E) => Promise<void> };

/** A change and what it sets off, declared together in one place. */
export type DeclaredEvent<E> = {
  readonly name: string;
  readonly effects: readonly Effect<E>[];
  /** Runs every effect, in the order declared, in the caller's transaction: a change rolled back sets off nothing. */
  emit: (tx: Db, event: E) => Promise<void>;
};

/**
 * A change's effects, declared once beside the change (decision 180): whoever makes the change
 * emits the event and every effect runs, so no screen or route can make it without them, and no
 * caller passes its own. The list is fixed when the module loads: building the app twice (the
 * tests do) never registers an effect twice.
 */
export function declareEvent<E>(name: string, effects: readonly Effect<E>[]): DeclaredEvent<E> {
  return {
    name,
    effects,
    async emit(tx, event) {
      for (const effect of effects) await effect.run(tx, event);
    },
  };
}
