import {
  centsToDollars,
  describeReceipt,
  type Language,
  planPriceCents,
  API,
  routePath,
  type Receipt,
  type SubscriptionDetails,
  type SubscriptionStatus,
} from '@atelier/shared';
import { userSettings } from '../../lib/user-settings.js';
import type { PaymentReceiptRow, SubscriptionRow, UserRow } from '../../db/schema/index.js';
import { effectivePlan, isSubscriptionActive, PLAN_CURRENCY } from '@atelier/shared';

/** The only shapes subscriptions and receipts leave in. */

/** One line of the billing history, in the details and in GET /subscriptions/receipts alike. */
export function presentReceipt(row: PaymentReceiptRow, language: Language): Receipt {
  return {
    _id: row.id,
    id: row.id,
    number: row.number,
    date: row.paidAt.toISOString(),
    amount: centsToDollars(row.amountCents),
    amountCents: row.amountCents,
    currency: PLAN_CURRENCY,
    // Refunds owed, made, and disputes all say money went back (decision 047); the description says which.
    status: row.status === 'paid' ? 'paid' : row.status === 'failed' ? 'failed' : 'refunded',
    planId: row.plan,
    interval: row.interval,
    // In the account's language from the line's facts; the stored English for lines without them (decision 206).
    description: describeReceipt({ what: row.what, planId: row.plan, interval: row.interval, description: row.description }, language),
    pdfUrl: row.status === 'paid' ? `/api/v1${routePath(API.subscriptions.receiptPdf.path, { id: row.id })}` : '',
  };
}

const exp = (month: number | null, year: number | null) =>
  month && year ? `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}` : '';

export function presentDetails(
  user: UserRow,
  sub: SubscriptionRow | null,
  receipts: PaymentReceiptRow[],
  now = new Date(),
): SubscriptionDetails {
  const active = isSubscriptionActive(user, now);
  const status: SubscriptionStatus = active ? user.subscriptionStatus : 'inactive';
  const paid = sub && active && status !== 'trialing' ? sub : null;
  const trialing = status === 'trialing';
  const renews = !!paid && status === 'active' && !paid.cancelAtPeriodEnd && paid.pendingPlan !== 'free';
  const nextPlan = paid?.pendingPlan && paid.pendingPlan !== 'free' ? paid.pendingPlan : paid?.plan;
  return {
    planId: user.plan,
    effectivePlanId: effectivePlan(user, now).id,
    status,
    isActive: active,
    interval: paid?.interval ?? null,
    startDate: paid ? paid.currentPeriodStart.toISOString() : trialing ? user.createdAt.toISOString() : null,
    dueDate: paid
      ? (status === 'past_due' && paid.graceEndsAt ? paid.graceEndsAt : paid.currentPeriodEnd).toISOString()
      : trialing && user.trialEndDate
        ? user.trialEndDate.toISOString()
        : null,
    trialEndDate: user.trialEndDate?.toISOString() ?? null,
    graceEndDate: status === 'past_due' && paid?.graceEndsAt ? paid.graceEndsAt.toISOString() : null,
    cancelAtPeriodEnd: !!paid && (paid.cancelAtPeriodEnd || paid.pendingPlan === 'free'),
    pendingPlanId: paid?.pendingPlan ?? null,
    pendingInterval: paid?.pendingInterval ?? null,
    nextAmountCents: renews && nextPlan ? planPriceCents(nextPlan, paid.pendingInterval ?? paid.interval) : 0,
    endedReason: !active && (sub?.status === 'refunded' || sub?.status === 'disputed') ? sub.status : null,
    paymentMethod:
      sub?.cardBrand && sub.cardLast4 ? { brand: sub.cardBrand, last4: sub.cardLast4, exp: exp(sub.cardExpMonth, sub.cardExpYear) } : null,
    invoices: receipts.map((row) => presentReceipt(row, userSettings(user).language)),
  };
}
