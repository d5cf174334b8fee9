import { randomUUID } from 'node:crypto';
import { planPriceCents } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { billingCheckouts, users, type SubscriptionRow, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import type { BillingCore } from './state-machine.js';
import { CHECKOUT_TTL_MS, type PaidPlan, type PaymentMetadata, type PaymentProvider } from './providers/provider.js';

/**
 * Taking the money for a subscription (decisions 043 and 047): the prorated price of an upgrade,
 * and one payment, either charged to a card given now or left to the provider's checkout page.
 * What a confirmed payment changes is the state machine's (state-machine.ts).
 */

const MINUTE = 60_000;
/** Each checkout or card payment is a call to the provider: a person needs a few, never dozens. */
// Card testing must never be free: refused while the shared store is down (decision 095).
export const CHECKOUT_LIMIT = { max: 10, windowMs: 10 * MINUTE, failClosed: true };
/** The smallest charge a card provider takes (Stripe: $0.50); a prorated upgrade is never less. */
export const MIN_CHARGE_CENTS = 50;

/**
 * The rest of the current period on the higher plan (decision 043): the difference of the two
 * prices for this interval, in proportion to the time left, rounded to the cent.
 */
export function upgradeAmountCents(
  sub: Pick<SubscriptionRow, 'plan' | 'interval' | 'currentPeriodStart' | 'currentPeriodEnd'>,
  planId: PaidPlan,
  now: Date,
): number {
  const total = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
  const left = Math.max(0, sub.currentPeriodEnd.getTime() - now.getTime());
  const difference = planPriceCents(planId, sub.interval) - planPriceCents(sub.plan, sub.interval);
  return Math.max(MIN_CHARGE_CENTS, Math.round((difference * left) / Math.max(total, 1)));
}

/** Card changes share the bound: each is a call to the provider too. */
export async function limitPayments(ctx: AppContext, userId: string) {
  await ctx.limiter.consume(`checkout:${userId}`, CHECKOUT_LIMIT, 'Too many payment attempts. Please wait a few minutes and try again.');
}

export function checkout(ctx: AppContext, provider: PaymentProvider, core: BillingCore) {
  /** Takes the money: from the card given now, or on the provider's checkout page (its return addresses from APP_URL only, decision 048). */
  async function pay({
    user,
    purchase: m,
    amountCents,
    paymentMethodId,
    now,
  }: {
    user: UserRow;
    /** What the price was made for; the provider's customer id is added here. */
    purchase: Omit<PaymentMetadata, 'customerId'>;
    amountCents: number;
    /** A card given now; without one the account goes to the provider's checkout page. */
    paymentMethodId: string | undefined;
    now: Date;
  }) {
    await limitPayments(ctx, user.id);
    const customerId = await provider.ensureCustomer(
      { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() },
      user.billingCustomerId,
    );
    if (customerId !== user.billingCustomerId)
      await ctx.db.update(users).set({ billingCustomerId: customerId }).where(eq(users.id, user.id));
    const metadata: PaymentMetadata = { ...m, customerId };
    const description = `Atelier ${m.planId === 'premium' ? 'Premium' : 'Enterprise'} (${m.interval})`;
    if (!paymentMethodId) {
      const checkout = await provider.createCheckout({
        customerId,
        userId: user.id,
        amountCents,
        description,
        metadata,
        successUrl: `${ctx.config.appUrl}/pricing/callback?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${ctx.config.appUrl}/pricing`,
        // The price holds for the period it was made in, and for a short time only (decision 047).
        expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
      });
      await ctx.db
        .insert(billingCheckouts)
        .values({ id: checkout.id, userId: user.id, provider: provider.name, plan: m.planId, interval: m.interval, amountCents });
      return { link: checkout.url };
    }
    const card = await provider.attachPaymentMethod({ paymentMethodId, customerId, userId: user.id });
    const result = await provider.charge({
      customerId,
      paymentMethodId,
      amountCents,
      description,
      metadata,
      idempotencyKey: `${m.purpose}:${user.id}:${randomUUID()}`,
    });
    if (!result.ok) {
      if (result.paymentId) await core.applyFailed({ paymentId: result.paymentId, amountCents, metadata, message: result.message, now });
      throw new AppError('CARD_DECLINED', result.message, { errors: [{ field: 'paymentMethodId', message: result.message }] });
    }
    const outcome = await core.applyPaid({
      paymentId: result.paymentId,
      amountCents,
      metadata,
      card: result.card ?? card,
      paymentMethodId,
      now,
    });
    if (outcome === 'not_applied') throw new AppError('PAYMENT_NOT_APPLIED', said('subscriptions.paymentNotApplied'));
    return { link: null };
  }

  return { pay };
}
