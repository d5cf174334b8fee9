import type { SubscriptionDetails, SubscriptionStatus } from '@atelier/shared';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { usePlanText } from './plan-texts';
import { getPlan } from '@atelier/shared';
import { i18n, params, useMessages } from '@/lib/i18n/i18n';
import { useBillingFormat } from './billing-format';

export const summaryMessages = i18n('billing-summary', {
  planName: params('{plan} Plan'),
  inactive: 'Inactive',
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
  monthly: 'Billed monthly',
  annual: 'Billed annually',
  statusLabel: 'Status',
  started: 'Started',
  nextPayment: 'Next payment',
  accessUntil: 'Access until',
  trialEnds: 'Trial ends',
  freeLine: 'You are on the Free plan. Choose a plan to unlock the calendar, invoices and analytics.',
  endedLine: params('Your {plan} plan has ended, so the Free plan applies. Your data is kept.'),
  refundedLine: 'Your last payment was refunded, so your plan ended and the Free plan applies. Your data is kept.',
  disputedLine: 'Your last payment was disputed with your bank, so your plan ended and the Free plan applies. Your data is kept.',
  renewsLine: params('Renews on {date} for {amount}.'),
  trialLine: params('Your free trial ends on {date}. Subscribe to keep {plan} after that; no card is needed until then.'),
  cancelledLine: params('Cancelled: you keep {plan} until {date}, then the Free plan applies. Your data is kept.'),
  pendingLine: params('Changes to the {plan} plan on {date}.'),
  pastDueLine: params('Your last payment failed. Update your card before {date} to keep {plan}.'),
  cancel: 'Cancel subscription',
});

const STATUS_VARIANT: Record<SubscriptionStatus, BadgeVariant> = {
  inactive: 'secondary',
  trialing: 'accent',
  active: 'success',
  past_due: 'destructive',
  cancelled: 'outline',
};

/** Whether the account pays for a plan now, so it can be cancelled (the server answers NO_ACTIVE_SUBSCRIPTION otherwise). */
export const canCancel = (d: SubscriptionDetails) =>
  (d.status === 'active' || d.status === 'past_due') && !d.cancelAtPeriodEnd && d.planId !== 'free';

/**
 * The current plan and its status line (status active shows
 * an 'Active' badge): what the account pays, until when, and what happens next.
 */
export function SubscriptionSummary({
  details,
  onCancel,
  headingLevel = 2,
}: {
  details: SubscriptionDetails;
  onCancel: () => void;
  headingLevel?: 2 | 3;
}) {
  const t = useMessages(summaryMessages);
  const tp = usePlanText();
  const fmt = useBillingFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const plan = tp(getPlan(details.planId).name);
  const due = fmt.date(details.dueDate);

  let line: string;
  if (details.status === 'trialing') line = t.trialLine({ date: fmt.date(details.trialEndDate ?? details.dueDate), plan });
  else if (details.status === 'past_due') line = t.pastDueLine({ date: fmt.date(details.graceEndDate ?? details.dueDate), plan });
  else if (details.cancelAtPeriodEnd || details.status === 'cancelled') line = t.cancelledLine({ plan, date: due });
  else if (details.pendingPlanId) line = t.pendingLine({ plan: tp(getPlan(details.pendingPlanId).name), date: due });
  else if (details.status === 'active') line = t.renewsLine({ date: due, amount: fmt.cents(details.nextAmountCents) });
  // A refund or a dispute ends the period's access at once (decision 047): say so rather than the plain Free line.
  else if (details.endedReason) line = details.endedReason === 'refunded' ? t.refundedLine : t.disputedLine;
  else line = details.planId === 'free' ? t.freeLine : t.endedLine({ plan });

  const dueLabel =
    details.status === 'trialing' ? t.trialEnds : details.status === 'active' && !details.cancelAtPeriodEnd ? t.nextPayment : t.accessUntil;

  return (
    <div data-testid="subscription-summary">
      <div className="flex flex-wrap items-center gap-3">
        <Heading className="text-xl font-semibold" data-testid="subscription-plan">
          {t.planName({ plan })}
        </Heading>
        {/* Free has no subscription to give a status to; the line below says what applies. */}
        {details.planId !== 'free' && (
          <Badge variant={STATUS_VARIANT[details.status]} data-testid="subscription-status">
            <span className="sr-only">{t.statusLabel}: </span>
            {t[details.status]}
          </Badge>
        )}
        {details.interval && details.planId !== 'free' && <span className="text-sm text-muted-foreground">{t[details.interval]}</span>}
      </div>
      <p className="mt-2 text-sm" data-testid="subscription-line">
        {line}
      </p>
      {(details.startDate || details.dueDate) && details.planId !== 'free' && (
        <dl className="mt-4 grid grid-cols-2 gap-4 text-sm sm:max-w-md">
          {details.startDate && (
            <div>
              <dt className="text-muted-foreground">{t.started}</dt>
              <dd className="font-medium">{fmt.date(details.startDate)}</dd>
            </div>
          )}
          {details.dueDate && (
            <div>
              <dt className="text-muted-foreground">{dueLabel}</dt>
              <dd className="font-medium" data-testid="subscription-due">
                {due}
              </dd>
            </div>
          )}
        </dl>
      )}
      {canCancel(details) && (
        <Button variant="outline" className="mt-4" onClick={onCancel}>
          {t.cancel}
        </Button>
      )}
    </div>
  );
}
