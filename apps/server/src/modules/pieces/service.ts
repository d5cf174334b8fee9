import { dollarsToCents, type createPieceBodySchema, type PieceCondition, type updatePieceBodySchema } from '@atelier/shared';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { designerStyles, pieces, rentalPieces, rentals, suppliers, type DesignerStyleRow, type PieceRow } from '../../db/schema/index.js';
import { requireAccess, requireRecord } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { findByCode, normalCode } from '../../lib/code-misses.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { positionText, readList, type ListRead } from '../../lib/pages.js';
import { said } from '../../lib/said.js';
import { foldedContains } from '../../lib/search.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { pieceCode, takeNumbers } from '../../lib/studio-sequence.js';
import { createWithinLimits } from '../plans/record-limits.js';

export type PieceFilters = { limit?: number; cursor?: string; search?: string; styleId?: string; condition?: PieceCondition };
export type CreatePieceInput = z.output<typeof createPieceBodySchema>;
export type UpdatePieceInput = z.output<typeof updatePieceBodySchema>;
/** A piece with its style and designer, as every answer shows it. */
export type PieceLine = PieceRow & { style: Pick<DesignerStyleRow, 'id' | 'styleNumber' | 'name'>; designer: { id: string; name: string } };

const PIECE = { table: pieces, what: 'Piece' } as const;
const mine = (actor: Actor, id: string) => and(eq(pieces.id, id), eq(pieces.workspaceId, actor.workspaceId));
const lineColumns = {
  row: pieces,
  style: { id: designerStyles.id, styleNumber: designerStyles.styleNumber, name: designerStyles.name },
  designer: { id: suppliers.id, name: suppliers.name },
};

function linesFrom(db: Db) {
  return db
    .select({ ...lineColumns, at: positionText(pieces.createdAt) })
    .from(pieces)
    .innerJoin(designerStyles, eq(designerStyles.id, pieces.styleId))
    .innerJoin(suppliers, eq(suppliers.id, designerStyles.supplierId));
}
const toLine = (r: { row: PieceRow; style: PieceLine['style']; designer: PieceLine['designer'] }): PieceLine => ({
  ...r.row,
  style: r.style,
  designer: r.designer,
});

async function readLine(db: Db, actor: Actor, id: string): Promise<PieceLine> {
  const [line] = await linesFrom(db).where(mine(actor, id));
  assertWritten(line, 'piece read');
  return toLine(line);
}

/** The piece's rental terms as columns (decision 222): all cleared when it is no longer rented out, untouched when not sent. */
function rentalColumns(rental: CreatePieceInput['rental']) {
  if (rental === undefined) return {};
  return {
    rentalPriceCents: rental ? dollarsToCents(rental.price) : null,
    rentalPeriod: rental ? rental.period : null,
    rentalDepositCents: rental ? dollarsToCents(rental.deposit ?? 0) : null,
    rentalBufferDays: rental ? (rental.bufferDays ?? 0) : null,
    replacementValueCents: rental?.replacementValue != null ? dollarsToCents(rental.replacementValue) : null,
  };
}

/** One of the style's own labels, as the style spells it; `otherwise` when the style lists others. */
function offered(list: string[], typed: string | undefined, otherwise: () => string): string | undefined {
  if (typed === undefined || typed === '' || list.length === 0) return typed;
  return list.find((item) => item.toLowerCase() === typed.toLowerCase()) ?? otherwise();
}

/**
 * The style is one of the studio's; a size or colour it does not list is refused on its field,
 * with the style's spelling kept for one it does (`12` for `12`, `Ivory` for `ivory`). A gown
 * checked in `asOrdered` keeps the size and colour the studio ordered even off the style's lists:
 * the designer made it so, and the order never held them to the lists (decision 218).
 */
async function checkedAgainstStyle(db: Db, actor: Actor, styleId: string, input: { size?: string; colour?: string; asOrdered?: boolean }) {
  await requireRecord(db, { table: designerStyles, what: 'Designer style', actor, id: styleId, field: 'styleId' });
  const [style] = await db.select().from(designerStyles).where(eq(designerStyles.id, styleId));
  assertWritten(style, 'designer style read');
  const size = offered(style.sizes, input.size, () => {
    if (input.asOrdered) return input.size ?? '';
    throw fieldError('size', said('pieces.sizeNotOffered', { size: input.size ?? '' }));
  });
  const colour = offered(style.colours, input.colour, () => {
    if (input.asOrdered) return input.colour ?? '';
    throw fieldError('colour', said('pieces.colourNotOffered', { colour: input.colour ?? '' }));
  });
  return { size, colour };
}

/**
 * One piece written in the caller's transaction, its code from the studio's sequence (decision
 * 215): the pieces route's create and a special order's check-in (decision 218) both write it so.
 * The caller holds the studio's lock and its room for one more piece.
 */
export async function insertPiece(tx: Db, actor: Actor, input: CreatePieceInput & { asOrdered?: boolean }): Promise<PieceRow | undefined> {
  // `asOrdered` says how to check the size and colour; it is no column.
  const { asOrdered: _asOrdered, rental, ...fields } = input;
  const { size, colour } = await checkedAgainstStyle(tx, actor, fields.styleId, input);
  const code = pieceCode(await takeNumbers(tx, actor.workspaceId, 'piece'));
  const values = { ...fields, ...rentalColumns(rental), size: size ?? '', colour: colour ?? '', code, workspaceId: actor.workspaceId };
  const [inserted] = await tx.insert(pieces).values(values).returning();
  if (!inserted) return undefined;
  await recordActivity(tx, actor, { entityType: 'piece', entityId: inserted.id, action: 'created', subject: inserted.code });
  return inserted;
}

