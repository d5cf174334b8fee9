import {
  PERMISSIONS,
  TOKEN_EXCLUDED,
  routeMessage,
  successEnvelope,
  successMessage,
  type RouteBody,
  type RouteData,
  type RouteAccess,
  type RouteDeclaration,
  type RouteParams,
  type RouteQuery,
  type Permission,
  type SuccessMessageKey,
} from '@atelier/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import { z } from 'zod';
import { Readable } from 'node:stream';
import type { AppContext } from '../context.js';
import { requireAccess } from './access.js';
import { accessRefused, requirePermission, type Actor } from './actor.js';
import { requireAuth } from './authenticate.js';
import { AppError, serverFault } from './errors.js';
import { said } from './said.js';
import { claimIdempotencyKey, idempotencyKeyOf } from './idempotency.js';
import { sendKept, type KeptAnswer } from './kept-whole-lists.js';
import type { ListRead } from './pages.js';
import { answerEtag, checkIfMatch, type VersionedTable } from './record-versions.js';
import { requireFeature } from './plan-gate.js';
import { RECORD_TABLES, recordNoun } from './store-tables.js';
import { ok } from './reply.js';
import { assertAcceptanceBody } from './shown-document.js';

type SignedIn<R extends RouteDeclaration> = R['access'] extends 'public' | 'self' ? null : Actor;

/** What a handler receives: the parsed inputs of its declaration, and the actor when it signs in. */
export type RouteCall<R extends RouteDeclaration> = {
  actor: SignedIn<R>;
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  req: FastifyRequest;
  reply: FastifyReply;
};

const WITH_MESSAGE = Symbol('with-message');
type WithMessage<D> = { [WITH_MESSAGE]: true; data: D; key: SuccessMessageKey; params?: Record<string, string | number> };

/** An answer whose message is not the declaration's own (a sign-in by Google, a count of imported clients). */
export function withMessage<D>(data: D, key: SuccessMessageKey, params?: Record<string, string | number>): WithMessage<D> {
  return { [WITH_MESSAGE]: true, data, key, ...(params ? { params } : {}) };
}

const hasMessage = <D>(value: unknown): value is WithMessage<D> => typeof value === 'object' && value !== null && WITH_MESSAGE in value;

const STREAMED = Symbol('streamed-list');
type StreamedList = { [STREAMED]: true; key: string; batches: AsyncGenerator<unknown[]> };
const isStreamed = (value: unknown): value is StreamedList => typeof value === 'object' && value !== null && STREAMED in value;
const KEPT = Symbol('kept-list');
type KeptList = { [KEPT]: true; key: string; answer: KeptAnswer };
const isKept = (value: unknown): value is KeptList => typeof value === 'object' && value !== null && KEPT in value;

/**
 * A list route's answer (decision 069): one page under the list's key with `nextCursor`, or, when
 * no `limit` was asked, the whole list streamed a batch at a time in the same envelope, so the
 * server never holds the list, its presented copy and its JSON text all at once.
 */
export function listAnswer<K extends string, R, T>(
  key: K,
  read: ListRead<R>,
  present: (row: R) => T,
): { [P in K]: T[] } & { nextCursor?: string | null } {
  if ('page' in read)
    return { [key]: read.page.rows.map(present), nextCursor: read.page.nextCursor } as { [P in K]: T[] } & { nextCursor: string | null };
  const all = read.all;
  async function* presented() {
    for await (const batch of all) yield batch.map(present);
  }
  const streamed: StreamedList = { [STREAMED]: true, key, batches: presented() };
  // The route's data type is the page; the streamed whole list is sent in the same shape by handle().
  return streamed as unknown as { [P in K]: T[] };
}

/** A whole list's answer kept since it was last written (decisions 176, 177), sent by handle(). */
export function keptListAnswer<K extends string>(key: K, answer: KeptAnswer): { [P in K]: never[] } {
  const kept: KeptList = { [KEPT]: true, key, answer };
  // The route's data type is the page; the kept answer is the same envelope, written before.
  return kept as unknown as { [P in K]: never[] };
}

