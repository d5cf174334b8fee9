import { INVOICE_LIMITS, type Language, type TaxCategory } from '@atelier/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, invoiceItems, invoices, projects, type InvoiceItemRow, type InvoiceRow, type UserRow } from '../../db/schema/index.js';
import { clientLanguageSql } from '../../lib/client-language.js';

import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, notFound } from '../../lib/errors.js';
import { said, type Said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { userSettings } from '../../lib/user-settings.js';
import { requireRoom } from '../plans/record-limits.js';
import { studioOwner } from '../plans/rules.js';
import { computeTax, shareOut, type TaxLine } from '../tax/arithmetic.js';
import { taxSettingsOf } from './e-invoice/parties.js';
import { issueInTx, lockSeries } from './issue.js';
import { todayIn } from './queries.js';
import { type InvoiceService } from './service.js';
import { depositCents } from './totals.js';
import { freeInvoiceNumber } from './write.js';
import { invoiceWords, rateText, type InvoiceWords } from './invoice-words.js';

/*
 * Deposit invoices (decision 165): where the studio chose them, the deposit an invoice asks is its
 * own issued invoice, and the final invoice deducts it. Otherwise a deposit is a payment on the
 * invoice, as before.
 */

const unavailable = (message: Said) => new AppError('DEPOSIT_INVOICE_UNAVAILABLE', message);

/**
 * The deposit shared over the invoice's rates in proportion to its lines' amounts, by largest
 * remainder: one line per rate, priced tax included so the lines add up to the deposit to the cent.
 */
export function depositLines(invoice: InvoiceRow, items: readonly InvoiceItemRow[], cents: number): TaxLine[] {
  const legacy = invoice.taxRateBasisPoints > 0 && items.every((i) => i.taxRateBp === 0);
  const groups = new Map<string, TaxLine>();
  for (const item of items) {
    const rateBp = legacy ? invoice.taxRateBasisPoints : item.taxRateBp;
    const category = (legacy ? 'S' : item.taxCategory) as TaxCategory;
    const key = `${rateBp}|${category}|${item.exemptionReason ?? ''}`;
    const at = groups.get(key) ?? {
      amountCents: 0,
      rateBp,
      category,
      exemptionReason: item.exemptionReason,
    };
    groups.set(key, { ...at, amountCents: at.amountCents + item.amountCents });
  }
  const list = [...groups.values()];
  const parts = shareOut(
    cents,
    list.map((g) => g.amountCents),
  );
  return list.map((g, i) => ({ ...g, amountCents: parts[i] as number })).filter((g) => g.amountCents > 0);
}

async function checkAsked(tx: Db, invoice: InvoiceRow): Promise<number> {
  if (invoice.kind !== 'invoice') throw unavailable(said('invoices.depositNotInvoice', { number: invoice.invoiceNumber }));
  const cents = depositCents(invoice.depositType, invoice.depositValue, invoice.totalCents);
  if (cents === null || cents <= 0) throw unavailable(said('invoices.asksNoDeposit', { number: invoice.invoiceNumber }));
  const [existing] = await tx
    .select({ number: invoices.invoiceNumber })
    .from(invoices)
    .where(and(eq(invoices.relatedInvoiceId, invoice.id), eq(invoices.kind, 'deposit')))
    .limit(1);
  if (existing) throw unavailable(said('invoices.hasDepositInvoice', { number: invoice.invoiceNumber, deposit: existing.number }));
  return cents;
}

/**
 * What the deposit is on, in words that stay true once both are issued (decision 185): an issued
 * invoice's number; a draft's number is provisional, so its project, else its work.
 */
async function depositSubject(tx: Db, invoice: InvoiceRow, items: readonly InvoiceItemRow[], words: InvoiceWords): Promise<string> {
  if (invoice.issuedAt) return words.depositOnInvoice(invoice.invoiceNumber);
  const [project] = invoice.projectId
    ? await tx.select({ code: projects.code, name: projects.name }).from(projects).where(eq(projects.id, invoice.projectId)).limit(1)
    : [];
  const subject = project
    ? words.depositOnProject(project.code, project.name)
    : words.depositOnWork(items.map((i) => i.description).join(', '));
  return subject.length > INVOICE_LIMITS.itemDescription ? `${subject.slice(0, INVOICE_LIMITS.itemDescription - 1)}…` : subject;
}

/** The document's language: its client's (decision 128). */
async function languageOf(tx: Db, clientId: string): Promise<Language> {
  const [row] = await tx.select({ language: clientLanguageSql }).from(clients).where(eq(clients.id, clientId)).limit(1);
  return row?.language ?? 'en';
}

async function writeDepositInvoice(tx: Db, actor: Actor, owner: UserRow, invoice: InvoiceRow, cents: number): Promise<string> {
  const items = await tx.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoice.id)).orderBy(asc(invoiceItems.position));
  const lines = depositLines(invoice, items, cents);
  const language = await languageOf(tx, invoice.clientId);
  const subject = await depositSubject(tx, invoice, items, invoiceWords(language));
  const rounding = invoice.rounding === 'line' ? 'line' : 'total';
  const amounts = computeTax(lines, { discountCents: 0, pricesIncludeTax: true, rounding });
  const number = await freeInvoiceNumber(tx, actor.workspaceId);
  const [row] = await tx
    .insert(invoices)
    .values({
      workspaceId: actor.workspaceId,
      clientId: invoice.clientId,
      projectId: invoice.projectId,
      invoiceNumber: number,
      dueDate: todayIn(userSettings(owner).timezone, new Date()),
      currency: invoice.currency,
      subtotalCents: amounts.subtotalCents,
      discountCents: 0,
      taxRateBasisPoints: lines[0]?.rateBp ?? 0,
      taxCents: amounts.taxCents,
      totalCents: amounts.totalCents,
      kind: 'deposit',
      relatedInvoiceId: invoice.id,
      pricesIncludeTax: true,
      rounding,
    })
    .returning({ id: invoices.id });
  assertWritten(row, 'deposit invoice insert');
  const several = lines.length > 1;
  await tx.insert(invoiceItems).values(
    amounts.lines.map((l, position) => ({
      invoiceId: row.id,
      position,
      description: several ? `${subject} (${rateText(l.rateBp, language)})` : subject,
      quantityHundredths: 100,
      rateCents: l.amountCents,
      amountCents: l.amountCents,
      taxRateBp: l.rateBp,
      taxCategory: l.category,
      exemptionReason: l.exemptionReason,
      netCents: l.netCents,
      taxCents: l.taxCents,
    })),
  );
  await recordActivity(tx, actor, {
    entityType: 'invoice',
    entityId: row.id,
    action: 'created',
    subject: number,
    detail: invoice.invoiceNumber,
  });
  return row.id;
}

