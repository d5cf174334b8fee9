import type { BookingSettings } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import type { AppContext } from '../../context.js';
import { bookingSettings } from '../../db/schema/index.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { userSettings } from '../../lib/user-settings.js';
import { requireFeature } from '../plans/rules.js';
import { ensureSettings, presentSettings, stripeConnectAvailable } from './settings.js';

/*
 * The studio's own Stripe account (decision 157): made once through Connect, completed by its owner
 * on Stripe's onboarding pages, and read back for whether it can take charges. Deposits are paid on
 * it, never on Atelier's.
 */

const clients = new WeakMap<StripeConfig, Stripe>();

/** The SDK for Connect's calls, one per configuration; tests point it at the local fake. */
export function connectStripe(config: StripeConfig): Stripe {
  let stripe = clients.get(config);
  if (!stripe) {
    const url = config.apiUrl ? new URL(config.apiUrl) : null;
    stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(url
        ? {
            host: url.hostname,
            port: url.port || (url.protocol === 'https:' ? 443 : 80),
            protocol: url.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    clients.set(config, stripe);
  }
  return stripe;
}

export const stripeUnavailable = () => new AppError('PROVIDER_UNAVAILABLE', said('bookings.stripeUnreachable'));

function stripeOf(ctx: AppContext): Stripe {
  const payments = ctx.config.payments;
  if (payments.provider !== 'stripe' || !stripeConnectAvailable(ctx.config))
    throw new AppError('STRIPE_CONNECT_UNAVAILABLE', said('bookings.stripeNotSetUp'));
  return connectStripe(payments.stripe);
}

export function stripeConnectService(ctx: AppContext) {
  /** Connecting and disconnecting need payouts.manage (the owner, signed in: decision 182); checking the account bookings.manage. */
  async function open(actor: Actor, permission: 'bookings.manage' | 'payouts.manage') {
    requirePermission(actor, permission);
    const owner = await requireFeature(ctx.db, actor, 'bookings');
    return { owner, row: await ensureSettings(ctx.db, actor.workspaceId) };
  }

  return {
    /** The account made once (Express), then a fresh onboarding link each time; its addresses from APP_URL. */
    async connect({ actor }: { actor: Actor }): Promise<{ url: string }> {
      const { owner, row } = await open(actor, 'payouts.manage');
      const stripe = stripeOf(ctx);
      const appUrl = ctx.config.appUrl.replace(/\/$/, '');
      try {
        let accountId = row.stripeAccountId;
        if (!accountId) {
          const account = await stripe.accounts.create(
            { type: 'express', email: owner.email, metadata: { workspaceId: actor.workspaceId } },
            { idempotencyKey: `connect-account:${actor.workspaceId}` },
          );
          accountId = account.id;
          await ctx.db
            .update(bookingSettings)
            .set({ stripeAccountId: accountId })
            .where(eq(bookingSettings.workspaceId, actor.workspaceId));
        }
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: `${appUrl}/settings?tab=booking&stripe=return`,
          refresh_url: `${appUrl}/settings?tab=booking&stripe=refresh`,
        });
        return { url: link.url };
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw stripeUnavailable();
      }
    },

    /** Whether the account can take charges now, as Stripe says. */
    async refresh({ actor }: { actor: Actor }): Promise<BookingSettings> {
      const { owner, row } = await open(actor, 'bookings.manage');
      let current = row;
      if (row.stripeAccountId) {
        const stripe = stripeOf(ctx);
        const account = await stripe.accounts.retrieve(row.stripeAccountId).catch(() => {
          throw stripeUnavailable();
        });
        const [updated] = await ctx.db
          .update(bookingSettings)
          .set({ stripeChargesEnabled: account.charges_enabled === true })
          .where(eq(bookingSettings.workspaceId, actor.workspaceId))
          .returning();
        current = updated ?? row;
      }
      return presentSettings(ctx.config, current, userSettings(owner).timezone);
    },

    /** Forgets the account here (it stays the studio's at Stripe): bookings take no deposit until connected again. */
    async disconnect({ actor }: { actor: Actor }): Promise<BookingSettings> {
      const { owner, row } = await open(actor, 'payouts.manage');
      const [updated] = await ctx.db
        .update(bookingSettings)
        .set({ stripeAccountId: null, stripeChargesEnabled: false })
        .where(eq(bookingSettings.workspaceId, actor.workspaceId))
        .returning();
      return presentSettings(ctx.config, updated ?? row, userSettings(owner).timezone);
    },
  };
}
