import { dollarsToCents } from '@atelier/shared';
import type { specialOrders } from '../../db/schema/index.js';

type Fields = {
  colour?: string;
  size?: string;
  extras?: string | null;
  price?: number;
  deposit?: number;
  weddingDate?: string;
  note?: string | null;
  designerConfirmation?: string | null;
  promisedShipDate?: string | null;
};

/** The columns a body sets: money to cents; a field not sent is left out, so an update leaves it as it is. */
export function columnsOf(input: Fields): Partial<typeof specialOrders.$inferInsert> {
  const { price, deposit, ...rest } = input;
  const columns = {
    ...rest,
    priceCents: price === undefined ? undefined : dollarsToCents(price),
    depositCents: deposit === undefined ? undefined : dollarsToCents(deposit),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}
