import type { Db } from '../db/client.js';
import { authEpochs } from '../db/schema/index.js';
import { counterReader, KeptByCounter } from './kept-by-counter.js';

/** Sessions a process keeps what it read of: a busy studio's devices many times over. */
const KEPT_SESSIONS = 10_000;

/** A bearer token's claims, as its signature check read them. */
export type SessionClaims = { sessionId: string; userId: string; expiresAtMs: number };

/**
 * What the sign-in check read of each session, kept per process by its bearer token beside the
 * user's counter read just before it (decision 168). The counter is raised by the database in the
 * same transaction as any change a signed-in request reads (triggers, migration 0043), so reading it
 * (one row by its key, with the other reads of the same turn, decision 175) tells whether what was kept is still exact: a revocation, a role change or a
 * downgrade made by any process counts on the next request everywhere, as when the whole query ran
 * on every request. The token's signature is checked once; its expiry on every request.
 */
export class SignedInCache<Row> {
  private readonly kept = new KeptByCounter<{ claims: SessionClaims; row: Row }>(KEPT_SESSIONS);
  private readonly epochOf: (userId: string) => Promise<number>;

  constructor(db: Db) {
    this.epochOf = counterReader(db, authEpochs, authEpochs.userId, authEpochs.epoch, 'auth_epoch');
  }

  /** The claims of a token checked before and not expired, without checking its signature again. */
  claimsOf(token: string, now: number): SessionClaims | undefined {
    const claims = this.kept.peek(token)?.claims;
    return claims && claims.expiresAtMs > now ? claims : undefined;
  }

  /**
   * The session's row as `read` reads it, or as it was kept when the user's counter has not moved.
   * The counter is read first: a change committed between the two reads leaves a row newer than its
   * counter, read again next time, never an old row under a new counter.
   */
  async read(token: string, claims: SessionClaims, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const epoch = await this.epochOf(claims.userId);
    const kept = await this.kept.read(token, epoch, async () => {
      const row = await read();
      return row ? { claims, row } : undefined;
    });
    return kept?.row;
  }
}
