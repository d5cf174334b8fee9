import type { z } from 'zod';
import type { Permission } from '../permissions.js';
import type { RecordName } from '../limits.js';
import type { GatedFeature } from '../plan-access.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call a route: anyone (`public`), any signed-in user for their own account (`user`), or
 * a signed-in user whose role in the studio holds the permission (decision 019). `self` routes
 * check the caller themselves (a webhook's signature, a secret feed address, a code in the body).
 */
export type RouteAccess = 'public' | 'self' | 'user' | Permission;

/** What a successful call answers: the JSON envelope around `data`, or a file (PDF, image, ZIP, calendar). */
export type RouteSuccess =
  | { status: 200 | 201; data: z.ZodType }
  | {
      status: 200;
      /** The file's media type. */
      file: string;
      /** The file as the OpenAPI document lists it among the answers ("The PNG"); not listed when left out. */
      schema?: z.ZodType;
      /** The document lists the media type as the only one the route produces, for its errors too (a download). */
      produces?: true;
      /** The route may answer 304 Not modified to a matching If-None-Match (an image under an ETag). */
      notModified?: true;
    };

/**
 * One API route, declared once (decision 062). The server registers it from this (validation,
 * the permission check before the handler, the success envelope and its message), the OpenAPI
 * document describes it, the web calls it with types inferred from it, and the cross-route test
 * tables walk every declaration, so a new route is covered without editing a list.
 */
export type RouteDeclaration = {
  method: HttpMethod;
  /** Below /api/v1, Fastify-style parameters: `/clients/:id`. */
  path: `/${string}`;
  /** The OpenAPI tag, and the first part of every web cache key of the route (invalidating it refreshes them all). */
  resource: string;
  access: RouteAccess;
  /**
   * The plan feature the call needs (decision 193): after the permission, a studio whose plan lacks
   * it gets the plan's refusal (403, with the upgrade message) before the record or the body is
   * read. Left off the reads a downgraded studio keeps (decision 043).
   */
  feature?: GatedFeature;
  /**
   * The record the path's `:id` names (decision 193), its table found by its name as the record
   * limits find a store's: checked after the plan, a 404 unless it is the studio's.
   */
  record?: RecordName;
  params?: z.ZodObject;
  query?: z.ZodType;
  /**
   * A JSON body schema; 'multipart' for an upload the handler reads itself; 'raw' for bytes or a
   * form the handler reads itself (a webhook's signed body, the sandbox checkout page's form post).
   */
  body?: z.ZodType | 'multipart' | 'raw';
  success: RouteSuccess;
  /** The success message: a key of its group's messages (routeGroup), translated on the web. */
  message?: string;
  /** The error answers the OpenAPI document lists, by status. */
  errors: Readonly<Record<number, z.ZodType>>;
  /** The operation's description in the OpenAPI document, where the path alone does not say enough. */
  description?: string;
  /** Leaves the route out of the OpenAPI document (the sandbox's own pages). */
  hidden?: boolean;
  /**
   * Its answer holds a key that lets whoever holds it write (a portal link's address): a read-only
   * API token is refused it as it is any write, whatever the method (decision 102).
   */
  writeKey?: boolean;
  /**
   * Its answer holds a secret (the calendar feed's address, a portal link's): the web never keeps it
   * on the device (decision 107). The server seals every answer it keeps for an
   * Idempotency-Key whatever the route (decision 104), so the flag asks nothing of it.
   */
  secretAnswer?: boolean;
  /**
   * A client accepts a document here (decision 183): the body carries `documentSha256`, the
   * fingerprint of what they were shown, and a changed document answers 409 DOCUMENT_CHANGED. The
   * server refuses to start with a flagged route whose body has no such field, and the acceptance
   * test walks every flagged route.
   */
  clientAcceptance?: true;
  /** Registered only with the embedded payment sandbox (decision 042): start-up does not require it. */
  onlyWith?: 'sandbox';
  /**
   * It may move a production stage (a status, a stage added done or removed): its handler goes the
   * stages' one path, whose declared effects run (decision 180), and the stage-paths test walks it.
   */
  movesStages?: true;
};

/** Declares a route; the identity function keeps each declaration's literal types for inference. */
export function defineRoute<const R extends RouteDeclaration>(route: R): R {
  return route;
}

/** A group's success messages in English; the other languages are the web's catalogue files (decision 203). */
export type RouteMessages = Readonly<Record<string, string>>;

/** Where a group keeps its messages: a symbol, so walking a group's routes (routesOf) never meets them. */
export const GROUP_MESSAGES: unique symbol = Symbol('route group messages');

/** The messages a route group carries (a named type, so declaration files can name its symbol key). */
export type WithMessages<M extends RouteMessages> = { readonly [GROUP_MESSAGES]: M };

/**
 * A resource's routes with the success messages they answer (decision 138): each route's `message`
 * must be a key of `messages`, and `API` (index.ts) reads the one catalog from its groups.
 */
export function routeGroup<
  const M extends RouteMessages,
  const G extends Readonly<Record<string, RouteDeclaration & { message?: keyof M & string }>>,
>(messages: M, routes: G): G & WithMessages<M> {
  return { ...routes, [GROUP_MESSAGES]: messages };
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type InferInput<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The data a route answers with inside the envelope (`never` for a file route). */
export type RouteData<R extends RouteDeclaration> = R['success'] extends { data: infer D } ? Infer<D> : never;
/** The parsed inputs a server handler receives. */
export type RouteParams<R extends RouteDeclaration> = Infer<R['params']>;
export type RouteQuery<R extends RouteDeclaration> = Infer<R['query']>;
export type RouteBody<R extends RouteDeclaration> = R['body'] extends z.ZodType
  ? z.output<R['body']>
  : R['body'] extends 'multipart'
    ? unknown
    : undefined;

/** What a caller sends: each part present only when the route declares it. */
export type RouteInput<R extends RouteDeclaration> = (R['params'] extends z.ZodType ? { params: InferInput<R['params']> } : unknown) &
  (R['query'] extends z.ZodType ? { query?: InferInput<R['query']> } : unknown) &
  (R['body'] extends z.ZodType ? { body: InferInput<R['body']> } : R['body'] extends 'multipart' ? { body: FormData } : unknown);

/** `/clients/:id` with `{ id: 'a b' }` is `/clients/a%20b`. */
export function routePath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`The path ${path} needs ${name}.`);
    return encodeURIComponent(String(value));
  });
}

/** The declarations of a group, as a list: tests and the server walk them. */
export function routesOf(groups: Readonly<Record<string, Readonly<Record<string, RouteDeclaration>>>>): RouteDeclaration[] {
  return Object.values(groups).flatMap((group) => Object.values(group));
}
