import type { FieldError, SuccessEnvelope } from '@atelier/shared';

export const API_BASE = '/api/v1';

/** The error envelope as the server sends it; every field is optional because proxies may answer too. */
export type ErrorResponseData = {
  success?: false;
  status_code?: number;
  code?: string;
  message?: string;
  errors?: FieldError[];
  error?: { message?: string };
};

/**
 * What every failed call throws. `response` mirrors the HTTP answer (absent for network
 * failures), so the shared error handler can apply the spec's message precedence.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: FieldError[];
  readonly response?: { status: number; data: ErrorResponseData | null };

  constructor(init: { statusCode: number; code: string; message: string; details?: FieldError[]; response?: ApiError['response'] }) {
    super(init.message);
    this.name = 'ApiError';
    this.statusCode = init.statusCode;
    this.code = init.code;
    this.details = init.details ?? [];
    this.response = init.response;
  }

  get isNetworkError(): boolean {
    return !this.response;
  }
}

type ClientHooks = {
  getToken: () => string | null;
  /** Called when a request that carried a token answers 401: the session is over. */
  onUnauthorized: () => void;
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
};

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
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

export async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<SuccessEnvelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = hooks.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

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
    throw new ApiError({ statusCode: 0, code: 'NETWORK_ERROR', message: 'Network Error' });
  }

  const data = await readJson(res);
  if (res.ok) return data as SuccessEnvelope<T>;

  const envelope = (data && typeof data === 'object' ? data : null) as ErrorResponseData | null;
  const error = new ApiError({
    statusCode: envelope?.status_code ?? res.status,
    code: envelope?.code ?? `HTTP_${res.status}`,
    message: envelope?.message ?? (res.statusText || 'Something went wrong'),
    details: Array.isArray(envelope?.errors) ? envelope.errors : [],
    response: { status: res.status, data: envelope },
  });
  if (res.status === 401 && token && !options.ignoreUnauthorized) hooks.onUnauthorized();
  throw error;
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};

/** Field errors of a failed call keyed by field name (first message wins), for forms. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (error instanceof ApiError) for (const e of error.details) if (!(e.field in out)) out[e.field] = e.message;
  return out;
}
