import type { BookingSlot, CreateBookingBody, PublicBooking, PublicBookingPage } from '@atelier/shared';
import { publicCall as call } from '@/lib/public-api';

/**
 * The calls of one studio's page, /book/<slug> (decisions 156, 161), through the public pages' one
 * fetch (decision 196), as the client portal's.
 */
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
