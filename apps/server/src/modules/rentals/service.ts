import {
  dollarsToCents,
  heldDays,
  rentalChargeCents,
  type createRentalBodySchema,
  type RentalState,
  type updateRentalBodySchema,
} from '@atelier/shared';
import { and, desc, eq, exists, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clientGroups, clients, pieces, rentalPieces, rentals, type RentalRow } from '../../db/schema/index.js';
import { requireAccess, requireRecord } from '../../lib/access.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { readList, type ListRead } from '../../lib/pages.js';
import { said } from '../../lib/said.js';
import { foldedContains } from '../../lib/search.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { createWithinLimits } from '../plans/record-limits.js';
import { mine, readRental, rentalsFrom, studioTodayOf, withLines, type RentalLine } from './lines.js';
import { depositCentsOf, refundOnline } from './deposit-online.js';
import { checkedDates, holding, insertRental, noteRentalChange, subjectOf } from './write.js';

export type RentalFilters = {
  limit?: number;
  cursor?: string;
  search?: string;
  state?: RentalState;
  clientId?: string;
  pieceId?: string;
  due?: 'out' | 'today' | 'late';
};
export type CreateRentalInput = z.output<typeof createRentalBodySchema>;
export type UpdateRentalInput = z.output<typeof updateRentalBodySchema>;

const RENTAL = { table: rentals, what: 'Rental' } as const;

function searchOf(search: string): SQL | undefined {
  const pieceMatches = exists(
    sql`(select 1 from ${rentalPieces} join ${pieces} on ${pieces.id} = ${rentalPieces.pieceId}
      where ${rentalPieces.rentalId} = ${rentals.id} and ${foldedContains(pieces.code, search)})`,
  );
  return or(foldedContains(clients.name, search), pieceMatches);
}

/** The rental locked for a change, refused with 409 unless it is still reserved (a second device may have moved it). */
async function lockedReserved(tx: Db, actor: Actor, id: string): Promise<RentalRow> {
  await requireAccess(tx, { ...RENTAL, actor, id, permission: 'rentals.write', lock: true });
  const [rental] = await tx.select().from(rentals).where(mine(actor, id));
  assertWritten(rental, 'rental read');
  if (rental.state !== 'reserved') throw new AppError('RENTAL_OUT_OF_ORDER', said('rentals.outOfOrder'));
  return rental;
}

/** New dates for a rental's held lines: each hold and price again, refused as a create is when a piece is taken. */
async function moveHolds(tx: Db, actor: Actor, rental: RentalRow, pickupDate: string, returnDate: string): Promise<void> {
  const held = await tx
    .select({ line: rentalPieces, piece: pieces })
    .from(rentalPieces)
    .innerJoin(pieces, eq(pieces.id, rentalPieces.pieceId))
    .where(eq(rentalPieces.rentalId, rental.id));
  for (const { line, piece } of held) {
    const days = heldDays(pickupDate, returnDate, line.bufferDays);
    const period = { priceCents: piece.rentalPriceCents ?? 0, period: piece.rentalPeriod ?? 'event' };
    // A piece no longer rented out keeps the price it was rented at, for its new length.
    const priceCents = piece.rentalPriceCents === null ? line.priceCents : rentalChargeCents(period, pickupDate, returnDate);
    await tx.update(rentalPieces).set({ heldFrom: days.from, heldUntil: days.until, priceCents }).where(eq(rentalPieces.id, line.id));
  }
}

/**
 * The rentals calls: every call takes the actor and one options object (decision 064). The routes
 * declare the permission, the plan and the record (decision 193); a write still locks the row it changes.
 */
