import {
  SUBSCRIPTION_PATHS,
  type BillingInterval,
  type PaymentMethodToken,
  type PlanId,
  type SandboxCardBody,
  type SubscribeBody,
  type SubscribeResult,
  type SubscriptionConfig,
  type SubscriptionDetails,
  type User,
  type VerifyResult,
} from '@atelier/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../api-client';
import { rememberCheckout } from '../checkout-return';
import { useSession } from '../session-context';
import { toast } from '../toast';
import { queryKeys } from './query-keys';

/**
 * The Subscriptions calls. The pricing page and the Billing tab of
 * settings both show and change the subscription, so its reads and changes live here rather than
 * in either feature (a feature imports no other feature).
 */
export const subscriptionsApi = {
  config: async (): Promise<SubscriptionConfig> => (await apiClient.get<SubscriptionConfig>(SUBSCRIPTION_PATHS.config)).data,
  details: async (): Promise<SubscriptionDetails> =>
    (await apiClient.get<{ subscription: SubscriptionDetails }>(SUBSCRIPTION_PATHS.details)).data.subscription,
  subscribe: (body: SubscribeBody) => apiClient.post<SubscribeResult>(SUBSCRIPTION_PATHS.subscribe, body),
  cancel: () => apiClient.post<{ subscription: SubscriptionDetails }>(SUBSCRIPTION_PATHS.cancel),
  updatePaymentMethod: (paymentMethodId: string) =>
    apiClient.patch<{ subscription: SubscriptionDetails }>(SUBSCRIPTION_PATHS.paymentMethod, { paymentMethodId }),
  /** Every query parameter of the callback page goes to the verification, as it came. */
  verify: (search: string, signal?: AbortSignal) => {
    const query = new URLSearchParams(search).toString();
    return apiClient.get<VerifyResult>(query ? `${SUBSCRIPTION_PATHS.verify}?${query}` : SUBSCRIPTION_PATHS.verify, { signal });
  },
  receiptPdf: (id: string) => apiClient.file(SUBSCRIPTION_PATHS.receiptPdf(id)),
  /** The sandbox's stand-in for Stripe.js createPaymentMethod: the card goes to our server, its id comes back. */
  sandboxTokenize: async (body: SandboxCardBody): Promise<PaymentMethodToken> =>
    (await apiClient.post<{ paymentMethod: PaymentMethodToken }>(SUBSCRIPTION_PATHS.sandboxPaymentMethods, body)).data.paymentMethod,
  /** The signed-in user as the server has it now (the plan and isSubActive after a payment). */
  currentUser: async (): Promise<User> => (await apiClient.get<{ user: User }>('/auth')).data.user,
};

/** Which provider takes cards, the prices by interval and the sandbox's test cards; the same for everyone. */
export function useSubscriptionConfig() {
  return useQuery({ queryKey: queryKeys.subscriptions.config(), queryFn: subscriptionsApi.config, staleTime: 5 * 60_000 });
}

export function useSubscriptionDetails() {
  return useQuery({ queryKey: queryKeys.subscriptions.details(), queryFn: subscriptionsApi.details });
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

export async function refreshAfterPlanChange(client: QueryClient, setUser: (user: User) => void): Promise<void> {
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

function useSubscriptionChange<V>(call: (vars: V) => Promise<{ message: string; data: { subscription: SubscriptionDetails } }>) {
  const client = useQueryClient();
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: call,
    meta: CARD_META,
    onSuccess: async (res) => {
      client.setQueryData(queryKeys.subscriptions.details(), res.data.subscription);
      toast.success(res.message);
      await refresh();
    },
  });
}

/** POST /subscriptions/cancel: the server's 'Subscription cancelled successfully'; access stays to the period's end. */
export function useCancelSubscription() {
  return useSubscriptionChange<void>(() => subscriptionsApi.cancel());
}

/** PATCH /subscriptions/payment-method with the id the card form made ('Payment method updated successfully'). */
export function useUpdatePaymentMethod() {
  return useSubscriptionChange<string>((id) => subscriptionsApi.updatePaymentMethod(id));
}

/** The checkout address of a subscribe answer, under any of its four accepted names. */
export function checkoutLinkOf(
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
      const link = checkoutLinkOf(res.data);
      if (link) {
        rememberCheckout(vars.planId);
        browserLocation.assign(link);
        return;
      }
      client.setQueryData(queryKeys.subscriptions.details(), res.data.subscription);
      toast.success(res.message);
      await refresh();
    },
  });
}