/** The success envelope of a whole list around its records, as text: before the first, after the last. */
export function wholeListEnvelope(route: RouteDeclaration, key: string): { head: string; tail: string } {
  const message = routeMessage(route);
  if (!message) throw new AppError('INTERNAL_ERROR', 'The route declares no message.');
  return envelopeOf(successMessage(message), key);
}

const envelopeOf = (message: string, key: string) => ({
  head: `{"success":true,"status_code":200,"message":${JSON.stringify(message)},"data":{${JSON.stringify(key)}:[`,
  tail: ']}}',
});

/** Writes the envelope around a streamed whole list; the first batch is read before the status goes out. */
async function sendStreamed(reply: FastifyReply, message: string, list: StreamedList): Promise<FastifyReply> {
  const first = await list.batches.next();
  const { head, tail } = envelopeOf(message, list.key);
  async function* text() {
    yield head;
    let comma = '';
    let batch = first;
    while (!batch.done) {
      let chunk = '';
      for (const item of batch.value) {
        chunk += comma + JSON.stringify(item);
        comma = ',';
      }
      yield chunk;
      batch = await list.batches.next();
    }
    yield tail;
  }
  return reply.code(200).type('application/json; charset=utf-8').send(Readable.from(text()));
}

/** A file route answers through the reply itself; a JSON route returns its data (or withMessage). */
type Answer<R extends RouteDeclaration> = R['success'] extends { file: string }
  ? FastifyReply
  : RouteData<R> | WithMessage<RouteData<R>> | Promise<RouteData<R> | WithMessage<RouteData<R>>>;

export type RouteHandler<R extends RouteDeclaration> = (call: RouteCall<R>) => Promise<Awaited<Answer<R>>> | Answer<R>;

export type RouteExtras = Pick<RouteOptions, 'config' | 'bodyLimit'> & {
  /** Runs before the body is validated (after the permission check): a per-route limit. */
  preValidation?: preValidationAsyncHookHandler | preValidationAsyncHookHandler[];
  /** A PATCH or PUT: the table of the record its `:id` names, for ETags and If-Match (decisions 090, 133). */
  versionOf?: VersionedTable;
};

/**
 * The plan feature a declaration names (decision 193), checked before the body is read: a plan
 * without the feature answers its refusal (403) whatever the request carries, as a forbidden role
 * does. A plan or record rule needs a studio route, and a record rule an `:id` in its path.
 */
function planGate(ctx: AppContext, route: RouteDeclaration, permission: Permission | null): preValidationAsyncHookHandler[] {
  const { feature, record } = route;
  if ((feature || record) && !permission)
    throw serverFault(`${route.method} ${route.path}: a plan or record rule needs a studio permission`);
  if (record && !route.path.includes('/:id')) throw serverFault(`${route.method} ${route.path}: a record rule needs an :id in the path`);
  return feature ? [async (req: FastifyRequest) => void (await requireFeature(ctx.db, actorIn(req), feature))] : [];
}

/**
 * The record the declaration's `:id` names (decision 193), checked once the request is valid and
 * before the handler: 404 unless it is one of the studio's records in the store. After the body,
 * so a malformed body is its 422 whichever id it names, as when the services checked the record.
 */
async function requireDeclaredRecord(ctx: AppContext, route: RouteDeclaration, req: FastifyRequest): Promise<void> {
  const { record, access } = route;
  if (!record || !(PERMISSIONS as readonly string[]).includes(access)) return;
  const { id } = req.params as { id: string };
  await requireAccess(ctx.db, {
    table: RECORD_TABLES[record],
    what: recordNoun(record),
    actor: actorIn(req),
    id,
    permission: access as Permission,
  });
}

/** The declarations each app has registered, so start-up can refuse one left without a handler. */
const implemented = new WeakMap<AppContext, Set<RouteDeclaration>>();

