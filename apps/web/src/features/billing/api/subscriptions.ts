import {
  API,
  type BillingInterval,
  type PlanId,
  type RouteDeclaration,
  type SandboxCardBody,
  type SubscribeBody,
  type SubscribeResult,
  type SubscriptionDetails,
  type User,
} from '@atelier/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, callFile } from '@/lib/api-client';
import { rememberCheckout } from '../checkout-return';
import { useSession } from '@/lib/session-context';
import { routeText, successText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { routeKey } from '@/lib/query/route-keys';

/** The Subscriptions calls: the pricing page and the Billing tab of settings both show and change the subscription. */
const routes = API.subscriptions;

export const subscriptionsApi = {
  config: () => call(routes.config),
  details: async () => (await call(routes.details)).subscription,
  subscribe: (body: SubscribeBody) => call(routes.subscribe, { body }),
  cancel: () => call(routes.cancel),
  updatePaymentMethod: (paymentMethodId: string) => call(routes.paymentMethod, { body: { paymentMethodId } }),
  /** Every query parameter of the callback page goes to the verification, as it came. */
  verify: (search: string, signal?: AbortSignal) =>
    call(routes.verify, { query: Object.fromEntries(new URLSearchParams(search)) }, { ...(signal ? { signal } : {}) }),
  receiptPdf: (id: string) => callFile(routes.receiptPdf, { params: { id } }),
  /** The sandbox's stand-in for Stripe.js createPaymentMethod: the card goes to our server, its id comes back. */
  sandboxTokenize: async (body: SandboxCardBody) => (await call(routes.sandboxPaymentMethod, { body })).paymentMethod,
  /** The signed-in user as the server has it now (the plan and isSubActive after a payment). */
  currentUser: async (): Promise<User> => (await call(API.auth.me)).user,
};

/** GET /subscriptions/config: which provider takes cards, the prices by interval and the sandbox's test cards; the same for everyone. */
export const subscriptionConfigQueryOptions = () =>
  queryOptions({ queryKey: routeKey(routes.config), queryFn: subscriptionsApi.config, staleTime: 5 * 60_000 });

/** GET /subscriptions: the studio's subscription. */
export const subscriptionDetailsQueryOptions = () =>
  queryOptions({ queryKey: routeKey(routes.details), queryFn: subscriptionsApi.details });

export function useSubscriptionConfig() {
  return useQuery(subscriptionConfigQueryOptions());
}

export function useSubscriptionDetails() {
  return useQuery(subscriptionDetailsQueryOptions());
}

/**
 * After a plan change: the session user (the sidebar's 'Premium Plan', the plan checks of every
 * screen) is read again, and every cached read is refreshed, because a plan changes what the
 * calendar, invoices, analytics and storage answer.
 */
export function useRefreshAfterPlanChange() {
  const client = useQueryClient();
  const { setUser } = useSession();
  return useCallback(async () => {
    await refreshAfterPlanChange(client, setUser);
  }, [client, setUser]);
}

async function refreshAfterPlanChange(client: QueryClient, setUser: (user: User) => void): Promise<void> {
  try {
    setUser(await subscriptionsApi.currentUser());
  } catch (err) {
    // The plan is already changed on the server; the next page load shows it.
    console.error('Could not refresh the session after a plan change', err);
  }
  await client.invalidateQueries();
}

/** A card refused by the provider is shown by the card form beside the card, not toasted too. */
const CARD_META = { inlineErrorCodes: ['CARD_DECLINED'] } as const;

function useSubscriptionChange<V>(
  change: (vars: V) => Promise<{ subscription: SubscriptionDetails }>,
  route: Pick<RouteDeclaration, 'message'>,
) {
  const client = useQueryClient();
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: change,
    meta: CARD_META,
    onSuccess: async (res) => {
      client.setQueryData(subscriptionDetailsQueryOptions().queryKey, res.subscription);
      toast.success(routeText(route));
      await refresh();
    },
  });
}

/** POST /subscriptions/cancel: the server's 'Subscription cancelled successfully'; access stays to the period's end. */
export function useCancelSubscription() {
  return useSubscriptionChange<void>(() => subscriptionsApi.cancel(), routes.cancel);
}

/** PATCH /subscriptions/payment-method with the id the card form made ('Payment method updated successfully'). */
export function useUpdatePaymentMethod() {
  return useSubscriptionChange<string>((id) => subscriptionsApi.updatePaymentMethod(id), routes.paymentMethod);
}

/** The checkout address of a subscribe answer, under any of its four accepted names. */
function checkoutLinkOf(
  result: Partial<Pick<SubscribeResult, 'checkoutUrl' | 'paymentLink' | 'authorizationUrl' | 'link'>>,
): string | null {
  return result.checkoutUrl || result.paymentLink || result.authorizationUrl || result.link || null;
}

/** Where the browser goes for a checkout; a seam so tests can watch it without leaving the page. */
export const browserLocation = { assign: (url: string) => window.location.assign(url) };

/**
 * POST /subscriptions: a checkout link sends the browser to the provider; any
 * other answer is the subscription itself, already changed (a downgrade, or a card on file).
 */
export function useSubscribe() {
  const client = useQueryClient();
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: (body: { planId: PlanId; interval: BillingInterval; paymentMethodId?: string }) => subscriptionsApi.subscribe(body),
    onSuccess: async (res, vars) => {
      const link = checkoutLinkOf(res);
      if (link) {
        rememberCheckout(vars.planId);
        browserLocation.assign(link);
        return;
      }
      client.setQueryData(subscriptionDetailsQueryOptions().queryKey, res.subscription);
      // Without a checkout link the plan changed at once: 'Plan updated successfully'.
      toast.success(successText('planUpdated'));
      await refresh();
    },
  });
}
