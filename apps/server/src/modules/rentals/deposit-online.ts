import { randomBytes } from 'node:crypto';
import { asLanguage } from '@atelier/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { bookingSettings, clients, rentalPieces, rentals, type RentalRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { clientLanguageSql } from '../../lib/client-language.js';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { userSettings } from '../../lib/user-settings.js';
import { depositProviderOf, ensureSettings } from '../bookings/settings.js';
import { connectStripe, stripeUnavailable } from '../bookings/stripe-connect.js';
import { sandboxOf } from '../bookings/checkout.js';
import { studioVoice } from '../messaging/studio-voice.js';
import { studioOwner } from '../plans/rules.js';
import type { Billing } from '../subscriptions/billing-setup.js';
import { chargeWords } from './charge-words.js';
import { mine, studioTodayOf } from './lines.js';

/** Stripe refuses a checkout ending sooner than 30 minutes from now; a minute more for clocks apart. */
const CHECKOUT_MINUTES = 31;

/** The rental's deposit in cents: the sum of its pieces' deposits as rented. */
export async function depositCentsOf(db: Db, rentalId: string): Promise<number> {
  const lines = await db.select({ cents: rentalPieces.depositCents }).from(rentalPieces).where(eq(rentalPieces.rentalId, rentalId));
  return lines.reduce((sum, l) => sum + l.cents, 0);
}

/** The studio's connected account, when its deposits are taken on Stripe. */
async function stripeAccountOf(db: Db, workspaceId: string): Promise<string | null> {
  const [row] = await db
    .select({ account: bookingSettings.stripeAccountId })
    .from(bookingSettings)
    .where(eq(bookingSettings.workspaceId, workspaceId));
  return row?.account ?? null;
}

/**
 * A rental's deposit by card on the studio's own account (decision 229): the same account and page a
 * booking's deposit is paid on (decision 157), Stripe's checkout or, on a run without Stripe, the
 * sandbox's. The counter opens it for the renter (the link, or its code to scan); paid, the deposit
 * is taken by card and will be refunded there.
 */
export function cardDeposits(ctx: AppContext, billing: Billing) {
  return {
    async start({ actor, id }: { actor: Actor; id: string }): Promise<{ url: string }> {
      const [row] = await ctx.db
        .select({ rental: rentals, clientName: clients.name, language: clientLanguageSql })
        .from(rentals)
        .innerJoin(clients, eq(clients.id, rentals.clientId))
        .where(mine(actor, id));
      assertWritten(row, 'rental read');
      const { rental } = row;
      if (rental.state !== 'reserved') throw new AppError('RENTAL_OUT_OF_ORDER', said('rentals.outOfOrder'));
      if (rental.depositMethod) throw new AppError('RENTAL_OUT_OF_ORDER', said('rentals.depositAlreadyTaken'));
      const amountCents = await depositCentsOf(ctx.db, id);
      if (amountCents === 0) throw new AppError('RENTAL_OUT_OF_ORDER', said('rentals.noDepositToTake'));
      const settings = await ensureSettings(ctx.db, actor.workspaceId);
      const provider = depositProviderOf(ctx.config, settings);
      const owner = await studioOwner(ctx.db, actor.workspaceId);
      const language = asLanguage(row.language);
      const description = chargeWords(language).deposit((await studioVoice(ctx, actor.workspaceId)).name);
      const base = ctx.config.appUrl.replace(/\/$/, '');
      const urls = { successUrl: `${base}/rentals?deposit=paid`, cancelUrl: `${base}/rentals` };
      const currency = userSettings(owner).currency;
      const expiresAt = new Date(Date.now() + CHECKOUT_MINUTES * 60_000);
      const sandbox = sandboxOf(billing);
      let checkout: { id: string; url: string };
      if (provider === 'sandbox' && sandbox) {
        checkout = await sandbox.createDepositCheckout({
          ...{ payerUserId: owner.id, paysFor: { kind: 'rental', id }, amountCents, currency, language, description },
          ...{ ...urls, expiresAt },
        });
      } else {
        const payments = ctx.config.payments;
        if (provider !== 'stripe' || payments.provider !== 'stripe' || !settings.stripeAccountId)
          throw new AppError('PROVIDER_NOT_CONFIGURED', said('rentals.noCardDeposits'));
        const metadata = { rentalId: id, workspaceId: actor.workspaceId };
        const session = await connectStripe(payments.stripe)
          .checkout.sessions.create(
            {
              mode: 'payment',
              line_items: [
                {
                  quantity: 1,
                  price_data: { currency: currency.toLowerCase(), unit_amount: amountCents, product_data: { name: description } },
                },
              ],
              locale: language,
              client_reference_id: id,
              metadata,
              payment_intent_data: { metadata },
              success_url: urls.successUrl,
              cancel_url: urls.cancelUrl,
              expires_at: Math.floor(expiresAt.getTime() / 1000),
            },
            // On the studio's own account (Connect): the deposit is the studio's to hold, never Atelier's.
            { stripeAccount: settings.stripeAccountId },
          )
          .catch(() => {
            throw stripeUnavailable();
          });
        if (!session.url) throw stripeUnavailable();
        checkout = { id: session.id, url: session.url };
      }
      await ctx.db.update(rentals).set({ depositCheckoutId: checkout.id }).where(mine(actor, id));
      return { url: checkout.url };
    },
  };
}

