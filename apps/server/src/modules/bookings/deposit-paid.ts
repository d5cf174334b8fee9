import { dayInZone } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { appointmentTypes, bookings, clients, invoices, workspaces, type BookingRow } from '../../db/schema/index.js';
import { clientLanguageSql } from '../../lib/client-language.js';
import { transactionWithEffects } from '../../lib/events.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { userSettings } from '../../lib/user-settings.js';
import { taxedAtDefault } from '../invoices/invoice-tax.js';
import { invoiceWords } from '../invoices/invoice-words.js';
import { studioTax } from '../tax/line-rates.js';
import { freeInvoiceNumber, insertInvoice } from '../invoices/write.js';
import { recordPayment } from '../invoices/payments.js';
import { requireRoom } from '../plans/record-limits.js';
import { studioOwner } from '../plans/rules.js';
import { busyOf } from './availability.js';
import { confirmBooking } from './confirm.js';
import { advisoryLock } from './create.js';

/*
 * A deposit paid (decision 157), whichever way it came (Stripe Connect's webhook, the sandbox's
 * page). A booking still held, or whose hold ran out while its slot stayed free, is confirmed and
 * its deposit becomes a paid deposit invoice of its client. A booking cancelled, or whose slot was
 * taken after its hold ran out, is refunded: money is never kept for a time the client does not have.
 */

export type DepositOutcome = 'confirmed' | 'duplicate' | 'refund' | 'unknown';
export type PaidDeposit = { bookingId: string; checkoutId: string; paymentId: string; amountCents: number };

/** Whether the booking's time is still free for it (its own hold aside): nothing else of its member overlaps. */
async function stillFree(tx: Db, booking: BookingRow, ownerId: string, now: Date): Promise<boolean> {
  if (booking.startTime <= now) return false;
  if (booking.status === 'held' && booking.holdExpiresAt && booking.holdExpiresAt > now) return true;
  const busy = await busyOf(tx, {
    workspaceId: booking.workspaceId,
    ownerId,
    candidates: [booking.memberId],
    start: booking.startTime,
    end: booking.blockedUntil,
    now,
    ignore: { bookingId: booking.id },
  });
  return (busy.get(booking.memberId) ?? []).length === 0;
}

/** The deposit's invoice, paid: one line, one payment by card, in the studio's currency (decision 157). */
async function depositInvoice(tx: Db, booking: BookingRow, typeName: string, paymentId: string): Promise<string> {
  const owner = await studioOwner(tx, booking.workspaceId);
  const settings = userSettings(owner);
  const today = dayInZone(new Date(), settings.timezone);
  const amount = booking.depositCents;
  const clientId = booking.clientId!;
  await requireRoom(tx, { workspaceId: booking.workspaceId, owner, store: 'invoices', adding: 1 });
  const invoiceNumber = await freeInvoiceNumber(tx, booking.workspaceId);
  // In the client's language, as its documents are (decisions 128, 185).
  const [client] = await tx.select({ language: clientLanguageSql }).from(clients).where(eq(clients.id, clientId)).limit(1);
  const language = client?.language ?? settings.language;
  const words = invoiceWords(language);
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: settings.timezone }).format(
    booking.startTime,
  );
  const description = words.depositForAppointment(typeName, when);
  // The amount paid includes its tax (decision 162): the invoice takes the tax out of it, its total stays what was paid.
  const { items, totals } = taxedAtDefault(
    await studioTax(tx, booking.workspaceId),
    [{ description, quantityHundredths: 100, rateCents: amount, amountCents: amount }],
    { pricesIncludeTax: true },
  );
  const id = await insertInvoice(
    tx,
    { workspaceId: booking.workspaceId, user: null },
    {
      clientId,
      projectId: null,
      invoiceNumber,
      dueDate: today,
      currency: settings.currency,
      totals,
      deposit: { depositType: null, depositValue: null },
      notes: words.depositPaidOnline,
      items,
      // A deposit invoice (decision 185): booked to the deposits account, its VAT due on receipt.
      kind: 'deposit',
    },
  );
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id));
  assertWritten(invoice, 'deposit invoice read');
  // Paid, so issued: the client paid online, and the studio's missing terms do not hold the booking back (decision 163).
  await recordPayment(
    tx,
    { workspaceId: booking.workspaceId, user: null },
    { invoice, payment: { amountCents: amount, paidOn: today, method: 'card', note: `Online deposit ${paymentId}` }, byClient: true },
  );
  return id;
}

/** Applies a paid deposit once; answers what was done (the caller refunds on 'refund'). */
export async function applyDeposit(ctx: AppContext, paid: PaidDeposit, now: Date): Promise<DepositOutcome> {
  return transactionWithEffects(ctx, async (tx) => {
    const [first] = await tx.select().from(bookings).where(eq(bookings.id, paid.bookingId)).limit(1);
    if (!first || first.checkoutId !== paid.checkoutId) return 'unknown';
    const day = dayInZone(first.startTime, userSettings(await studioOwner(tx, first.workspaceId)).timezone);
    await advisoryLock(tx, `book-day:${first.workspaceId}:${day}`);
    await advisoryLock(tx, `book-member:${first.workspaceId}:${first.memberId ?? 'studio'}`);
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, paid.bookingId)).for('update');
    if (!booking) return 'unknown';
    if (booking.depositInvoiceId) return 'duplicate';
    if (booking.status === 'cancelled' || booking.status === 'confirmed') return 'refund';
    const [owner] = await tx
      .select({ ownerId: workspaces.ownerId, phoneCountry: workspaces.phoneCountry })
      .from(workspaces)
      .where(eq(workspaces.id, booking.workspaceId));
    if (!owner || !(await stillFree(tx, booking, owner.ownerId, now))) {
      await tx.update(bookings).set({ status: 'expired' }).where(eq(bookings.id, booking.id));
      return 'refund';
    }
    const [type] = booking.appointmentTypeId
      ? await tx
          .select()
          .from(appointmentTypes)
          .where(and(eq(appointmentTypes.id, booking.appointmentTypeId), eq(appointmentTypes.workspaceId, booking.workspaceId)))
      : [];
    const { booking: confirmed } = await confirmBooking(tx, ctx, { booking, type: type ?? null, phoneCountry: owner.phoneCountry, now });
    const invoiceId = await depositInvoice(tx, confirmed, type?.name ?? 'Appointment', paid.paymentId);
    await tx.update(bookings).set({ depositInvoiceId: invoiceId }).where(eq(bookings.id, booking.id));
    return 'confirmed';
  });
}
