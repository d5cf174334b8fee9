import type { AppContext } from '../../context.js';
import { sandboxDepositPaid } from '../bookings/stripe-webhook.js';
import { rentalDepositPaid } from '../rentals/deposit-online.js';
import type { DepositPaid } from '../subscriptions/providers/sandbox-deposits.js';

/** A deposit paid on the sandbox's page (decisions 157, 229), told to the module whose record it pays for. */
export const depositPaidOnSandbox =
  (ctx: AppContext): DepositPaid =>
  async ({ paysFor, ...paid }) => {
    if (paysFor.kind === 'booking') await sandboxDepositPaid(ctx, { bookingId: paysFor.id, ...paid });
    else await rentalDepositPaid(ctx, { rentalId: paysFor.id, ...paid, account: null });
  };
