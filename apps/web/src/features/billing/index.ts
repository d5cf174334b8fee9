// The billing feature's public face: what other features and the app use (decision 119).
export { subscriptionsApi, useRefreshAfterPlanChange, useSubscribe, useSubscriptionDetails } from './api/subscriptions';
export { checkoutPaid, forgetCheckout, startedCheckout } from './checkout-return';
export { formatBillingDate } from './components/billing-format';
export { BillingOverview } from './components/billing-overview';
export { BillingTab } from './components/billing-tab';
export { PlanGate, PlanUpgrade } from './components/plan-gate';
export { usePlanText } from './components/plan-texts';
export { planHas, usePlanHas } from './effective-plan';
