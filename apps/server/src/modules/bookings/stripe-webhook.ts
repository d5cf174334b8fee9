import type Stripe from 'stripe';
import type { AppContext } from '../../context.js';
import { eq } from 'drizzle-orm';
import { bookings, bookingSettings } from '../../db/schema/index.js';
import { applyDeposit } from './deposit-paid.js';

/**
 * A checkout on the studio's own account completed for a booking's deposit (decision 157): it
 * confirms its booking, or is refunded on the studio's account when the time is gone. The event was
 * verified by studio-payments/webhook.ts; `account` is the connected account it came from.
 */
export async function bookingDepositOnStripe(
  ctx: AppContext,
  stripe: Stripe,
  opts: { session: Stripe.Checkout.Session; bookingId: string; account: string; now: Date },
): Promise<void> {
  const { session, bookingId, account } = opts;
  // The event must come from the account of the booking's own studio: no other account pays for it.
  const [owned] = await ctx.db
    .select({ account: bookingSettings.stripeAccountId })
    .from(bookings)
    .innerJoin(bookingSettings, eq(bookingSettings.workspaceId, bookings.workspaceId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!owned || owned.account !== account) return;
  const paymentId = paymentIdOf(session);
  const outcome = await applyDeposit(
    ctx,
    { bookingId, checkoutId: session.id, paymentId, amountCents: session.amount_total ?? 0 },
    opts.now,
  );
  if (outcome === 'refund' && paymentId)
    await stripe.refunds.create(
      { payment_intent: paymentId },
      { stripeAccount: account, idempotencyKey: `booking-refund:${bookingId}:${paymentId}` },
    );
}

/** The payment a completed checkout made, as its refund names it. */
export const paymentIdOf = (session: Stripe.Checkout.Session): string =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? '');

/** The sandbox's page paid a deposit (decision 157): the same rules; the sandbox refunds by doing nothing. */
export async function sandboxDepositPaid(
  ctx: AppContext,
  paid: { bookingId: string; checkoutId: string; paymentId: string; amountCents: number },
): Promise<void> {
  const outcome = await applyDeposit(ctx, paid, new Date());
  if (outcome === 'refund') ctx.log.info({ booking: paid.bookingId }, 'sandbox deposit for a time no longer free: not applied');
}
