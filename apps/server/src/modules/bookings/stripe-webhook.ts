import type Stripe from 'stripe';
import type { AppContext } from '../../context.js';
import { eq } from 'drizzle-orm';
import { bookings, bookingSettings } from '../../db/schema/index.js';
import { badSignature, SIGNATURE_TOLERANCE_S } from '../subscriptions/providers/signature.js';
import { applyDeposit } from './deposit-paid.js';
import { connectStripe } from './stripe-connect.js';

/**
 * Stripe Connect's events for the studios' own accounts (decision 157), verified with the SDK
 * against Connect's own endpoint secret. A completed checkout confirms its booking (or is refunded
 * on the studio's account when the time is gone); every other event is acknowledged and ignored.
 */
export async function stripeDepositWebhook(
  ctx: AppContext,
  opts: { rawBody: Buffer; signature: string | string[] | undefined; now: Date },
): Promise<void> {
  const payments = ctx.config.payments;
  const secret = payments.provider === 'stripe' ? payments.stripe.connectWebhookSecret : null;
  if (payments.provider !== 'stripe' || !secret) throw badSignature('deposits are not taken on Stripe here');
  if (typeof opts.signature !== 'string') throw badSignature('no signature header');
  const stripe = connectStripe(payments.stripe);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(opts.rawBody, opts.signature, secret, SIGNATURE_TOLERANCE_S);
  } catch {
    throw badSignature('the signature does not match the payload or is too old');
  }
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return;
  const session = event.data.object;
  const bookingId = session.metadata?.bookingId;
  const account = event.account;
  if (session.payment_status !== 'paid' || !bookingId || !account) return;
  // The event must come from the account of the booking's own studio: no other account pays for it.
  const [owned] = await ctx.db
    .select({ account: bookingSettings.stripeAccountId })
    .from(bookings)
    .innerJoin(bookingSettings, eq(bookingSettings.workspaceId, bookings.workspaceId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!owned || owned.account !== account) return;
  const paymentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? '');
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

/** The sandbox's page paid a deposit (decision 157): the same rules; the sandbox refunds by doing nothing. */
export async function sandboxDepositPaid(
  ctx: AppContext,
  paid: { bookingId: string; checkoutId: string; paymentId: string; amountCents: number },
): Promise<void> {
  const outcome = await applyDeposit(ctx, paid, new Date());
  if (outcome === 'refund') ctx.log.info({ booking: paid.bookingId }, 'sandbox deposit for a time no longer free: not applied');
}
