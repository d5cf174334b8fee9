import { addDaysToDay, dollarsToCents, settleDeposit, type checkOutRentalBodySchema, type returnRentalBodySchema } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { pieces, rentalPieces, rentals, type RentalRow } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import type { Actor } from '../../lib/actor.js';
import { normalCode } from '../../lib/code-misses.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { createWithinLimits } from '../plans/record-limits.js';
import { invoiceReturnCharges } from './charges.js';
import { refundOnline } from './deposit-online.js';
import { mine, readRental, studioTodayOf, type RentalLine } from './lines.js';
import { noteRentalChange } from './write.js';

type CheckOutInput = z.output<typeof checkOutRentalBodySchema>;
type ReturnInput = z.output<typeof returnRentalBodySchema>;

/** The rental locked for its move, refused with 409 unless it is in `state`; its pieces with their codes. */
async function lockedIn(tx: Db, actor: Actor, id: string, state: RentalRow['state']) {
  await requireAccess(tx, { table: rentals, what: 'Rental', actor, id, permission: 'rentals.write', lock: true });
  const [rental] = await tx.select().from(rentals).where(mine(actor, id));
  assertWritten(rental, 'rental read');
  if (rental.state !== state) throw new AppError('RENTAL_OUT_OF_ORDER', said(state === 'out' ? 'rentals.notOut' : 'rentals.outOfOrder'));
  const lines = await tx
    .select({ line: rentalPieces, code: pieces.code })
    .from(rentalPieces)
    .innerJoin(pieces, eq(pieces.id, rentalPieces.pieceId))
    .where(eq(rentalPieces.rentalId, id));
  return { rental, lines, depositCents: lines.reduce((sum, l) => sum + l.line.depositCents, 0) };
}

type Locked = Awaited<ReturnType<typeof lockedIn>>;
type Told = Map<string, ReturnInput['pieces'][number]>;

/** How each piece came back, by its id: a piece not on the rental, a damage without its reason or a piece untold are refused. */
function toldOfEach(lines: Locked['lines'], input: ReturnInput): Told {
  const told: Told = new Map(input.pieces.map((p) => [p.pieceId, p]));
  for (const [index, piece] of input.pieces.entries()) {
    const line = lines.find((l) => l.line.pieceId === piece.pieceId);
    if (!line) throw fieldError(`pieces.${index}.pieceId`, said('rentals.notOnRental', { code: piece.pieceId.slice(0, 32) }));
    if (piece.damageCharge > 0 && !piece.note) throw fieldError(`pieces.${index}.note`, said('rentals.damageNeedsReason'));
  }
  const untold = lines.filter((l) => !told.has(l.line.pieceId)).map((l) => l.code);
  if (untold.length > 0) throw fieldError('pieces', said('rentals.sayEachPiece', { codes: untold.join(', ') }));
  return told;
}

/** Each piece back with its condition and damage; its hold ends at the return plus its buffer. */
async function writeReturnedPieces(tx: Db, lines: Locked['lines'], told: Told, returnedOn: string) {
  const now = new Date();
  for (const { line } of lines) {
    const back = told.get(line.pieceId)!;
    // The hold only shrinks: a piece back early is free sooner; one back late keeps the days it was held.
    const freeFrom = addDaysToDay(returnedOn, line.bufferDays + 1);
    const heldUntil = freeFrom < line.heldUntil ? (freeFrom > line.heldFrom ? freeFrom : addDaysToDay(line.heldFrom, 1)) : line.heldUntil;
    await tx
      .update(rentalPieces)
      .set({
        returnedAt: now,
        returnCondition: back.condition,
        returnNote: back.note,
        damageCents: dollarsToCents(back.damageCharge),
        heldUntil,
      })
      .where(eq(rentalPieces.id, line.id));
    if (back.condition === 'damaged')
      await tx.update(pieces).set({ condition: 'damaged', updatedAt: now }).where(eq(pieces.id, line.pieceId));
  }
}

/**
 * The counter's moves of a rental (decision 223): out when every piece's tag was scanned, back with
 * each piece's condition and the deposit settled by the one computation (`settleDeposit`).
 */
