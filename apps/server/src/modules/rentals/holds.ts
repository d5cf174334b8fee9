import { addDaysToDay, heldDays, rentalChargeCents, type Availability, type Day } from '@atelier/shared';
import { and, asc, eq, inArray, isNotNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clients, designerStyles, pieces, rentalPieces, type PieceRow } from '../../db/schema/index.js';
import { requireRecord } from '../../lib/access.js';
import type { Actor } from '../../lib/actor.js';
import { pgCode } from '../../lib/db-errors.js';
import { AppError, fieldError, missingReference } from '../../lib/errors.js';
import { recordNotFound } from '../../lib/record-not-found.js';
import { said } from '../../lib/said.js';

/** What a rental's pieces are held for: its dates, and the rental itself once it exists (its own holds are no conflict). */
export type Stay = { pickupDate: Day; returnDate: Day; rentalId?: string };
export type HoldRequest = { pieceId: string; wearerId?: string | null | undefined };

/** The most free pieces a refusal names: enough to choose from at the counter. */
const FREE_PIECES_NAMED = 12;

/** Two held lines of one piece on one day: the exclusion constraint of migration 0057 refused the write. */
export const isDoubleBooking = (err: unknown) => pgCode(err) === '23P01';

/** Held lines whose days meet [from, until), other than the rental's own. */
function overlapping(from: Day, until: Day, exceptRentalId?: string): SQL {
  const meets = sql`daterange(${rentalPieces.heldFrom}, ${rentalPieces.heldUntil}, '[)') && daterange(${from}::date, ${until}::date, '[)')`;
  return and(eq(rentalPieces.held, true), meets, exceptRentalId ? ne(rentalPieces.rentalId, exceptRentalId) : undefined) as SQL;
}

/** The studio's rentable pieces named by the lines, refused on the line's field when missing, not rentable or named twice. */
export async function rentablePieces(db: Db, actor: Actor, lines: HoldRequest[]): Promise<PieceRow[]> {
  const ids = [...new Set(lines.map((l) => l.pieceId))];
  const found = await db
    .select()
    .from(pieces)
    // Compared as text: an id that is no uuid names no piece, never a database error.
    .where(and(eq(pieces.workspaceId, actor.workspaceId), inArray(sql`${pieces.id}::text`, ids)));
  const byId = new Map(found.map((p) => [p.id, p]));
  const seen = new Set<string>();
  return lines.map((line, index) => {
    const piece = byId.get(line.pieceId);
    const field = `lines.${index}.pieceId`;
    if (!piece) throw missingReference(field, recordNotFound('Piece'));
    if (piece.rentalPriceCents === null || piece.rentalPeriod === null)
      throw fieldError(field, said('rentals.notRentable', { code: piece.code }));
    if (seen.has(piece.id)) throw fieldError(field, said('rentals.pieceTwice', { code: piece.code }));
    seen.add(piece.id);
    return piece;
  });
}

/**
 * Holds each line's piece for the stay, priced by its period as it is today: the exclusion
 * constraint refuses a piece another rental holds on any of these days (isDoubleBooking), and the
 * caller explains it once the transaction is rolled back (explainDoubleBooking).
 */
export async function holdPieces(tx: Db, actor: Actor, stay: Stay & { rentalId: string }, lines: HoldRequest[]): Promise<void> {
  for (const [index, line] of lines.entries()) {
    if (line.wearerId)
      await requireRecord(tx, { table: clients, what: 'Client', actor, id: line.wearerId, field: `lines.${index}.wearerId` });
  }
  const rentable = await rentablePieces(tx, actor, lines);
  const values = rentable.map((piece, index) => {
    const bufferDays = piece.rentalBufferDays ?? 0;
    const held = heldDays(stay.pickupDate, stay.returnDate, bufferDays);
    return {
      workspaceId: actor.workspaceId,
      rentalId: stay.rentalId,
      pieceId: piece.id,
      wearerId: lines[index]?.wearerId ?? null,
      priceCents: rentalChargeCents(
        { priceCents: piece.rentalPriceCents ?? 0, period: piece.rentalPeriod ?? 'event' },
        stay.pickupDate,
        stay.returnDate,
      ),
      depositCents: piece.rentalDepositCents ?? 0,
      bufferDays,
      heldFrom: held.from,
      heldUntil: held.until,
    };
  });
  await tx.insert(rentalPieces).values(values);
}