/** POST /invoices/{id}/deposit-invoice (decision 165). */
export function depositInvoiceService(ctx: AppContext, invoiceService: InvoiceService) {
  return {
    async create({ actor, id }: { actor: Actor; id: string }) {
      const owner = await studioOwner(ctx.db, actor.workspaceId);
      const depositId = await ctx.db.transaction(async (tx) => {
        const settings = await taxSettingsOf(tx, actor.workspaceId);
        if (settings?.depositMode !== 'invoice') throw unavailable(said('invoices.depositsAsPayments'));
        await lockSeries(tx, actor.workspaceId, 'invoice');
        const [invoice] = await tx
          .select()
          .from(invoices)
          .where(and(eq(invoices.id, id), eq(invoices.workspaceId, actor.workspaceId)))
          .for('update');
        if (!invoice) throw notFound(said('invoices.notFound'));
        const cents = await checkAsked(tx, invoice);
        await requireRoom(tx, { workspaceId: actor.workspaceId, owner, store: 'invoices', adding: 1 });
        const made = await writeDepositInvoice(tx, actor, owner, invoice, cents);
        const issued = await issueInTx(tx, actor, made, { checkReady: true, status: 'sent' });
        // The final invoice deducts what the deposit invoice asks (decision 165).
        await tx
          .update(invoices)
          .set({ deductedCents: invoice.deductedCents + issued.totalCents })
          .where(eq(invoices.id, invoice.id));
        return made;
      });
      return {
        depositInvoice: await invoiceService.get({ actor, id: depositId }),
        invoice: await invoiceService.get({ actor, id }),
      };
    },
  };
}