/**
 * Registers one declared route (decision 062): its schemas validate the request and describe it in
 * the OpenAPI document, a signed-in route authenticates before anything else, a studio route's
 * permission is checked before its body is validated (403), and the handler's data goes out in the success
 * envelope with the declaration's message.
 */
export function handle<R extends RouteDeclaration>(
  app: FastifyInstance,
  ctx: AppContext,
  route: R,
  handler: RouteHandler<R>,
  extras: RouteExtras = {},
): void {
  const access: RouteAccess = route.access;
  const signedIn = access !== 'public' && access !== 'self';
  const permission = access === 'public' || access === 'self' || access === 'user' ? null : access;
  const success = route.success;
  const response: Record<number, z.ZodType> = { ...route.errors, ...successResponses(success) };
  const idempotent = honoursIdempotencyKey(route);
  assertAcceptanceBody(route);

  // The role's permission is checked before the body is validated: a member who may not delete is
  // told so (403), whatever the request carries (decision 062).
  const checks: preValidationAsyncHookHandler[] = [
    ...(signedIn ? [async (req: FastifyRequest) => requireTokenScope(actorIn(req), route)] : []),
    ...(permission ? [async (req: FastifyRequest) => requireStudioAccess(actorIn(req), permission)] : []),
    // Then the plan (decision 193); the record once the request is valid, below.
    ...planGate(ctx, route, permission),
    // A malformed key is refused before the body is read.
    ...(idempotent ? [async (req: FastifyRequest) => void idempotencyKeyOf(req)] : []),
    ...(extras.preValidation ? [extras.preValidation].flat() : []),
  ];
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      tags: [route.resource],
      ...(route.description ? { description: route.description } : {}),
      ...('file' in success && success.produces ? { produces: [success.file] } : {}),
      ...(signedIn ? { security: [{ bearerAuth: [] }] } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body && route.body !== 'multipart' && route.body !== 'raw' ? { body: route.body } : {}),
      // No declared answer at all (an HTML page) leaves the document's default answer.
      ...(Object.keys(response).length > 0 ? { response } : {}),
      ...(route.hidden ? { hide: true } : {}),
      ...(route.description ? { description: route.description } : {}),
    },
    ...(signedIn ? { onRequest: requireAuth(ctx) } : {}),
    ...(checks.length > 0 ? { preValidation: checks } : {}),
    ...(extras.config ? { config: extras.config } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    handler: async (req, reply) => {
      const call = {
        actor: signedIn ? actorIn(req) : null,
        params: req.params,
        query: req.query,
        body: req.body,
        req,
        reply,
      } as unknown as RouteCall<R>;
      if (idempotent && (await claimIdempotencyKey(ctx, req, reply, actorIn(req))) === 'replayed') return reply;
      // After the claim: a replayed PATCH answers what it did, though its If-Match is stale since (decision 090).
      // A PUT too: the board's move and the stages' order replace part of a project (decision 100).
      if (signedIn && (route.method === 'PATCH' || route.method === 'PUT'))
        await checkIfMatch(ctx, {
          table: extras.versionOf,
          header: req.headers['if-match'],
          params: req.params,
          workspaceId: actorIn(req).workspaceId,
        });
      // Where the services checked it: after a replay answers what it did, before the handler (decision 193).
      if (signedIn) await requireDeclaredRecord(ctx, route, req);
      const result: unknown = await handler(call);
      if (!('data' in success)) return result;
      const message = routeMessage(route);
      if (isStreamed(result) && message) return sendStreamed(reply, successMessage(message), result);
      if (isKept(result)) return sendKept(req, reply, result.answer);
      reply.code(success.status);
      if (route.method === 'GET' || route.method === 'PATCH' || route.method === 'PUT') {
        const etag = answerEtag(hasMessage(result) ? result.data : result, req.params);
        if (etag) void reply.header('etag', etag);
      }
      if (hasMessage(result)) return ok(successMessage(result.key, result.params), result.data, success.status);
      if (!message) throw new AppError('INTERNAL_ERROR', 'The route declares no message.');
      return ok(successMessage(message), result, success.status);
    },
  });
  const seen = implemented.get(ctx) ?? new Set<RouteDeclaration>();
  if (seen.has(route)) throw new AppError('INTERNAL_ERROR', `${route.method} ${route.path} is registered twice.`);
  implemented.set(ctx, seen.add(route));
}