function searchOf(search: string): SQL | undefined {
  return or(
    foldedContains(pieces.code, search),
    foldedContains(designerStyles.name, search),
    foldedContains(designerStyles.styleNumber, search),
    foldedContains(pieces.size, search),
    foldedContains(pieces.colour, search),
    foldedContains(pieces.location, search),
  );
}

/**
 * A piece on a rental that is reserved or out cannot be deleted (decision 226): its line would go
 * with it, and the rental would come back missing a piece. Cancel or return the rental first.
 */
async function refuseOnLiveRental(tx: Db, pieceId: string): Promise<void> {
  const [live] = await tx
    .select({ id: rentals.id })
    .from(rentalPieces)
    .innerJoin(rentals, eq(rentals.id, rentalPieces.rentalId))
    .where(and(eq(rentalPieces.pieceId, pieceId), inArray(rentals.state, ['reserved', 'out'])))
    .limit(1);
  if (live) throw new AppError('PIECE_ON_RENTAL', said('pieces.onRental'));
}

/**
 * The pieces calls: every call takes the actor and one options object (decision 064). The routes
 * declare the permission, the plan and the record (decision 193); a write still locks the row it changes.
 */
export function pieceService(ctx: AppContext) {
  return {
    async list({ actor, filters }: { actor: Actor; filters: PieceFilters }): Promise<ListRead<PieceLine>> {
      const { limit, cursor, ...rest } = filters;
      const conditions = [
        rest.search ? searchOf(rest.search) : undefined,
        // Compared as text, as the size charts' designer: an id that is no uuid names no style, never a database error.
        rest.styleId ? sql`${pieces.styleId}::text = ${rest.styleId}` : undefined,
        rest.condition ? eq(pieces.condition, rest.condition) : undefined,
      ].filter((c): c is SQL => c !== undefined);
      return readList({
        key: ctx.pageKey,
        scope: { list: 'pieces', workspaceId: actor.workspaceId, filters: rest },
        page: { limit, cursor },
        order: { at: pieces.createdAt, id: pieces.id },
        read: async (after, take) => {
          const rows = await linesFrom(ctx.db)
            .where(and(eq(pieces.workspaceId, actor.workspaceId), ...conditions, after))
            .orderBy(desc(pieces.createdAt), desc(pieces.id))
            .limit(take);
          return rows.map((r) => ({ row: toLine(r), at: r.at, id: r.row.id }));
        },
      });
    },

    /** The piece whose tag was scanned, under the one bound on codes that name nothing (decision 152). */
    async byCode({ actor, code }: { actor: Actor; code: string }): Promise<PieceLine> {
      return findByCode(ctx, actor, said('pieces.notFound'), async () => {
        const [line] = await linesFrom(ctx.db).where(and(eq(pieces.workspaceId, actor.workspaceId), eq(pieces.code, normalCode(code))));
        return line ? toLine(line) : undefined;
      });
    },

    async get({ actor, id }: { actor: Actor; id: string }): Promise<PieceLine> {
      return readLine(ctx.db, actor, id);
    },

    async create({ actor, input }: { actor: Actor; input: CreatePieceInput }): Promise<PieceLine> {
      const row = await createWithinLimits(ctx.db, {
        actor,
        store: 'pieces',
        create: (tx) => insertPiece(tx, actor, input),
      });
      assertWritten(row, 'piece insert');
      return readLine(ctx.db, actor, row.id);
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdatePieceInput }): Promise<PieceLine> {
      await ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...PIECE, actor, id, permission: 'pieces.write', lock: true });
        const [before] = await tx.select().from(pieces).where(mine(actor, id));
        assertWritten(before, 'piece read');
        // A size or colour is checked against the style it will have: a new style checks the ones kept too.
        const styleId = input.styleId ?? before.styleId;
        const moved = styleId !== before.styleId;
        const checked = await checkedAgainstStyle(tx, actor, styleId, {
          size: input.size ?? (moved ? before.size : undefined),
          colour: input.colour ?? (moved ? before.colour : undefined),
        });
        const { rental, ...fields } = input;
        const changes = Object.fromEntries(Object.entries({ ...fields, ...checked }).filter(([, v]) => v !== undefined));
        const [after] = await tx
          .update(pieces)
          .set({ ...changes, ...rentalColumns(rental), updatedAt: new Date() })
          .where(mine(actor, id))
          .returning();
        assertWritten(after, 'piece update');
        await recordActivity(tx, actor, { entityType: 'piece', entityId: id, action: 'updated', subject: after.code });
      });
      return readLine(ctx.db, actor, id);
    },

    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...PIECE, actor, id, permission: 'pieces.delete', lock: true });
        await refuseOnLiveRental(tx, id);
        const [gone] = await tx.delete(pieces).where(mine(actor, id)).returning();
        assertWritten(gone, 'piece delete');
        await recordActivity(tx, actor, { entityType: 'piece', entityId: id, action: 'deleted', subject: gone.code });
      });
    },
  };
}