export function outAndBack(ctx: AppContext) {
  return {
    async checkOut({ actor, id, input }: { actor: Actor; id: string; input: CheckOutInput }): Promise<RentalLine> {
      const today = await studioTodayOf(ctx.db, actor.workspaceId);
      await ctx.db.transaction(async (tx) => {
        const { rental: reserved, lines, depositCents } = await lockedIn(tx, actor, id, 'reserved');
        // A deposit paid online by card is taken already (decision 229).
        const toTake = depositCents > 0 && !reserved.depositMethod;
        const scanned = new Set(input.codes.map(normalCode));
        const onRental = new Set(lines.map((l) => l.code));
        for (const [index, code] of input.codes.entries())
          if (!onRental.has(normalCode(code))) throw fieldError(`codes.${index}`, said('rentals.notOnRental', { code: normalCode(code) }));
        const missing = lines.filter((l) => !scanned.has(l.code)).map((l) => l.code);
        if (missing.length > 0) {
          const refusal = said('rentals.piecesMissing', { codes: missing.join(', ') });
          throw new AppError('RENTAL_PIECES_MISSING', refusal, {
            errors: [{ field: 'codes', message: missing.join(', '), said: refusal }],
          });
        }
        // The deposit is taken as the pieces go out, and the counter says how (decision 227).
        if (toTake && !input.depositMethod) throw fieldError('depositMethod', said('rentals.depositHow'));
        const now = new Date();
        await tx.update(rentalPieces).set({ checkedOutAt: now }).where(eq(rentalPieces.rentalId, id));
        const deposit = toTake ? { depositMethod: input.depositMethod, depositTakenOn: today } : {};
        const [rental] = await tx
          .update(rentals)
          .set({ state: 'out', ...deposit, updatedAt: now })
          .where(mine(actor, id))
          .returning();
        assertWritten(rental, 'rental check-out');
        await noteRentalChange(tx, actor, id, lines.map((l) => l.code).join(', '));
      });
      return readRental(ctx.db, actor, id);
    },

    async returnRental({ actor, id, input }: { actor: Actor; id: string; input: ReturnInput }): Promise<RentalLine> {
      const today = await studioTodayOf(ctx.db, actor.workspaceId);
      // A return may open the invoice of what it kept: within the studio's bound of invoices.
      await createWithinLimits(ctx.db, {
        actor,
        store: 'invoices',
        create: async (tx) => {
          const { rental, lines, depositCents } = await lockedIn(tx, actor, id, 'out');
          if (input.returnedOn < rental.pickupDate) throw fieldError('returnedOn', said('rentals.returnedBeforePickup'));
          const told = toldOfEach(lines, input);
          await writeReturnedPieces(tx, lines, told, input.returnedOn);
          const settled = settleDeposit({
            depositCents,
            returnDate: rental.returnDate,
            returnedOn: input.returnedOn,
            lateFeePerDayCents: rental.lateFeePerDayCents,
            lateFeeCapCents: rental.lateFeeCapCents,
            damageCents: input.pieces.map((p) => dollarsToCents(p.damageCharge)),
          });
          await tx
            .update(rentals)
            .set({
              state: 'returned',
              returnedOn: input.returnedOn,
              lateDays: settled.lateDays,
              lateFeeCents: settled.lateFeeCents,
              damageCents: settled.damageCents,
              refundCents: settled.refundCents,
              owedCents: settled.owedCents,
              chargesInvoiceId: await invoiceReturnCharges(tx, actor, {
                ...{ rental, settled, depositCents, today },
                damages: lines.map(({ line, code }) => {
                  const back = told.get(line.pieceId)!;
                  return { piece: code, cents: dollarsToCents(back.damageCharge), reason: back.note ?? '' };
                }),
              }),
              // Back on the card it was paid with online, as the return is written (decision 229).
              depositRefundId: await refundOnline(ctx, tx, rental, settled.refundCents),
              updatedAt: new Date(),
            })
            .where(mine(actor, id));
          await noteRentalChange(tx, actor, id, lines.map((l) => l.code).join(', '));
        },
      });
      return readRental(ctx.db, actor, id);
    },
  };
}
