import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNotNull, lt, notLike, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { idempotencyKeys, type IdempotencyKeyRow } from '../db/schema/index.js';
import type { Actor } from './actor.js';
import { AppError } from './errors.js';
import { said } from './said.js';
import { errorForLog } from './log-redaction.js';
import { decryptSecret, encryptSecret } from './sealed-text.js';

/**
 * Idempotency keys (decisions 089, 100): a signed-in POST, PATCH or PUT sent with `Idempotency-Key` is done at
 * most once per studio for 24 hours. The first request claims the key in the database (one insert,
 * so one request or process wins), the answer it gives is stored as it went out, and a repeat of
 * the same request gets that answer back with `Idempotent-Replayed: true` instead of doing the work
 * again. An answer that is not the request's own outcome (a 5xx, 401, 403, 429) releases the key,
 * so a retry does the work. Every stored answer is sealed (decision 104): whatever a route answers
 * (a feed's address, a portal link), the table never holds it in clear.
 */

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key holds, from its claim (the database's clock decides). */
const EXPIRED = sql`now() - interval '24 hours'`;
/** A claim still running after this was left by a process that stopped mid-request: another request may take it. */
const ABANDONED = sql`now() - interval '10 minutes'`;
/** Printable ASCII, as the contract says (the client sends a UUID). */
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
/** Answers that are not the request's outcome: a retry must be free to do the work. */
const NOT_STORED = new Set([401, 403, 429]);
const PURGE_INTERVAL_MS = 3600_000;

type Claim = { workspaceId: string; key: string; claim: string; settled: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed, until its answer is stored or the key released. */
    idempotency: Claim | null;
  }
}

/** The request's Idempotency-Key, checked; null without one. */
export function idempotencyKeyOf(req: FastifyRequest): string | null {
  const value = req.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) throw new AppError('BAD_REQUEST', said('request.idempotencyKeyInvalid'));
  return value;
}

/** What a repeat must match: who sent it, the method, the address with its query, and the validated body. */
function requestOf(req: FastifyRequest, actor: Actor) {
  const bodyHash = createHash('sha256')
    .update(JSON.stringify(req.body ?? null))
    .digest('hex');
  return { userId: actor.user.id, method: req.method, path: req.url, bodyHash };
}

const expiredOrAbandoned = () =>
  or(lt(idempotencyKeys.createdAt, EXPIRED), and(eq(idempotencyKeys.state, 'running'), lt(idempotencyKeys.createdAt, ABANDONED)));

const ownClaim = (claim: Omit<Claim, 'settled'>) =>
  and(eq(idempotencyKeys.workspaceId, claim.workspaceId), eq(idempotencyKeys.key, claim.key), eq(idempotencyKeys.claim, claim.claim));

/** A sealed answer as `encryptSecret` writes it; JSON text (a row stored in clear before decision 104) never starts so. */
const SEALED = /^v1\./;

/**
 * The stored answer's text: opened when sealed; a row written in clear before decision 104 (gone
 * within 24 hours) as it is. Null when the seal cannot be opened (the server secret changed).
 */
function openAnswer(ctx: AppContext, stored: IdempotencyKeyRow): string | null {
  const text = stored.response ?? '';
  if (!SEALED.test(text)) return text;
  try {
    return decryptSecret(ctx.answerKey, text);
  } catch {
    return null;
  }
}

function replay(reply: FastifyReply, stored: IdempotencyKeyRow, text: string): FastifyReply {
  if (stored.etag) void reply.header('etag', stored.etag);
  return reply
    .code(stored.status ?? 200)
    .header(REPLAYED_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(text);
}

/**
 * Claims the request's key before its work: 'proceed' when there is none or it is ours now,
 * 'replayed' when the stored answer went out. The claim is one statement: a new key is inserted, an
 * expired or abandoned one taken over; a live one is read and compared.
 */
export async function claimIdempotencyKey(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, actor: Actor) {
  const key = idempotencyKeyOf(req);
  if (key === null) return 'proceed';
  const request = requestOf(req, actor);
  const workspaceId = actor.workspaceId;
  // A key released between the failed insert and the read is claimed on the next turn.
  for (let turn = 0; turn < 3; turn++) {
    const claim = randomUUID();
    const fresh = { ...request, claim, state: 'running' as const, status: null, response: null, etag: null };
    const [claimed] = await ctx.db
      .insert(idempotencyKeys)
      .values({ workspaceId, key, ...fresh })
      .onConflictDoUpdate({
        target: [idempotencyKeys.workspaceId, idempotencyKeys.key],
        set: { ...fresh, createdAt: sql`now()` },
        setWhere: expiredOrAbandoned(),
      })
      .returning({ claim: idempotencyKeys.claim });
    if (claimed) {
      req.idempotency = { workspaceId, key, claim, settled: false };
      return 'proceed';
    }
    const [stored] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.workspaceId, workspaceId), eq(idempotencyKeys.key, key)));
    if (!stored) continue;
    const same =
      stored.userId === request.userId &&
      stored.method === request.method &&
      stored.path === request.path &&
      stored.bodyHash === request.bodyHash;
    if (!same) throw new AppError('IDEMPOTENCY_KEY_REUSED', said('request.idempotencyKeyReused'));
    if (stored.state === 'done') {
      const text = openAnswer(ctx, stored);
      if (text !== null) {
        replay(reply, stored, text);
        return 'replayed';
      }
      // Sealed under another server secret (every session ended with it): an answer nobody can
      // read again is released like an expired one, and the next turn claims the key (decision 104).
      await ctx.db.delete(idempotencyKeys).where(ownClaim({ workspaceId, key, claim: stored.claim }));
      continue;
    }
    break;
  }
  throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS', said('request.idempotencyKeyInProgress'), { retryAfter: 1 });
}

