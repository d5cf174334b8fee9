import { centsToDollars, INVOICE_LIMITS, type DepositSettlement } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, type RentalRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { studioLanguageOf } from '../../lib/client-language.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { userSettings } from '../../lib/user-settings.js';
import { taxedAtDefault } from '../invoices/invoice-tax.js';
import { lockSeries } from '../invoices/issue.js';
import { recordPayment } from '../invoices/payments.js';
import { formatInvoiceMoney } from '../invoices/pdf-text.js';
import { freeInvoiceNumber, insertInvoice } from '../invoices/write.js';
import { studioOwner } from '../plans/rules.js';
import { studioTax } from '../tax/line-rates.js';
import { chargeWords } from './charge-words.js';

/** A piece's damage as the return told it: its code and style, the amount and its reason. */
export type DamageCharged = { piece: string; cents: number; reason: string };

const line = (description: string, cents: number) => ({
  description: description.slice(0, INVOICE_LIMITS.itemDescription),
  quantityHundredths: 100,
  rateCents: cents,
  amountCents: cents,
});

/**
 * What a return kept from the deposit, on the client's invoice (decision 227): a line for the late
 * days and one per damage with its reason, each the amount agreed (tax included at the studio's
 * rate), so the invoice's total is what was charged to the cent. The part the deposit covers is
 * paid by it, in the way the deposit was taken, which issues the invoice as any payment does; what
 * the deposit did not cover is left owed on it. Nothing charged, no invoice: answers null.
 */
export async function invoiceReturnCharges(
  tx: Db,
  actor: Actor,
  opts: { rental: RentalRow; settled: DepositSettlement; depositCents: number; damages: DamageCharged[]; today: string },
): Promise<string | null> {
  const { rental, settled, damages } = opts;
  if (settled.chargedCents === 0) return null;
  const currency = userSettings(await studioOwner(tx, actor.workspaceId)).currency;
  const language = await studioLanguageOf(tx, actor.workspaceId);
  const words = chargeWords(language);
  const money = (cents: number) => formatInvoiceMoney(centsToDollars(cents), currency, language);
  const capped = rental.lateFeeCapCents > 0 && settled.lateFeeCents < settled.lateDays * rental.lateFeePerDayCents;
  const lines = [
    ...(settled.lateFeeCents > 0
      ? [line(words.late(settled.lateDays, money(rental.lateFeePerDayCents), capped), settled.lateFeeCents)]
      : []),
    ...damages.filter((d) => d.cents > 0).map((d) => line(words.damage(d.piece, d.reason), d.cents)),
  ];
  const { items, totals } = taxedAtDefault(await studioTax(tx, actor.workspaceId), lines, { pricesIncludeTax: true });
  // The series first, as every payment that may issue a draft takes it (decision 163).
  await lockSeries(tx, actor.workspaceId, 'invoice');
  const invoiceNumber = await freeInvoiceNumber(tx, actor.workspaceId);
  const invoiceId = await insertInvoice(tx, actor, {
    ...{ clientId: rental.clientId, projectId: null, invoiceNumber, dueDate: opts.today, currency, totals },
    deposit: { depositType: null, depositValue: null },
    notes: null,
    items,
  });
  const keptCents = Math.min(settled.chargedCents, opts.depositCents);
  if (keptCents > 0 && rental.depositMethod) {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    assertWritten(invoice, 'charges invoice read');
    // The client's deposit paid it: money already in, so the studio's missing terms do not hold its issue back (decision 163).
    const payment = { amountCents: keptCents, paidOn: opts.today, method: rental.depositMethod, note: words.kept };
    await recordPayment(tx, actor, { invoice, payment, byClient: true });
  }
  return invoiceId;
}
