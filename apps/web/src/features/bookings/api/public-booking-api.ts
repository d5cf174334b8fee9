import type { BookingSlot, CreateBookingBody, PublicBooking, PublicBookingPage } from '@atelier/shared';

/**
 * The public booking page's calls (decisions 156, 161): plain fetch and the API's envelope, as the
 * client portal's (decision 085), nothing of the app's client (the session, the query cache, zod).
 */
export type BookFailure = {
  ok: false;
  /**
   * gone: 404; taken: 409 SLOT_TAKEN; full: 409 BOOKING_DAY_FULL; changed: 409 DOCUMENT_CHANGED (the terms
   * shown are not the studio's now, decision 183); rate: 429; invalid: 422; network; failed.
   */
  kind: 'gone' | 'taken' | 'full' | 'changed' | 'rate' | 'invalid' | 'network' | 'failed';
  errors?: Array<{ field: string; message: string }>;
  /** With SLOT_TAKEN: the next free slots. */
  alternatives?: BookingSlot[];
  retryAfter?: number;
};
export type BookResult<T> = { ok: true; data: T } | BookFailure;

type ErrorAnswer = { code?: string; errors?: BookFailure['errors']; alternatives?: BookingSlot[] };

function kindOf(status: number, code: string | undefined): BookFailure['kind'] {
  if (status === 404) return 'gone';
  if (status === 429) return 'rate';
  if (status === 422) return 'invalid';
  if (code === 'SLOT_TAKEN') return 'taken';
  if (code === 'BOOKING_DAY_FULL') return 'full';
  if (code === 'DOCUMENT_CHANGED') return 'changed';
  return 'failed';
}

async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<BookResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  const json = (await res.json().catch(() => null)) as ({ data?: T } & ErrorAnswer) | null;
  if (res.ok && json) return { ok: true, data: json.data as T };
  const failure: BookFailure = { ok: false, kind: res.ok ? 'failed' : kindOf(res.status, json?.code) };
  if (json?.errors) failure.errors = json.errors;
  if (Array.isArray(json?.alternatives)) failure.alternatives = json.alternatives;
  const retryAfter = Number(res.headers.get('retry-after'));
  if (failure.kind === 'rate' && retryAfter > 0) failure.retryAfter = Math.ceil(retryAfter);
  return failure;
}

/** The calls of one studio's page, /book/<slug>. */
export function publicBookingApi(slug: string) {
  const base = `/api/v1/book/${encodeURIComponent(slug)}`;
  return {
    page: () => call<{ page: PublicBookingPage }>('GET', base),
    slots: (query: { typeId: string; from: string; days: number; memberId?: string }) => {
      const search = new URLSearchParams({ typeId: query.typeId, from: query.from, days: String(query.days) });
      if (query.memberId) search.set('memberId', query.memberId);
      return call<{ slots: BookingSlot[]; timeZone: string }>('GET', `${base}/slots?${search}`);
    },
    create: (body: CreateBookingBody) => call<{ booking: PublicBooking; key: string }>('POST', `${base}/bookings`, body),
    get: (id: string, key: string) =>
      call<{ booking: PublicBooking }>('GET', `${base}/bookings/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`),
  };
}
export type PublicBookingApi = ReturnType<typeof publicBookingApi>;

/** The slug in the page's own address, /book/<slug>; '' when there is none. */
export function slugFromPath(pathname: string): string {
  const m = /^\/book\/([^/?#]+)\/?$/.exec(pathname);
  if (!m) return '';
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return '';
  }
}

/** A booking waiting for its deposit, kept in this tab while the client pays (decision 161). */
export type KeptBooking = { id: string; key: string };
const keptKey = (slug: string) => `atelier.booking.${slug}`;

export function keepBooking(slug: string, kept: KeptBooking): void {
  try {
    sessionStorage.setItem(keptKey(slug), JSON.stringify(kept));
  } catch {
    // Storage refused (private mode): the page cannot read the booking back, the mail still confirms it.
  }
}

export function keptBooking(slug: string): KeptBooking | null {
  try {
    const raw = sessionStorage.getItem(keptKey(slug));
    const kept = raw ? (JSON.parse(raw) as Partial<KeptBooking>) : null;
    return kept && typeof kept.id === 'string' && typeof kept.key === 'string' ? { id: kept.id, key: kept.key } : null;
  } catch {
    return null;
  }
}

export function forgetBooking(slug: string): void {
  try {
    sessionStorage.removeItem(keptKey(slug));
  } catch {
    // Nothing kept.
  }
}
