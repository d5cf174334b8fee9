import type Stripe from 'stripe';
import type { AppContext } from '../../context.js';
import { bookingDepositOnStripe } from '../bookings/stripe-webhook.js';
import { connectStripe } from '../bookings/stripe-connect.js';
import { rentalDepositPaid } from '../rentals/deposit-online.js';
import { badSignature, SIGNATURE_TOLERANCE_S } from '../subscriptions/providers/signature.js';
import { paymentIdOf } from '../bookings/stripe-webhook.js';

/**
 * Stripe Connect's events for the studios' own accounts (decisions 157, 229), verified with the SDK
 * against Connect's own endpoint secret. A completed checkout is a booking's deposit or a rental's,
 * as its metadata says; every other event is acknowledged and ignored. One endpoint for both, since
 * Connect sends every account's events to one.
 */
export async function studioStripeWebhook(
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
  const account = event.account;
  if (session.payment_status !== 'paid' || !account) return;
  const { bookingId, rentalId } = session.metadata ?? {};
  if (bookingId) await bookingDepositOnStripe(ctx, stripe, { session, bookingId, account, now: opts.now });
  else if (rentalId)
    await rentalDepositPaid(ctx, {
      rentalId,
      checkoutId: session.id,
      paymentId: paymentIdOf(session),
      amountCents: session.amount_total ?? 0,
      account,
    });
}
