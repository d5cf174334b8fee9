import { createHmac } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/index.js';
import { billingCore } from './state-machine.js';
import type { DepositPaid } from './providers/sandbox-deposits.js';
import { SandboxProvider, type Deliver } from './providers/sandbox.js';
import { StripeProvider } from './providers/stripe.js';
import type { PaymentProvider } from './providers/provider.js';
import { subscriptionService } from './subscription-service.js';

/**
 * Subscriptions, assembled once per app (app.ts): the provider the configuration names (decision
 * 042), the state machine over it (state-machine.ts), and the service the routes and the billing
 * worker share (subscription-service.ts).
 */

/** Derived from the server key: the sandbox's events cannot be forged without it. */
export const sandboxWebhookSecret = (ctx: Pick<AppContext, 'jwtKey'>) =>
  createHmac('sha256', ctx.jwtKey).update('sandbox-webhook').digest('hex');

export function createBilling(ctx: AppContext, opts: { deliver: Deliver; depositPaid?: DepositPaid }) {
  const payments = ctx.config.payments;
  const provider: PaymentProvider =
    payments.provider === 'stripe'
      ? new StripeProvider(payments.stripe)
      : new SandboxProvider(ctx.db, {
          webhookSecret: sandboxWebhookSecret(ctx),
          deliver: opts.deliver,
          appUrl: ctx.config.appUrl,
          ...(opts.depositPaid ? { depositPaid: opts.depositPaid } : {}),
        });
  const core = billingCore(ctx, provider);
  return {
    provider,
    core,
    service: subscriptionService(ctx, provider, core),
    /** After an account is deleted (account routes' hook): its customer at the provider goes too. */
    forgetAccount: async (user: Pick<UserRow, 'billingCustomerId'>) => {
      if (user.billingCustomerId) await provider.forgetCustomer(user.billingCustomerId);
    },
  };
}
export type Billing = ReturnType<typeof createBilling>;