/**
 * A rental's deposit paid on its checkout (Stripe's webhook or the sandbox's page): taken by card on
 * the studio's day, once, for the checkout last opened for it; from Stripe, only on the rental's own
 * studio's account. A deposit paid for a rental no longer waiting for it (cancelled meanwhile, or
 * taken otherwise) is given back in full.
 */
export async function rentalDepositPaid(
  ctx: AppContext,
  paid: { rentalId: string; checkoutId: string; paymentId: string; amountCents: number; account: string | null },
): Promise<void> {
  const [rental] = await ctx.db.select().from(rentals).where(eq(rentals.id, paid.rentalId));
  if (!rental || rental.depositCheckoutId !== paid.checkoutId) return;
  if (paid.account !== null && (await stripeAccountOf(ctx.db, rental.workspaceId)) !== paid.account) return;
  const today = await studioTodayOf(ctx.db, rental.workspaceId);
  const [taken] = await ctx.db
    .update(rentals)
    .set({ depositMethod: 'card', depositTakenOn: today, depositPaymentId: paid.paymentId, updatedAt: new Date() })
    .where(
      and(
        eq(rentals.id, rental.id),
        eq(rentals.depositCheckoutId, paid.checkoutId),
        isNull(rentals.depositMethod),
        inArray(rentals.state, ['reserved', 'out']),
      ),
    )
    .returning({ id: rentals.id });
  if (taken || rental.depositPaymentId === paid.paymentId) return;
  await giveBack(ctx, ctx.db, rental, {
    paymentId: paid.paymentId,
    amountCents: paid.amountCents,
    key: `rental-deposit-back:${paid.paymentId}`,
  });
}

/** Money given back on the card it came from: Stripe's refund on the studio's account, or the sandbox's, which moves nothing. */
async function giveBack(
  ctx: AppContext,
  db: Db,
  rental: Pick<RentalRow, 'workspaceId'>,
  opts: { paymentId: string; amountCents: number; key: string },
): Promise<string> {
  const payments = ctx.config.payments;
  if (opts.paymentId.startsWith('pi_sandbox_') || payments.provider !== 'stripe') return `re_sandbox_${randomBytes(12).toString('hex')}`;
  const account = await stripeAccountOf(db, rental.workspaceId);
  if (!account) throw stripeUnavailable();
  const refund = await connectStripe(payments.stripe)
    .refunds.create({ payment_intent: opts.paymentId, amount: opts.amountCents }, { stripeAccount: account, idempotencyKey: opts.key })
    .catch(() => {
      throw stripeUnavailable();
    });
  return refund.id;
}

/**
 * The deposit's refund on the card it was paid with online (decision 229), made as the return or the
 * cancellation is written in `tx`: Stripe's answer is kept, and a refund Stripe could not make refuses the
 * whole move (502), nothing written, so the counter tries again under the same key. Null when the
 * deposit was not paid online or nothing goes back.
 */
export async function refundOnline(ctx: AppContext, tx: Db, rental: RentalRow, refundCents: number): Promise<string | null> {
  if (!rental.depositPaymentId || refundCents <= 0) return null;
  return giveBack(ctx, tx, rental, { paymentId: rental.depositPaymentId, amountCents: refundCents, key: `rental-refund:${rental.id}` });
}
