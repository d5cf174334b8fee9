import { activityAmountDetail, dayOfInput, dollarsToCents } from '@atelier/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { invoiceItems, invoicePayments, invoices, type InvoiceItemRow, type InvoiceRow } from '../../db/schema/index.js';

import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, fieldError, notFound } from '../../lib/errors.js';
import { said, type Said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { userSettings } from '../../lib/user-settings.js';
import { studioOwner } from '../plans/rules.js';
import { creditAmounts, creditLines, type CreditLine, type CreditNoteInput, type Taken } from './credit-lines.js';
import { partiesOf, taxSettingsOf } from './e-invoice/parties.js';
import { lockSeries, nextCreditNote } from './issue.js';
import { paymentCopyOf } from './payments.js';
import { owedCents, todayIn } from './queries.js';
import { type InvoiceService } from './service.js';

/** What earlier credit notes took back of each item of the invoice. */
async function takenOf(tx: Db, invoice: InvoiceRow, items: readonly InvoiceItemRow[]): Promise<Map<string, Taken>> {
  const taken = new Map<string, Taken>();
  if (items.length === 0) return taken;
  const lines = await tx
    .select()
    .from(invoiceItems)
    .where(
      inArray(
        invoiceItems.creditedItemId,
        items.map((i) => i.id),
      ),
    );
  for (const l of lines) {
    const id = l.creditedItemId as string;
    const at = taken.get(id) ?? { quantityHundredths: 0, amountCents: 0, discountCents: 0 };
    const discount = l.amountCents - l.netCents - (invoice.pricesIncludeTax ? l.taxCents : 0);
    taken.set(id, {
      quantityHundredths: at.quantityHundredths + l.quantityHundredths,
      amountCents: at.amountCents + l.amountCents,
      discountCents: at.discountCents + discount,
    });
  }
  return taken;
}

async function lockedInvoice(tx: Db, workspaceId: string, id: string): Promise<InvoiceRow> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.workspaceId, workspaceId)))
    .for('update');
  if (!row) throw notFound(said('invoices.notFound'));
  if (row.kind === 'credit-note')
    throw new AppError('INVOICE_ISSUED', said('invoices.creditNoteNotCredited', { number: row.invoiceNumber }));
  if (!row.issuedAt) throw new AppError('INVOICE_NOT_ISSUED', said('invoices.draftNotCredited', { number: row.invoiceNumber }));
  return row;
}

const exceeds = (field: string, message: Said) => fieldError(field, message, 'CREDIT_EXCEEDS_INVOICE');

type Written = { id: string; number: string; totalCents: number };

async function writeCreditNote(
  tx: Db,
  actor: Actor,
  invoice: InvoiceRow,
  lines: readonly CreditLine[],
  input: CreditNoteInput,
  day: string,
) {
  const amounts = creditAmounts(invoice, lines, input.items === undefined);
  if (invoice.creditedCents + amounts.totalCents > invoice.totalCents)
    throw exceeds('items', said('invoices.creditOverTotal', { number: invoice.invoiceNumber }));
  const settings = await taxSettingsOf(tx, actor.workspaceId);
  const next = await nextCreditNote(tx, actor.workspaceId, settings);
  const [row] = await tx
    .insert(invoices)
    .values({
      workspaceId: actor.workspaceId,
      clientId: invoice.clientId,
      projectId: invoice.projectId,
      invoiceNumber: next.number,
      dueDate: day,
      status: 'sent',
      currency: invoice.currency,
      subtotalCents: amounts.subtotalCents,
      discountCents: amounts.discountCents,
      taxRateBasisPoints: invoice.taxRateBasisPoints,
      taxCents: amounts.taxCents,
      totalCents: amounts.totalCents,
      kind: 'credit-note',
      series: 'credit-note',
      seriesSeq: next.seq,
      issuedAt: new Date(),
      relatedInvoiceId: invoice.id,
      reason: input.reason,
      pricesIncludeTax: invoice.pricesIncludeTax,
      rounding: invoice.rounding,
      // The parties of the invoice it corrects, as issued (decision 164).
      parties: invoice.parties ?? (await partiesOf(tx, actor.workspaceId, invoice.clientId, settings)),
    })
    .returning({ id: invoices.id });
  assertWritten(row, 'credit note insert');
  await tx.insert(invoiceItems).values(
    amounts.lines.map((l, position) => {
      const line = lines[position] as CreditLine;
      return {
        invoiceId: row.id,
        position,
        description: line.description,
        quantityHundredths: line.quantityHundredths,
        rateCents: line.rateCents,
        amountCents: line.amountCents,
        taxRateId: line.taxRateId,
        taxRateBp: l.rateBp,
        taxCategory: l.category,
        exemptionReason: l.exemptionReason,
        netCents: l.netCents,
        taxCents: l.taxCents,
        creditedItemId: line.itemId,
      };
    }),
  );
  await tx
    .update(invoices)
    .set({ creditedCents: invoice.creditedCents + amounts.totalCents })
    .where(eq(invoices.id, invoice.id));
  await recordActivity(tx, actor, {
    entityType: 'invoice',
    entityId: row.id,
    action: 'created',
    subject: next.number,
    detail: invoice.invoiceNumber,
  });
  return { id: row.id, number: next.number, totalCents: amounts.totalCents };
}