/**
 * Stores the answer as it goes out (before compression), sealed (decision 104), or releases the key
 * when it is not the request's outcome. The ETag is kept in clear: it is the record's version, never a secret.
 */
async function settle(ctx: AppContext, claim: Claim, reply: FastifyReply, payload: unknown): Promise<void> {
  claim.settled = true;
  const status = reply.statusCode;
  if (status >= 500 || NOT_STORED.has(status) || typeof payload !== 'string') {
    await ctx.db.delete(idempotencyKeys).where(ownClaim(claim));
    return;
  }
  const etag = reply.getHeader('etag');
  await ctx.db
    .update(idempotencyKeys)
    .set({ state: 'done', status, response: encryptSecret(ctx.answerKey, payload), etag: typeof etag === 'string' ? etag : null })
    .where(ownClaim(claim));
}

/**
 * The hooks that settle a claim, on the root so they run before any scope's compression. A failure
 * to store leaves the claim running (a retry waits until it counts as abandoned) rather than free:
 * the work was done, and doing it twice is what the key prevents.
 */
export function registerIdempotency(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('idempotency', null);
  app.addHook('onSend', async (req, reply, payload) => {
    const claim = req.idempotency;
    if (claim && !claim.settled) {
      await settle(ctx, claim, reply, payload).catch((err: unknown) =>
        req.log.error({ err: errorForLog(err) }, 'storing the idempotent answer failed'),
      );
    }
    return payload;
  });
  // An answer that never reached onSend (the client went away) releases the key.
  app.addHook('onResponse', async (req) => {
    const claim = req.idempotency;
    if (claim && !claim.settled) {
      claim.settled = true;
      await ctx.db.delete(idempotencyKeys).where(ownClaim(claim));
    }
  });
}

/**
 * Deletes expired keys now and then (a live key is never purged: the claim takes over an expired one
 * anyway). At start, seals the answers a server before decision 104 kept in clear.
 */
export function startIdempotencyPurge(ctx: AppContext, intervalMs = PURGE_INTERVAL_MS): () => void {
  ctx.background.run('sealing idempotent answers kept in clear', async () => {
    await sealClearAnswers(ctx);
  });
  const purge = () =>
    ctx.background.run('idempotency key purge', async () => {
      await purgeExpiredKeys(ctx);
    });
  const timer = setInterval(purge, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

export async function purgeExpiredKeys(ctx: AppContext): Promise<number> {
  const gone = await ctx.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, EXPIRED)).returning({ key: idempotencyKeys.key });
  return gone.length;
}

/**
 * Seals the answers stored in clear before decision 104, so a feed's address or a portal link kept
 * then is not readable for the rest of its 24 hours. Each row is replaced only if unchanged since
 * read: another process sealing it at the same moment, or a new claim, wins.
 */
export async function sealClearAnswers(ctx: AppContext): Promise<number> {
  const clear = await ctx.db
    .select({
      workspaceId: idempotencyKeys.workspaceId,
      key: idempotencyKeys.key,
      claim: idempotencyKeys.claim,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.state, 'done'), isNotNull(idempotencyKeys.response), notLike(idempotencyKeys.response, 'v1.%')));
  let sealed = 0;
  for (const row of clear) {
    const text = row.response ?? '';
    const done = await ctx.db
      .update(idempotencyKeys)
      .set({ response: encryptSecret(ctx.answerKey, text) })
      .where(and(ownClaim(row), eq(idempotencyKeys.response, text)))
      .returning({ key: idempotencyKeys.key });
    sealed += done.length;
  }
  return sealed;
}
