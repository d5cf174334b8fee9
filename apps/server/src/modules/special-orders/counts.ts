import { brideRoad, hasArrived, SPECIAL_ORDER_STATES } from '@atelier/shared';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { specialOrders, suppliers } from '../../db/schema/index.js';
import { alterationDaysOf } from './settings.js';

/** What the dashboard says of the boutique's brides (decision 216). */
export type BrideCounts = { thisMonth: number; atRisk: number };

const NOT_ARRIVED = SPECIAL_ORDER_STATES.filter((state) => !hasArrived(state));
const monthBounds = (today: string) => {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { first: `${today.slice(0, 7)}-01`, next };
};

/**
 * The brides whose wedding falls in this month, and the orders at risk: those not yet arrived
 * whose road (the one computation, `brideRoad`) says they cannot arrive in time. Null when the
 * studio has no order still open, so a tailor's dashboard shows nothing of it.
 */
export async function brideCounts(db: Db, workspaceId: string, today: string): Promise<BrideCounts | null> {
  const { first, next } = monthBounds(today);
  const mine = eq(specialOrders.workspaceId, workspaceId);
  const [month] = await db
    .select({ count: sql<number>`count(distinct ${specialOrders.clientId})::int` })
    .from(specialOrders)
    .where(and(mine, gte(specialOrders.weddingDate, first), lt(specialOrders.weddingDate, next)));
  const waiting = await db
    .select({
      state: specialOrders.state,
      weddingDate: specialOrders.weddingDate,
      promisedShipDate: specialOrders.promisedShipDate,
      leadTimeDays: suppliers.leadTimeDays,
    })
    .from(specialOrders)
    .leftJoin(suppliers, eq(suppliers.id, specialOrders.designerId))
    .where(and(mine, inArray(specialOrders.state, NOT_ARRIVED)));
  const thisMonth = month?.count ?? 0;
  if (thisMonth === 0 && waiting.length === 0) return null;
  const alterationDays = await alterationDaysOf(db, workspaceId);
  const atRisk = waiting.filter((o) => brideRoad({ ...o, today, alterationDays }).atRisk).length;
  return { thisMonth, atRisk };
}
