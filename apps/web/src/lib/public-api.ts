import type { BookingSlot } from '@atelier/shared';

/**
 * The one fetch of the pages a client opens without signing in, the portal and the booking page
 * (decisions 085, 161, 196): plain fetch and the API's envelope, nothing of the app's client (the
 * session, the query cache, zod), so the portal's chunk stays small. The address carries the key
 * (the portal's token, the studio's slug): no header does. A refusal comes back as a kind each page
 * says in the client's language, never the server's English.
 */
export type PublicFailure = {
  ok: false;
  /**
   * gone: 404 (a dead link, a page that is not there); rate: 429; invalid: 422; taken: 409 SLOT_TAKEN;
   * full: 409 BOOKING_DAY_FULL; changed: 409 DOCUMENT_CHANGED (the document shown is not the studio's
   * now, decision 183); network: no answer; failed: anything else.
   */
  kind: 'gone' | 'rate' | 'invalid' | 'taken' | 'full' | 'changed' | 'network' | 'failed';
  /** The API's error code: a 409's reason (BOOKING_NOTICE_PASSED, a contract's step, decision 159). */
  code?: string;
  errors?: Array<{ field: string; message: string }>;
  /** With SLOT_TAKEN: the next free slots. */
  alternatives?: BookingSlot[];
  /** Seconds to wait, from Retry-After, on a 429. */
  retryAfter?: number;
};
export type PublicResult<T> = { ok: true; data: T } | PublicFailure;

type ErrorAnswer = { code?: unknown; errors?: PublicFailure['errors']; alternatives?: unknown };

const CODE_KINDS: Record<string, PublicFailure['kind']> = {
  SLOT_TAKEN: 'taken',
  BOOKING_DAY_FULL: 'full',
  DOCUMENT_CHANGED: 'changed',
};

function kindOf(status: number, code: string | undefined): PublicFailure['kind'] {
  if (status === 404) return 'gone';
  if (status === 429) return 'rate';
  if (status === 422) return 'invalid';
  return (code && CODE_KINDS[code]) || 'failed';
}

function failureOf(res: Response, json: ErrorAnswer | null): PublicFailure {
  const code = typeof json?.code === 'string' ? json.code : undefined;
  const failure: PublicFailure = { ok: false, kind: res.ok ? 'failed' : kindOf(res.status, code) };
  if (code) failure.code = code;
  if (json?.errors) failure.errors = json.errors;
  if (Array.isArray(json?.alternatives)) failure.alternatives = json.alternatives as BookingSlot[];
  const retryAfter = Number(res.headers.get('retry-after'));
  if (failure.kind === 'rate' && retryAfter > 0) failure.retryAfter = Math.ceil(retryAfter);
  return failure;
}

/** One call: the envelope's `data` on success, else the refusal's kind, code and field errors. */
export async function publicCall<T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<PublicResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      // No cookie goes with it: the address is the only key (decision 085).
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  const json = (await res.json().catch(() => null)) as ({ data?: T } & ErrorAnswer) | null;
  if (res.ok && json) return { ok: true, data: json.data as T };
  return failureOf(res, json);
}

/** The key in a public page's own address, `<prefix>/<key>` (/portal/<token>, /book/<slug>); '' when there is none. */
export function keyFromPath(prefix: '/portal' | '/book', pathname: string): string {
  if (!pathname.startsWith(`${prefix}/`)) return '';
  const m = /^([^/?#]+)\/?$/.exec(pathname.slice(prefix.length + 1));
  if (!m) return '';
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return '';
  }
}