/** The refund: a negative payment on the invoice, made with the credit note, at most what was paid and what it credits. */
async function refund(
  tx: Db,
  actor: Actor,
  invoice: InvoiceRow,
  note: Written,
  input: NonNullable<CreditNoteInput['refund']>,
  timeZone: string,
) {
  const cents = dollarsToCents(input.amount);
  if (cents > invoice.amountPaidCents) throw exceeds('refund.amount', said('invoices.refundOverPaid', { number: invoice.invoiceNumber }));
  if (cents > note.totalCents) throw exceeds('refund.amount', said('invoices.refundOverCreditNote'));
  const [payment] = await tx
    .insert(invoicePayments)
    .values({
      invoiceId: invoice.id,
      workspaceId: actor.workspaceId,
      ...paymentCopyOf(invoice),
      amountCents: -cents,
      paidOn: dayOfInput(input.date, timeZone),
      method: input.method,
      note: `Refund — ${note.number}`,
      creditNoteId: note.id,
    })
    .returning({ id: invoicePayments.id });
  assertWritten(payment, 'refund insert');
  const after = { ...invoice, amountPaidCents: invoice.amountPaidCents - cents, creditedCents: invoice.creditedCents + note.totalCents };
  const status = invoice.status === 'paid' && owedCents(after) > 0 ? { status: 'sent' } : {};
  await tx
    .update(invoices)
    .set({ amountPaidCents: after.amountPaidCents, ...status })
    .where(eq(invoices.id, invoice.id));
  await recordActivity(tx, actor, {
    entityType: 'payment',
    entityId: payment.id,
    action: 'created',
    subject: invoice.invoiceNumber,
    // Money going back: the amount's figures, negative (decision 207).
    detail: activityAmountDetail(-cents, invoice.currency),
  });
}

/** A credited deposit invoice is deducted no more from its final invoice while that is a draft (decision 165). */
async function lowerDeduction(tx: Db, invoice: InvoiceRow, creditedCents: number) {
  if (invoice.kind !== 'deposit' || !invoice.relatedInvoiceId) return;
  const [final] = await tx.select().from(invoices).where(eq(invoices.id, invoice.relatedInvoiceId)).for('update');
  if (!final || final.issuedAt) return;
  await tx
    .update(invoices)
    .set({ deductedCents: Math.max(0, final.deductedCents - creditedCents) })
    .where(eq(invoices.id, final.id));
}

/** POST /invoices/{id}/credit-notes (decision 163). */
export function creditNoteService(ctx: AppContext, invoiceService: InvoiceService) {
  return {
    async create({ actor, id, input }: { actor: Actor; id: string; input: CreditNoteInput }) {
      const owner = await studioOwner(ctx.db, actor.workspaceId);
      const timeZone = userSettings(owner).timezone;
      const noteId = await ctx.db.transaction(async (tx) => {
        // The series lock before the invoice's row lock, as issuing takes them (decision 163).
        await lockSeries(tx, actor.workspaceId, 'credit-note');
        const invoice = await lockedInvoice(tx, actor.workspaceId, id);
        const items = await tx.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, id)).orderBy(asc(invoiceItems.position));
        const lines = creditLines(invoice, items, await takenOf(tx, invoice, items), input);
        const note = await writeCreditNote(tx, actor, invoice, lines, input, todayIn(timeZone, new Date()));
        if (input.refund) await refund(tx, actor, invoice, note, input.refund, timeZone);
        await lowerDeduction(tx, invoice, note.totalCents);
        return note.id;
      });
      return {
        creditNote: await invoiceService.get({ actor, id: noteId }),
        invoice: await invoiceService.get({ actor, id }),
      };
    },
  };
}
