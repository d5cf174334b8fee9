import { centsToDollars, type ContractField, type Language } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { specialOrders } from '../../db/schema/index.js';
import { userSettings } from '../../lib/user-settings.js';
import { formatInvoiceMoney } from '../invoices/pdf-text.js';
import { studioOwner } from '../plans/rules.js';

type OrderField = Extract<ContractField, `order.${string}`>;
const NONE: Record<OrderField, null> = {
  'order.style': null,
  'order.colour': null,
  'order.size': null,
  'order.price': null,
  'order.deposit': null,
  'order.balance': null,
};

/**
 * The `{{order.*}}` fields of a special order's agreement (decision 217), from the order that opened
 * the contract as it stands when it is sent: its money in the studio's currency and the bride's
 * language. A contract no order opened leaves them blank, as a quote's fields without a quote.
 */
export async function orderFieldValues(
  db: Db,
  contract: { id: string; workspaceId: string },
  language: Language,
): Promise<Record<OrderField, string | null>> {
  const [order] = await db
    .select()
    .from(specialOrders)
    .where(and(eq(specialOrders.contractId, contract.id), eq(specialOrders.workspaceId, contract.workspaceId)))
    .limit(1);
  if (!order) return NONE;
  const currency = userSettings(await studioOwner(db, contract.workspaceId)).currency;
  const money = (cents: number) => formatInvoiceMoney(centsToDollars(cents), currency, language);
  return {
    'order.style': `${order.styleNumber} ${order.styleName} (${order.designerName})`,
    'order.colour': order.colour || null,
    'order.size': order.size,
    'order.price': money(order.priceCents),
    'order.deposit': money(order.depositCents),
    'order.balance': money(order.priceCents - order.depositCents),
  };
}