/** The same styles' rentable pieces, in the sizes asked, free for [from, until) and not among `taken`. */
async function freeInstead(db: Db, actor: Actor, taken: PieceRow[], from: Day, until: Day) {
  const busy = db.select({ id: rentalPieces.pieceId }).from(rentalPieces).where(overlapping(from, until));
  const sameKind = taken.map((p) => and(eq(pieces.styleId, p.styleId), eq(pieces.size, p.size)));
  return db
    .select({ id: pieces.id, code: pieces.code, size: pieces.size, colour: pieces.colour })
    .from(pieces)
    .where(
      and(
        eq(pieces.workspaceId, actor.workspaceId),
        isNotNull(pieces.rentalPriceCents),
        sql`(${sql.join(sameKind, sql` or `)})`,
        notInArray(pieces.id, busy),
        notInArray(
          pieces.id,
          taken.map((p) => p.id),
        ),
      ),
    )
    .orderBy(asc(pieces.code))
    .limit(FREE_PIECES_NAMED);
}

/**
 * Why the holds were refused, read after the rollback: each line whose piece another rental holds
 * on some of these days, on its field, and the same style's pieces in that size free instead
 * (decision 222). Whoever lost a race is told what is free now.
 */
export async function explainDoubleBooking(db: Db, actor: Actor, stay: Stay, lines: HoldRequest[]): Promise<AppError> {
  const requested = await db
    .select()
    .from(pieces)
    .where(
      and(
        eq(pieces.workspaceId, actor.workspaceId),
        inArray(
          sql`${pieces.id}::text`,
          lines.map((l) => l.pieceId),
        ),
      ),
    );
  const byId = new Map(requested.map((p) => [p.id, p]));
  const longest = Math.max(0, ...requested.map((p) => p.rentalBufferDays ?? 0));
  const window = heldDays(stay.pickupDate, stay.returnDate, longest);
  const busyRows = await db
    .select({ pieceId: rentalPieces.pieceId })
    .from(rentalPieces)
    .where(and(inArray(rentalPieces.pieceId, [...byId.keys()]), overlapping(window.from, window.until, stay.rentalId)));
  const busy = new Set(busyRows.map((r) => r.pieceId));
  const errors = lines.flatMap((line, index) => {
    const piece = byId.get(line.pieceId);
    if (!piece || !busy.has(piece.id)) return [];
    const refusal = said('rentals.pieceRented', { code: piece.code });
    return [{ field: `lines.${index}.pieceId`, message: piece.code, said: refusal }];
  });
  const taken = [...byId.values()].filter((p) => busy.has(p.id));
  const free = taken.length > 0 ? await freeInstead(db, actor, taken, stay.pickupDate, addDaysToDay(stay.returnDate, 1)) : [];
  return new AppError('PIECE_RENTED', said('rentals.piecesRented'), { errors, freePieces: free });
}

/**
 * A style's rentable pieces from `from` to `to` in one query (decision 222): each with its holds
 * that touch those days (free when it has none), and each size's free and total counts.
 */
export async function availabilityOf(
  db: Db,
  actor: Actor,
  query: { styleId: string; from: Day; to: Day; size?: string | undefined },
): Promise<Availability> {
  await requireRecord(db, { table: designerStyles, what: 'Designer style', actor, id: query.styleId, field: 'styleId' });
  const until = addDaysToDay(query.to, 1);
  const rows = await db
    .select({
      id: pieces.id,
      code: pieces.code,
      size: pieces.size,
      colour: pieces.colour,
      style: { id: designerStyles.id, styleNumber: designerStyles.styleNumber, name: designerStyles.name },
      holds: sql<{ rentalId: string; from: string; until: string }[]>`coalesce((
        select json_agg(json_build_object('rentalId', h.rental_id, 'from', h.held_from, 'until', h.held_until) order by h.held_from)
        from ${rentalPieces} h
        where h.piece_id = ${pieces.id} and h.held
          and daterange(h.held_from, h.held_until, '[)') && daterange(${query.from}::date, ${until}::date, '[)')
      ), '[]'::json)`,
    })
    .from(pieces)
    .innerJoin(designerStyles, eq(designerStyles.id, pieces.styleId))
    .where(
      and(
        eq(pieces.workspaceId, actor.workspaceId),
        eq(pieces.styleId, query.styleId),
        isNotNull(pieces.rentalPriceCents),
        query.size ? sql`lower(${pieces.size}) = lower(${query.size})` : undefined,
      ),
    )
    .orderBy(asc(pieces.size), asc(pieces.code));
  const listed = rows.map((r) => ({ ...r, free: r.holds.length === 0 }));
  const sizes = new Map<string, { size: string; free: number; total: number }>();
  for (const p of listed) {
    const entry = sizes.get(p.size) ?? { size: p.size, free: 0, total: 0 };
    sizes.set(p.size, { ...entry, free: entry.free + (p.free ? 1 : 0), total: entry.total + 1 });
  }
  return { from: query.from, to: query.to, pieces: listed, sizes: [...sizes.values()] };
}
