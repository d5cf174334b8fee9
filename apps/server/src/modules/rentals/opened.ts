import { centsToDollars, CONTRACT_LIMITS, INVOICE_LIMITS } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, rentals, type RentalRow } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { clientLanguageSql, studioLanguageOf } from '../../lib/client-language.js';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { userSettings } from '../../lib/user-settings.js';
import { insertContract } from '../contracts/write.js';
import { taxedAtDefault } from '../invoices/invoice-tax.js';
import { formatCalendarDate, formatInvoiceMoney } from '../invoices/pdf-text.js';
import { freeInvoiceNumber, insertInvoice } from '../invoices/write.js';
import { createWithinLimits } from '../plans/record-limits.js';
import { studioOwner } from '../plans/rules.js';
import { printWords } from '../printing/print-words.js';
import { studioTax } from '../tax/line-rates.js';
import { rentalAgreement, depositNote } from './agreement-text.js';
import { mine, readRental, studioTodayOf, type RentalLine } from './lines.js';

/** The rental locked for the write: two clicks at once open its invoice or its agreement once. */
async function lockedRental(tx: Db, actor: Actor, id: string): Promise<RentalRow> {
  const [rental] = await tx.select().from(rentals).where(mine(actor, id)).for('update');
  assertWritten(rental, 'rental read');
  return rental;
}

async function opened(tx: Db, actor: Actor, rental: RentalRow, set: Partial<RentalRow>, detail: string) {
  await tx
    .update(rentals)
    .set({ ...set, updatedAt: new Date() })
    .where(mine(actor, rental.id));
  const [client] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, rental.clientId));
  await recordActivity(tx, actor, { entityType: 'rental', entityId: rental.id, action: 'updated', subject: client?.name ?? '', detail });
}

/** A piece's line as the invoice reads it: "S-0002 – HB-40 Jaquette – Taille 40 – 11 juin 2027 – 14 juin 2027 – Hugo Roux". */
export function rentalInvoiceLine(
  rental: RentalLine,
  line: RentalLine['lines'][number],
  language: Parameters<typeof printWords>[0],
): string {
  const days = `${formatCalendarDate(rental.pickupDate, language)} – ${formatCalendarDate(rental.returnDate, language)}`;
  const size = line.piece.size ? `${printWords(language).size} ${line.piece.size}` : '';
  const words = [line.piece.code, `${line.style.styleNumber} ${line.style.name}`, size, days, line.wearerName ?? ''];
  return words.filter(Boolean).join(' – ').slice(0, INVOICE_LIMITS.itemDescription);
}

/**
 * What a rental opens in the modules that already do it (decision 226), as a special order does
 * (decision 217): the client's invoice for its prices (invoices, taxed per line at the studio's
 * rate) and the agreement they sign (contracts). Each is opened once and kept on the rental.
 */
export function rentalOpenings(ctx: AppContext) {
  return {
    /** A draft invoice: a line per piece at its price; the deposit, held apart, in its notes; due on the pick-up day. */
    async invoice({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      const currency = userSettings(await studioOwner(ctx.db, actor.workspaceId)).currency;
      const language = await studioLanguageOf(ctx.db, actor.workspaceId);
      const today = await studioTodayOf(ctx.db, actor.workspaceId);
      await createWithinLimits(ctx.db, {
        actor,
        store: 'invoices',
        create: async (tx) => {
          const row = await lockedRental(tx, actor, id);
          if (row.invoiceId) throw new AppError('RENTAL_INVOICED', said('rentals.invoiced'));
          const rental = await readRental(tx, actor, id);
          const lines = rental.lines.map((line) => ({
            description: rentalInvoiceLine(rental, line, language),
            quantityHundredths: 100,
            rateCents: line.priceCents,
            amountCents: line.priceCents,
          }));
          const { items, totals } = taxedAtDefault(await studioTax(tx, actor.workspaceId), lines);
          const depositCents = rental.lines.reduce((sum, l) => sum + l.depositCents, 0);
          const notes =
            depositCents > 0 ? depositNote(language)(formatInvoiceMoney(centsToDollars(depositCents), currency, language)) : null;
          const invoiceNumber = await freeInvoiceNumber(tx, actor.workspaceId);
          const dueDate = rental.pickupDate < today ? today : rental.pickupDate;
          const deposit = { depositType: null, depositValue: null };
          const invoiceId = await insertInvoice(tx, actor, {
            ...{ clientId: rental.clientId, projectId: null, invoiceNumber, dueDate, currency, totals, deposit },
            notes,
            items,
          });
          await opened(tx, actor, row, { invoiceId }, invoiceNumber);
        },
      });
    },

    /** A draft contract in the client's language, its `{{rental.*}}` fields filled when it is sent. */
    async agreement({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await createWithinLimits(ctx.db, {
        actor,
        store: 'contracts',
        create: async (tx) => {
          const row = await lockedRental(tx, actor, id);
          if (row.contractId) throw new AppError('RENTAL_AGREED', said('rentals.agreed'));
          const [client] = await tx
            .select({ name: clients.name, language: clientLanguageSql })
            .from(clients)
            .where(eq(clients.id, row.clientId));
          const words = rentalAgreement(client?.language ?? 'en');
          const contract = await insertContract(tx, actor, {
            clientId: row.clientId,
            templateId: null,
            quoteId: null,
            title: words.title(client?.name ?? '').slice(0, CONTRACT_LIMITS.title),
            body: words.body,
            eventDate: row.pickupDate,
          });
          assertWritten(contract, 'contract insert');
          await opened(tx, actor, row, { contractId: contract.id }, contract.title);
        },
      });
    },
  };
}
