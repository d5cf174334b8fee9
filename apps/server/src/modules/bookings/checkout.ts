import { asLanguage, BOOKING_LIMITS } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { bookings, type AppointmentTypeRow, type BookingRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { userSettings } from '../../lib/user-settings.js';
import type { Billing } from '../subscriptions/billing-setup.js';
import { SandboxProvider } from '../subscriptions/providers/sandbox.js';
import { depositLine } from '../subscriptions/providers/sandbox-words.js';
import type { PageStudio } from './public-page.js';
import { depositProviderOf } from './settings.js';
import { connectStripe, stripeUnavailable } from './stripe-connect.js';

/*
 * The deposit's checkout (decision 157): on the studio's connected Stripe account, or on the
 * sandbox's own page on a run without Stripe. The slot is held ten minutes; Stripe's checkout lives
 * at least thirty, so a payment can arrive after the hold: deposit-paid.ts decides what it buys.
 */

const MINUTE_MS = 60_000;
/** Stripe refuses a checkout ending sooner than 30 minutes from now; a minute more for clocks apart. */
const STRIPE_CHECKOUT_MINUTES = 31;

export const sandboxOf = (billing: Billing): SandboxProvider | null =>
  billing.provider instanceof SandboxProvider ? billing.provider : null;

function pageUrls(ctx: AppContext, studio: PageStudio, row: BookingRow) {
  const page = `${ctx.config.appUrl.replace(/\/$/, '')}/book/${studio.settings.slug}`;
  return { successUrl: `${page}?booking=${row.id}&paid=1`, cancelUrl: `${page}?booking=${row.id}` };
}

/** Starts the deposit's checkout and keeps its id on the booking; a checkout that cannot start frees the slot. */
export async function startCheckout(
  ctx: AppContext,
  billing: Billing,
  opts: { studio: PageStudio; row: BookingRow; type: AppointmentTypeRow; now: Date },
): Promise<string> {
  const { studio, row, type, now } = opts;
  const language = asLanguage(row.language);
  const description = depositLine(language, type.name, studio.workspace.name);
  const urls = pageUrls(ctx, studio, row);
  try {
    const { id, url } = await openCheckout(ctx, billing, { ...opts, description, ...urls, now });
    await ctx.db
      .update(bookings)
      .set({ checkoutId: id })
      .where(and(eq(bookings.id, row.id), eq(bookings.workspaceId, row.workspaceId)));
    return url;
  } catch (err) {
    await ctx.db
      .update(bookings)
      .set({ status: 'expired' })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, 'held')));
    if (err instanceof AppError) throw err;
    throw stripeUnavailable();
  }
}

async function openCheckout(
  ctx: AppContext,
  billing: Billing,
  opts: { studio: PageStudio; row: BookingRow; description: string; successUrl: string; cancelUrl: string; now: Date },
): Promise<{ id: string; url: string }> {
  const { studio, row, now } = opts;
  const currency = userSettings(studio.owner).currency;
  const language = asLanguage(row.language);
  const provider = depositProviderOf(ctx.config, studio.settings);
  const sandbox = sandboxOf(billing);
  if (provider === 'sandbox' && sandbox)
    return sandbox.createDepositCheckout({
      payerUserId: studio.ownerId,
      paysFor: { kind: 'booking', id: row.id },
      amountCents: row.depositCents,
      currency,
      language,
      description: opts.description,
      successUrl: opts.successUrl,
      cancelUrl: opts.cancelUrl,
      expiresAt: new Date(now.getTime() + BOOKING_LIMITS.holdMinutes * MINUTE_MS),
    });
  const payments = ctx.config.payments;
  if (provider !== 'stripe' || payments.provider !== 'stripe' || !studio.settings.stripeAccountId)
    throw new AppError('PROVIDER_NOT_CONFIGURED', said('bookings.noDeposits'));
  const metadata = { bookingId: row.id, workspaceId: row.workspaceId };
  const session = await connectStripe(payments.stripe).checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: currency.toLowerCase(),
            unit_amount: row.depositCents,
            product_data: { name: opts.description },
          },
        },
      ],
      customer_email: row.email ?? undefined,
      // Stripe's page in the booking page's language (decision 190).
      locale: language,
      client_reference_id: row.id,
      metadata,
      payment_intent_data: { metadata },
      success_url: opts.successUrl,
      cancel_url: opts.cancelUrl,
      expires_at: Math.floor(now.getTime() / 1000) + STRIPE_CHECKOUT_MINUTES * 60,
    },
    // On the studio's own account (Connect): the money is the studio's, never Atelier's.
    { stripeAccount: studio.settings.stripeAccountId, idempotencyKey: `booking-deposit:${row.id}` },
  );
  if (!session.url) throw stripeUnavailable();
  return { id: session.id, url: session.url };
}
