import type { SpecialOrder } from '@atelier/shared';

/** The orders of one style in one colour: the party's dresses ordered together from the designer. */
export type StyleLot = { key: string; styleNumber: string; styleName: string; colour: string; orders: SpecialOrder[] };

/** Sizes as a designer's chart reads them: 8 before 10, then any size that is no number. */
const bySize = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

/**
 * The party's orders by style and colour (decision 219), the styles in the order of their first
 * order, each lot's orders by size, so "5 dresses: sizes 8, 10, 10, 12, 14" reads as ordered.
 */
export function lotsOf(orders: readonly SpecialOrder[]): StyleLot[] {
  const lots = new Map<string, StyleLot>();
  for (const order of orders) {
    const key = [order.style.styleNumber, order.style.name, order.colour].join('\u0000');
    const lot = lots.get(key) ?? {
      key,
      styleNumber: order.style.styleNumber,
      styleName: order.style.name,
      colour: order.colour,
      orders: [],
    };
    lot.orders.push(order);
    lots.set(key, lot);
  }
  return [...lots.values()].map((lot) => ({ ...lot, orders: lot.orders.toSorted((a, b) => bySize(a.size, b.size)) }));
}

/** The orders each member's client has, to show on her row. */
export function ordersByClient(orders: readonly SpecialOrder[]): Map<string, SpecialOrder[]> {
  const out = new Map<string, SpecialOrder[]>();
  for (const order of orders) out.set(order.client.id, [...(out.get(order.client.id) ?? []), order]);
  return out;
}

/**
 * The date the party counts down to: the group's own event date, else the earliest wedding among
 * its orders (with the server's count of days, read from the studio's today).
 */
export function countdownDate(
  eventDate: string | null,
  orders: readonly SpecialOrder[],
): { date: string; days: number | null; fromOrders: boolean } | null {
  if (eventDate) return { date: eventDate, days: null, fromOrders: false };
  const first = orders.toSorted((a, b) => a.weddingDate.localeCompare(b.weddingDate))[0];
  return first ? { date: first.weddingDate, days: first.road.daysToWedding, fromOrders: true } : null;
}
