import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import {
  paymentMethodBodySchema,
  paymentMethodTokenSchema,
  sandboxCardBodySchema,
  subscribeBodySchema,
  subscribeResultSchema,
  subscriptionConfigSchema,
  receiptSchema,
  subscriptionDetailsSchema,
  verifyQuerySchema,
  verifyResultSchema,
} from '../subscriptions.js';
import { pageOf, pageQueryShape } from '../pages.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  paymentSettings: 'Payment settings',
  subscriptionLoaded: 'Subscription details loaded',
  receiptsLoaded: 'Receipts loaded',
  planUpdated: 'Plan updated successfully',
  subscriptionCancelled: 'Subscription cancelled successfully',
  paymentMethodUpdated: 'Payment method updated successfully',
  subscriptionActivated: 'Subscription activated successfully',
  paymentVerified: 'Payment verified successfully',
  paymentVerificationFailed: 'Payment verification failed',
  /** The checkout's outcome in the service's words (a refused card in the provider's own). */
  paymentOutcome: '{outcome}',
  continueToCheckout: 'Continue to checkout to complete your payment.',
  eventReceived: 'Event received',
  cardAccepted: 'Card accepted',
} satisfies RouteMessages;

const details = z.object({ subscription: subscriptionDetailsSchema });
/** What taking money may answer besides the usual refusals (decisions 042-047). */
const payErrors = {
  ...errorResponses,
  402: errorEnvelopeSchema.describe('The card was refused; the message is the provider’s (CARD_DECLINED)'),
  409: errorEnvelopeSchema.describe(
    'Already on that plan (ALREADY_SUBSCRIBED, ALREADY_ON_FREE_PLAN), nothing to change ' +
      '(NO_ACTIVE_SUBSCRIPTION), or the subscription changed while paying (PAYMENT_NOT_APPLIED: ' +
      'refunded)',
  ),
  429: errorEnvelopeSchema.describe('Too many payment attempts (RATE_LIMITED)'),
  502: errorEnvelopeSchema.describe('The payment provider could not be reached (PROVIDER_UNAVAILABLE)'),
};
const checkoutParams = z.object({ id: z.string().max(100) });

/** Plans and payments: our server owns the billing cycle, the provider takes the money (decisions 042-044). */
export const subscriptionRoutes = routeGroup(messages, {
  /** What the web needs to draw the pricing page and the card form. */
  config: defineRoute({
    method: 'GET',
    path: '/subscriptions/config',
    resource: 'subscriptions',
    access: 'public',
    success: { status: 200, data: subscriptionConfigSchema },
    message: 'paymentSettings',
    errors: {},
  }),
  /** The provider's signed events: the signature covers the exact bytes, so the handler reads them raw. */
  webhook: defineRoute({
    method: 'POST',
    path: '/subscriptions/webhook',
    resource: 'subscriptions',
    access: 'self',
    body: 'raw',
    description: 'The payment provider’s signed events (Stripe-Signature, or Sandbox-Signature for the sandbox).',
    success: { status: 200, data: z.object({ received: z.boolean(), duplicate: z.boolean() }) },
    message: 'eventReceived',
    errors: { 400: errorEnvelopeSchema },
  }),
  details: defineRoute({
    method: 'GET',
    path: '/subscriptions/details',
    resource: 'subscriptions',
    access: 'billing.manage',
    success: { status: 200, data: details },
    message: 'subscriptionLoaded',
    errors: errorResponses,
  }),
  /** The account's payments, newest first, a page at a time (decision 069); the details keep them all too. */
  receipts: defineRoute({
    method: 'GET',
    path: '/subscriptions/receipts',
    resource: 'subscriptions',
    access: 'billing.manage',
    query: z.object(pageQueryShape),
    success: { status: 200, data: pageOf('receipts', receiptSchema) },
    message: 'receiptsLoaded',
    errors: errorResponses,
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/subscriptions',
    resource: 'subscriptions',
    access: 'billing.manage',
    body: subscribeBodySchema,
    success: { status: 200, data: subscribeResultSchema },
    message: 'planUpdated',
    errors: payErrors,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/subscriptions/cancel',
    resource: 'subscriptions',
    access: 'billing.manage',
    success: { status: 200, data: details },
    message: 'subscriptionCancelled',
    errors: payErrors,
  }),
  paymentMethod: defineRoute({
    method: 'PATCH',
    path: '/subscriptions/payment-method',
    resource: 'subscriptions',
    access: 'billing.manage',
    body: paymentMethodBodySchema,
    success: { status: 200, data: details },
    message: 'paymentMethodUpdated',
    errors: payErrors,
  }),
  /** The outcome of a checkout, read on /pricing/callback; its message is the outcome in words. */
  verify: defineRoute({
    method: 'GET',
    path: '/subscriptions/verify',
    resource: 'subscriptions',
    access: 'billing.manage',
    query: verifyQuerySchema,
    success: { status: 200, data: verifyResultSchema },
    message: 'paymentVerified',
    errors: errorResponses,
  }),
  receiptPdf: defineRoute({
    method: 'GET',
    path: '/subscriptions/receipts/:id/pdf',
    resource: 'subscriptions',
    access: 'billing.manage',
    params: idParams,
    success: { status: 200, file: 'application/pdf' },
    errors: errorResponses,
  }),
  /** The sandbox's stand-in for Stripe.js: tokenizes a test card (decision 042). */
  sandboxPaymentMethod: defineRoute({
    method: 'POST',
    path: '/subscriptions/sandbox/payment-methods',
    resource: 'subscriptions',
    access: 'billing.manage',
    onlyWith: 'sandbox',
    description: 'Sandbox only: tokenizes a test card like Stripe.js createPaymentMethod; send the answered id as paymentMethodId.',
    body: sandboxCardBodySchema,
    success: { status: 201, data: z.object({ paymentMethod: paymentMethodTokenSchema }) },
    message: 'cardAccepted',
    errors: errorResponses,
  }),
  /** The sandbox's hosted checkout page: its unguessable address is the key, as a provider's is. */
  sandboxCheckoutPage: defineRoute({
    method: 'GET',
    path: '/subscriptions/sandbox/checkout/:id',
    resource: 'subscriptions',
    access: 'self',
    onlyWith: 'sandbox',
    description: 'Sandbox only: the hosted checkout page (HTML).',
    params: checkoutParams,
    success: { status: 200, file: 'text/html' },
    errors: {},
  }),
  sandboxCheckoutPay: defineRoute({
    method: 'POST',
    path: '/subscriptions/sandbox/checkout/:id',
    resource: 'subscriptions',
    access: 'self',
    onlyWith: 'sandbox',
    description: 'Sandbox only: the checkout page’s Pay (a form post); redirects to /pricing/callback.',
    params: checkoutParams,
    body: 'raw',
    success: { status: 200, file: 'text/html' },
    errors: {},
  }),
});