export function rentalService(ctx: AppContext) {
  return {
    async list({ actor, filters }: { actor: Actor; filters: RentalFilters }): Promise<ListRead<RentalLine>> {
      const { limit, cursor, ...rest } = filters;
      const today = rest.due ? await studioTodayOf(ctx.db, actor.workspaceId) : '';
      const conditions = [
        rest.due ? eq(rentals.state, 'out') : undefined,
        rest.due === 'today' ? eq(rentals.returnDate, today) : undefined,
        rest.due === 'late' ? lt(rentals.returnDate, today) : undefined,
        rest.search ? searchOf(rest.search) : undefined,
        rest.state ? eq(rentals.state, rest.state) : undefined,
        // Compared as text, as the pieces' style: an id that is no uuid names nothing, never a database error.
        rest.clientId ? sql`${rentals.clientId}::text = ${rest.clientId}` : undefined,
        rest.pieceId
          ? exists(
              sql`(select 1 from ${rentalPieces} where ${rentalPieces.rentalId} = ${rentals.id} and ${rentalPieces.pieceId}::text = ${rest.pieceId})`,
            )
          : undefined,
      ].filter((c): c is SQL => c !== undefined);
      return readList({
        key: ctx.pageKey,
        scope: { list: 'rentals', workspaceId: actor.workspaceId, filters: rest },
        page: { limit, cursor },
        order: { at: rentals.createdAt, id: rentals.id },
        read: async (after, take) => {
          const rows = await rentalsFrom(ctx.db)
            .where(and(eq(rentals.workspaceId, actor.workspaceId), ...conditions, after))
            .orderBy(desc(rentals.createdAt), desc(rentals.id))
            .limit(take);
          const lines = await withLines(ctx.db, rows);
          return lines.map((row, i) => ({ row, at: rows[i]?.at ?? '', id: row.id }));
        },
      });
    },

    async get({ actor, id }: { actor: Actor; id: string }): Promise<RentalLine> {
      return readRental(ctx.db, actor, id);
    },

    async create({ actor, input }: { actor: Actor; input: CreateRentalInput }): Promise<RentalLine> {
      const stay = { pickupDate: input.pickupDate, returnDate: input.returnDate };
      checkedDates(stay);
      const row = await holding(ctx.db, actor, stay, input.lines, () =>
        createWithinLimits(ctx.db, {
          actor,
          store: 'rentals',
          create: async (tx) => {
            await requireRecord(tx, { table: clients, what: 'Client', actor, id: input.clientId, field: 'clientId' });
            if (input.groupId) await requireRecord(tx, { table: clientGroups, what: 'Group', actor, id: input.groupId, field: 'groupId' });
            return insertRental(tx, actor, { ...input, groupId: input.groupId ?? null, stay });
          },
        }),
      );
      assertWritten(row, 'rental insert');
      return readRental(ctx.db, actor, row.id);
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateRentalInput }): Promise<RentalLine> {
      const before = await readRental(ctx.db, actor, id);
      const stay = { pickupDate: input.pickupDate ?? before.pickupDate, returnDate: input.returnDate ?? before.returnDate, rentalId: id };
      const lines = before.lines.map((l) => ({ pieceId: l.pieceId }));
      await holding(ctx.db, actor, stay, lines, () =>
        ctx.db.transaction(async (tx) => {
          const rental = await lockedReserved(tx, actor, id);
          // Checked together: a new pick-up after the kept return is refused as a create's would be.
          checkedDates(stay);
          const moved = stay.pickupDate !== rental.pickupDate || stay.returnDate !== rental.returnDate;
          if (moved) await moveHolds(tx, actor, rental, stay.pickupDate, stay.returnDate);
          await tx
            .update(rentals)
            .set({
              pickupDate: stay.pickupDate,
              returnDate: stay.returnDate,
              ...(input.lateFeePerDay !== undefined ? { lateFeePerDayCents: dollarsToCents(input.lateFeePerDay) } : {}),
              ...(input.lateFeeCap !== undefined ? { lateFeeCapCents: dollarsToCents(input.lateFeeCap) } : {}),
              ...(input.note !== undefined ? { note: input.note } : {}),
              updatedAt: new Date(),
            })
            .where(mine(actor, id));
          await noteRentalChange(tx, actor, id, await subjectOf(tx, rental.clientId));
        }),
      );
      return readRental(ctx.db, actor, id);
    },

    /** A reserved rental cancelled: its lines are kept for its history, its days free again, a deposit paid online given back. */
    async cancel({ actor, id }: { actor: Actor; id: string }): Promise<RentalLine> {
      await ctx.db.transaction(async (tx) => {
        const rental = await lockedReserved(tx, actor, id);
        await tx.update(rentalPieces).set({ held: false }).where(eq(rentalPieces.rentalId, rental.id));
        const depositRefundId = await refundOnline(ctx, tx, rental, await depositCentsOf(tx, id));
        await tx.update(rentals).set({ state: 'cancelled', depositRefundId, updatedAt: new Date() }).where(mine(actor, id));
        await noteRentalChange(tx, actor, id, await subjectOf(tx, rental.clientId));
      });
      return readRental(ctx.db, actor, id);
    },

    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...RENTAL, actor, id, permission: 'rentals.delete', lock: true });
        const [held] = await tx.select().from(rentals).where(mine(actor, id));
        // A deposit paid online and not yet given back goes back in full before its record does (decision 229).
        if (held && !held.depositRefundId && held.state !== 'returned') await refundOnline(ctx, tx, held, await depositCentsOf(tx, id));
        const [gone] = await tx.delete(rentals).where(mine(actor, id)).returning();
        assertWritten(gone, 'rental delete');
        await noteRentalChange(tx, actor, id, await subjectOf(tx, gone.clientId), 'deleted');
      });
    },
  };
}
