import { ALL_ROUTES, routePath, type RouteDeclaration } from '@atelier/shared';
import type { z } from 'zod';
import { UNKNOWN_ID } from './business.js';
import { nextIp } from './fixtures.js';
import type { TestApp } from './harness.js';
import { sampleOf } from './schema-walk.js';

/**
 * What the cross-route suites share (decision 062): the declarations they walk and how a request
 * is made to any of them, so a route declared in packages/shared is walked without editing a list.
 */
export type JsonBody = Exclude<RouteDeclaration['body'], 'multipart' | 'raw' | undefined>;

export const name = (route: RouteDeclaration) => `${route.method} ${route.path}`;
export const signsIn = (route: RouteDeclaration) => route.access !== 'public' && route.access !== 'self';

/** Routes that take a JSON body. */
export const jsonBodies = ALL_ROUTES.filter(
  (route): route is RouteDeclaration & { body: JsonBody } => route.body !== undefined && route.body !== 'multipart' && route.body !== 'raw',
);

/**
 * Any id fills a path: validation and access answer before a record is looked up. A parameter that
 * names no record (a project type, decision 077) takes a valid value, so the body is what is judged.
 */
export const NOT_IDS: Record<string, string> = { projectType: 'Suit', kind: 'thank-you' };

/** The route's address with each parameter from `fill` (an unknown id by default), unencoded. */
export function urlOf(route: RouteDeclaration, fill: (param: string) => string = () => UNKNOWN_ID, query = '') {
  const path = route.path.replace(/:(\w+)/g, (_m, param: string) => NOT_IDS[param] ?? fill(param));
  return `/api/v1${path}${query}`;
}

/** `routePath` with every parameter an unknown id: the address the OpenAPI document and clients build. */
export const encodedUrlOf = (route: RouteDeclaration) =>
  `/api/v1${routePath(
    route.path,
    new Proxy({}, { get: (_, key) => (typeof key === 'string' && NOT_IDS[key]) || UNKNOWN_ID, has: () => true }) as Record<string, string>,
  )}`;

/** A body the route's schema accepts, when one can be made from its shape alone (`sampleOf`). */
export function validBody(route: { body: JsonBody }): Record<string, unknown> | undefined {
  const sample = sampleOf(route.body);
  return (route.body as z.ZodType).safeParse(sample).success && typeof sample === 'object'
    ? (sample as Record<string, unknown>)
    : undefined;
}

/** A query string of the schema's sample with `key` set to each of `values` (already URL-encoded). */
export const withQuery = (route: RouteDeclaration, key: string, ...values: string[]) => {
  const sample = (route.query ? sampleOf(route.query) : {}) as Record<string, unknown>;
  const rest = Object.entries(sample)
    .filter(([k]) => k !== key)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return `?${[...rest, ...values.map((v) => `${key}=${v}`)].join('&')}`;
};

/**
 * The query a route cannot be called without, from its schema's sample: its required keys only, so
 * a walk that is not about the query reaches the record or the handler ('' for none).
 */
export function requiredQuery(route: RouteDeclaration): string {
  if (!route.query) return '';
  const shape = (route.query as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const sample = sampleOf(route.query) as Record<string, unknown>;
  const required = Object.entries(shape).filter(([key, schema]) => !schema.safeParse(undefined).success && key in sample);
  return required.length ? `?${required.map(([key]) => `${key}=${encodeURIComponent(String(sample[key]))}`).join('&')}` : '';
}

type Sent = { url?: string; payload?: string; contentType?: string; query?: string };

/** One request to a declared route from its own network, signed in with `token` when given. */
export function sendTo(t: TestApp, route: RouteDeclaration, token: string | null, sent: Sent = {}) {
  const { payload, contentType = 'application/json' } = sent;
  return t.request({
    method: route.method,
    url: sent.url ?? `${encodedUrlOf(route)}${sent.query ?? ''}`,
    remoteAddress: nextIp(),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload !== undefined ? { 'content-type': contentType } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** The error code of a JSON answer; a file (the export's ZIP) has none. */
export const codeOf = (res: { headers: Record<string, unknown>; json: () => { code?: string } }) =>
  String(res.headers['content-type'] ?? '').includes('json') ? res.json().code : undefined;

/** The fields of a 422's errors. */
export const errorFields = (res: { json: () => { errors?: { field: string }[] } }) => (res.json().errors ?? []).map((e) => e.field);

/** The first id of the first list in an answer. */
const firstId = (data: unknown): string | undefined => {
  for (const value of Object.values((data ?? {}) as Record<string, unknown>)) {
    if (Array.isArray(value) && typeof value[0]?.id === 'string') return value[0].id as string;
  }
  return undefined;
};

/**
 * `path` with each parameter a real id: the one `known` gives by name (a portal link's token, which
 * no list answers), else the first of the list above it (`/clients/:id` from `GET /clients`, read
 * as `token`). Undefined when a list above it holds nothing.
 */
export async function realPath(t: TestApp, token: string, path: string, known: Record<string, string> = {}) {
  let filled = path;
  for (const param of path.match(/:\w+/g) ?? []) {
    const listPath = filled.slice(0, filled.indexOf(param) - 1);
    let id = known[param.slice(1)] ?? NOT_IDS[param.slice(1)];
    if (!id) {
      const res = await t.request({ method: 'GET', url: `/api/v1${listPath}`, token });
      id = res.statusCode === 200 ? firstId(res.json().data) : undefined;
    }
    if (!id) return undefined;
    filled = filled.replace(param, id);
  }
  return filled;
}

/**
 * A crash: a 500, or any 5xx the error handler gave the code of a crash. A 503 with a code of its
 * own (a sign-in provider the server is not set up for) is the server saying what it lacks.
 */
export const isFault = (res: { statusCode: number; headers: Record<string, unknown>; json: () => { code?: string } }) =>
  res.statusCode === 500 || (res.statusCode > 500 && codeOf(res) === 'INTERNAL_ERROR');