/**
 * A signed-in JSON write of a studio's records honours Idempotency-Key (decision 089). Not an upload
 * (its body is a stream, not hashed), nor the account's own routes, API tokens, the team and
 * billing. Whatever the answer holds (a portal link, a feed's address) is sealed where it is kept
 * (decision 104), so no route has to say so.
 */
function honoursIdempotencyKey(route: RouteDeclaration): boolean {
  const access = route.access;
  if (access === 'public' || access === 'self' || access === 'user' || TOKEN_EXCLUDED.has(access)) return false;
  // PUT too: the offline queue sends the board's move with a key, and a move retried after its
  // answer was lost must get that answer, not a 412 on the version its own change made (decision 100).
  if (route.method !== 'POST' && route.method !== 'PATCH' && route.method !== 'PUT') return false;
  return 'data' in route.success && route.body !== 'multipart' && route.body !== 'raw';
}

/** The success answers the OpenAPI document lists: the envelope around the data, or the file (and its 304). */
function successResponses(success: RouteDeclaration['success']): Record<number, z.ZodType> {
  if ('data' in success) return { [success.status]: successEnvelope(success.data) };
  const file: Record<number, z.ZodType> = success.schema ? { 200: success.schema } : {};
  if (success.notModified) file[304] = z.null().describe('Not modified');
  return file;
}

/** Start-up check: every declared route has its handler, so the contract and the server cannot drift apart. */
export function assertAllImplemented(ctx: AppContext, routes: readonly RouteDeclaration[]): void {
  const seen = implemented.get(ctx) ?? new Set<RouteDeclaration>();
  const missing = routes.filter((route) => !seen.has(route) && !route.onlyWith).map((route) => `${route.method} ${route.path}`);
  if (missing.length > 0) throw new AppError('INTERNAL_ERROR', `Declared routes without a handler: ${missing.join(', ')}`);
}

/** The studio's plan no longer includes what the actor needs: the team's members, or API access. */
function offEnterprise(actor: Actor): AppError {
  return new AppError('FEATURE_NOT_AVAILABLE', actor.token ? said('session.tokenOffEnterprise') : said('session.teamOffEnterprise'));
}

/**
 * What a request made with an API token may reach (decision 074), whatever the route: nothing
 * while the studio is off Enterprise, never the account's own routes (`user`: the profile, the
 * password, sessions, 2FA, deletion), and with a read-only token nothing but GET (HEAD included),
 * nor a GET whose answer is a key that writes (a portal link's address, decision 102). A session
 * passes untouched.
 */
function requireTokenScope(actor: Actor, route: RouteDeclaration): void {
  if (!actor.token) return;
  if (!actor.teamActive) throw offEnterprise(actor);
  if (route.access === 'user') throw accessRefused('tokenAccount');
  if (actor.token.scope === 'read' && (route.method !== 'GET' || route.writeKey)) throw accessRefused('readOnly');
}

/**
 * A studio route's gate: a member other than the owner works only while the studio is on Enterprise
 * (decision 072), then the role must hold the permission; a token never holds TOKEN_EXCLUDED's.
 */
function requireStudioAccess(actor: Actor, permission: Permission): void {
  if (!actor.teamActive) throw offEnterprise(actor);
  if (actor.token && TOKEN_EXCLUDED.has(permission)) throw accessRefused('tokenExcluded');
  requirePermission(actor, permission);
}

function actorIn(req: FastifyRequest): Actor {
  if (!req.actor) throw new AppError('UNAUTHORIZED', said('session.signInNeeded'));
  return req.actor;
}
