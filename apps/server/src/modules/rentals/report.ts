import { centsToDollars, type RentalReport } from '@atelier/shared';
import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { designerStyles, pieces, rentalPieces, rentals } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { studioTodayOf } from './lines.js';

/** The most pieces the report names: the ones that earned the most. */
const PIECES_NAMED = 50;

/** What the counter and the dashboard say each morning (decisions 223, 224). */
export type RentalCounts = { outNow: number; dueToday: number; late: number; inCleaning: number };

/** The rentals out now, due back today and late, and the pieces in their cleaning, against the studio's `today`. */
export async function rentalCounts(db: Db, workspaceId: string, today: string): Promise<RentalCounts> {
  const out = and(eq(rentals.workspaceId, workspaceId), eq(rentals.state, 'out'));
  const [row] = await db
    .select({
      outNow: sql<number>`count(*)::int`,
      dueToday: sql<number>`(count(*) filter (where ${rentals.returnDate} = ${today}))::int`,
      late: sql<number>`(count(*) filter (where ${rentals.returnDate} < ${today}))::int`,
    })
    .from(rentals)
    .where(out);
  const [cleaning] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rentalPieces)
    .where(
      and(
        eq(rentalPieces.workspaceId, workspaceId),
        isNotNull(rentalPieces.returnedAt),
        eq(rentalPieces.held, true),
        gt(rentalPieces.heldUntil, today),
      ),
    );
  return { outNow: row?.outNow ?? 0, dueToday: row?.dueToday ?? 0, late: row?.late ?? 0, inCleaning: cleaning?.n ?? 0 };
}

/**
 * The dashboard's rentals (decision 224): the counts for a studio that rents, null for one with no
 * rentable piece, so a tailor's dashboard shows nothing of it.
 */
export async function dashboardRentals(db: Db, workspaceId: string, today: string): Promise<RentalCounts | null> {
  const [rentable] = await db
    .select({ id: pieces.id })
    .from(pieces)
    .where(and(eq(pieces.workspaceId, workspaceId), isNotNull(pieces.rentalPriceCents)))
    .limit(1);
  return rentable ? rentalCounts(db, workspaceId, today) : null;
}

/**
 * The counter's morning and what the stock earned (decision 224): the counts, then the earnings
 * summed per piece by the database, whatever the studio's size.
 */
export async function rentalReportOf(db: Db, actor: Actor): Promise<RentalReport> {
  const today = await studioTodayOf(db, actor.workspaceId);
  const counts = await rentalCounts(db, actor.workspaceId, today);
  // A line earns once its rental went out: a reservation or a cancelled one has earned nothing yet.
  const earned = db
    .select({
      pieceId: rentalPieces.pieceId,
      rentals: sql<number>`count(*)`.as('rentals'),
      cents: sql<number>`sum(${rentalPieces.priceCents} + ${rentalPieces.damageCents})`.as('cents'),
    })
    .from(rentalPieces)
    .innerJoin(rentals, eq(rentals.id, rentalPieces.rentalId))
    .where(and(eq(rentalPieces.workspaceId, actor.workspaceId), inArray(rentals.state, ['out', 'returned'])))
    .groupBy(rentalPieces.pieceId)
    .as('earned');
  const rows = await db
    .select({
      id: pieces.id,
      code: pieces.code,
      size: pieces.size,
      colour: pieces.colour,
      style: { id: designerStyles.id, styleNumber: designerStyles.styleNumber, name: designerStyles.name },
      rentals: sql<number>`coalesce(${earned.rentals}, 0)`,
      cents: sql<number>`coalesce(${earned.cents}, 0)`,
      replacementCents: pieces.replacementValueCents,
    })
    .from(pieces)
    .innerJoin(designerStyles, eq(designerStyles.id, pieces.styleId))
    .leftJoin(earned, eq(earned.pieceId, pieces.id))
    .where(and(eq(pieces.workspaceId, actor.workspaceId), isNotNull(pieces.rentalPriceCents)))
    .orderBy(desc(sql`coalesce(${earned.cents}, 0)`), pieces.code)
    .limit(PIECES_NAMED);
  return {
    today,
    ...counts,
    pieces: rows.map(({ replacementCents, cents, rentals: count, ...piece }) => ({
      ...piece,
      rentals: Number(count),
      earnings: centsToDollars(Number(cents)),
      replacementValue: replacementCents === null ? null : centsToDollars(replacementCents),
      paidFor: replacementCents !== null && Number(cents) >= replacementCents,
    })),
  };
}
