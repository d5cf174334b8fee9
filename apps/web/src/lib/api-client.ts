import {
  routePath,
  type ErrorEnvelope,
  type FieldError,
  type RouteData,
  type RouteDeclaration,
  type RouteInput,
  type SuccessEnvelope,
} from '@atelier/shared';
import { errorTexts } from './error-texts';
import { locale } from './i18n/i18n';

export const API_BASE = '/api/v1';

/** The error envelope as the server sends it; every field is optional because proxies may answer too. */
type ErrorResponseData = {
  status_code?: number;
  code?: string;
  message?: string;
  errors?: FieldError[];
  error?: { message?: string };
  freePieces?: unknown;
};

/**
 * The one error every failed call throws. Its message already follows one precedence
 * (the answer's message, then a nested error message, then the HTTP status
 * text); the shared error handler and the forms read these fields and nothing else.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: FieldError[];
  /** No answer came back at all (offline, DNS, CORS). */
  readonly isNetworkError: boolean;
  /** With PIECE_RENTED: the same style's pieces free for those days, to rent instead (decision 222). */
  readonly freePieces: NonNullable<ErrorEnvelope['freePieces']>;

  constructor(init: {
    statusCode: number;
    code: string;
    message: string;
    details?: FieldError[];
    isNetworkError?: boolean;
    freePieces?: ErrorEnvelope['freePieces'];
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.statusCode = init.statusCode;
    this.code = init.code;
    this.details = init.details ?? [];
    this.isNetworkError = init.isNetworkError ?? false;
    this.freePieces = init.freePieces ?? [];
  }
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);

/** Builds the ApiError of a failed answer from whatever body came with it. */
export function apiErrorFrom(status: number, statusText: string, body: unknown): ApiError {
  const data = (body && typeof body === 'object' ? body : {}) as ErrorResponseData;
  return new ApiError({
    statusCode: typeof data.status_code === 'number' ? data.status_code : status,
    code: text(data.code) ?? `HTTP_${status}`,
    message: text(data.message) ?? text(data.error?.message) ?? text(statusText) ?? errorTexts().fallback,
    details: Array.isArray(data.errors) ? data.errors : [],
    freePieces: Array.isArray(data.freePieces) ? (data.freePieces as ErrorEnvelope['freePieces']) : [],
  });
}

type ClientHooks = {
  getToken: () => string | null;
  /** Called when a request that carried a token answers 401: the session is over; the error says why. */
  onUnauthorized: (error: ApiError) => void;
};

let hooks: ClientHooks = { getToken: () => null, onUnauthorized: () => {} };

/** The auth store plugs itself in here, so this module does not depend on any feature. */
export function configureApiClient(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next };
}

export type RequestOptions = {
  /** Sign-in style calls answer 401 for wrong credentials; that must not end the session. */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
  query?: Record<string, string | number | boolean | undefined>;
  /**
   * Sent as `Idempotency-Key` (decision 089): the same change sent again (a retry, a reload during
   * sync) is answered once. Writes that can be queued offline carry one (decision 092).
   */
  idempotencyKey?: string;
  /** Sent as `If-Match` (decision 090): the change applies only to that version of the record. */
  ifMatch?: string;
};

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * What a request sent without fetch needs to behave like the others (an upload that reports its
 * progress, lib/upload-with-progress.ts): the same URL and the same bearer token.
 */
export function requestTarget(path: string, query?: RequestOptions['query']): { url: string; token: string | null } {
  return { url: buildUrl(path, query), token: hooks.getToken() };
}

/** A 401 to a request that carried the token ends the session, whatever sent the request. */
export function reportUnauthorized(error: ApiError, token: string | null): void {
  if (error.statusCode === 401 && token) hooks.onUnauthorized(error);
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<SuccessEnvelope<T>> {
  // The server writes its refusals in the reader's language: a member's setting, else this (decision 200).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale.get() };
  const token = hooks.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.ifMatch) headers['If-Match'] = options.ifMatch;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  // No body, no Content-Type: Fastify refuses an empty body declared as JSON.

  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), { method, headers, body: payload, signal: options.signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError({ statusCode: 0, code: 'NETWORK_ERROR', message: 'Network Error', isNetworkError: true });
  }

  const data = await readJson(res);
  if (res.ok) return data as SuccessEnvelope<T>;

  const error = apiErrorFrom(res.status, res.statusText, data);
  if (res.status === 401 && token && !options.ignoreUnauthorized) hooks.onUnauthorized(error);
  throw error;
}

/**
 * The file name a Content-Disposition header gives, if any: `filename*=UTF-8''Skirt%20v2.pdf` (RFC 6266,
 * what the pattern downloads send, so a re-draft's "v2" reaches the saved file: decision 132), else
 * `filename="x.zip"`.
 */
export function filenameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain name, if any, below.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * A GET that answers a file rather than the JSON envelope (the data export ZIP, decision 026): the
 * same bearer token and the same ApiError on failure, the body as a Blob with the server's name.
 */
async function requestFile(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; filename: string | null }> {
  const headers: Record<string, string> = {};
  const token = hooks.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), { method: 'GET', headers, signal: options.signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError({ statusCode: 0, code: 'NETWORK_ERROR', message: 'Network Error', isNetworkError: true });
  }
  if (res.ok) return { blob: await res.blob(), filename: filenameFrom(res.headers.get('content-disposition')) };
  const error = apiErrorFrom(res.status, res.statusText, await readJson(res));
  if (res.status === 401 && token && !options.ignoreUnauthorized) hooks.onUnauthorized(error);
  throw error;
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  /** A file download; `patch`/`post` already send a FormData body as multipart. */
  file: (path: string, options?: RequestOptions) => requestFile(path, options),
};

type CallArgs<R extends RouteDeclaration> =
  Record<never, never> extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: RequestOptions]
    : [input: RouteInput<R>, options?: RequestOptions];

/**
 * Calls a route declared in packages/shared (decision 062): the path, method and body come from
 * the declaration and the answer's data is typed by its schema, so no call asserts a type by hand.
 */
export async function call<R extends RouteDeclaration>(route: R, ...[input, options]: CallArgs<R>): Promise<RouteData<R>> {
  return (await callEnvelope(route, ...([input, options] as CallArgs<R>))).data;
}

/** The same call, answering the whole envelope (its message and status too). */
export function callEnvelope<R extends RouteDeclaration>(
  route: R,
  ...[input, options]: CallArgs<R>
): Promise<SuccessEnvelope<RouteData<R>>> {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: RequestOptions['query']; body?: unknown };
  const query = parts.query ?? options?.query;
  return request<RouteData<R>>(route.method, routePath(route.path, parts.params), parts.body, { ...options, ...(query ? { query } : {}) });
}

/** A declared file route (a PDF, the export ZIP): the bytes and the server's file name. */
export function callFile<R extends RouteDeclaration>(
  route: R,
  ...[input, options]: CallArgs<R>
): Promise<{ blob: Blob; filename: string | null }> {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: RequestOptions['query'] };
  const query = parts.query ?? options?.query;
  return requestFile(routePath(route.path, parts.params), { ...options, ...(query ? { query } : {}) });
}

/** Field errors of a failed call keyed by field name (first message wins), for forms. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (error instanceof ApiError) for (const e of error.details) if (!(e.field in out)) out[e.field] = e.message;
  return out;
}
