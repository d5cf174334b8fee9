import {
  ANNUAL_DISCOUNT_PERCENT,
  planPriceCents,
  PLAN_IDS,
  type BillingInterval,
  type PlanDefinition,
  type PlanId,
  type SubscriptionDetails,
} from '@atelier/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BillingOverview } from '@/features/billing';
import { planAmount, PlanCards } from './plan-cards';
import { PlanComparisonTable } from './plan-comparison-table';
import { PricingFaq } from './pricing-faq';
import { usePlanText } from '@/features/billing';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { Switch } from '@/components/ui/switch';
import { checkoutPaid, forgetCheckout, startedCheckout } from '@/features/billing';
import { i18n, params, useLocale, useMessages } from '@/lib/i18n/i18n';
import { useSubscriptionDetails, useSubscribe } from '@/features/billing';
import { toast } from '@/lib/toast';
import { DowngradeDialog } from './downgrade-dialog';
import { choosePlan } from './plan-change';

export const messages = i18n('pricing-page', {
  title: 'Choose Your Plan',
  description: 'Upgrade anytime; upgrades apply immediately, downgrades at the end of the billing cycle.',
  annual: 'Annual billing',
  save: params('Save {percent}%'),
  perYear: '/year',
  forever: 'forever',
  perMonth: '/month',
  annualNote: params('{monthly}/month, billed annually'),
  active: 'Active',
  trial: 'Trial',
  yourPlan: 'Your current plan',
  upgrade: params('Upgrade to {plan}'),
  downgrade: params('Switch to {plan}'),
  subscribe: params('Subscribe to {plan}'),
  switchToAnnual: 'Switch to annual billing',
  switchToMonthly: 'Switch to monthly billing',
  subscription: 'Your subscription',
  compare: 'Compare plans',
  faq: 'Frequently asked questions',
  ctaTitle: 'Ready to grow your studio?',
  ctaText:
    'Premium brings the calendar, invoices and analytics. Pay monthly or yearly and cancel anytime; you keep access to the end of the period you paid for.',
  ctaUpgrade: 'Upgrade to Premium',
  ctaManageTitle: 'Manage your billing',
  ctaManageText: 'Change your card, download receipts or cancel from the Billing tab of your settings.',
  ctaManage: 'Open billing settings',
  // The plan change messages.
  selectPlan: 'Please select a plan.',
  alreadyFree: "You're already on the Free plan.",
  alreadySubscribed: 'You are already subscribed to this plan.',
  // The info toast of an unpaid checkout.
  paymentFailed: 'Payment failed, try again',
});

/**
 * Back on /pricing from a checkout that was left unpaid (a declined card, a change of mind): the
 * provider sends the browser here, not to the callback, so the info toast is said here,
 * unless the subscription shows it paid after all (decision 045).
 */
function useCheckoutLeft(current: SubscriptionDetails | undefined, message: string) {
  const [started] = useState(() => startedCheckout());
  const told = useRef(false);
  useEffect(() => {
    if (!started || !current || told.current) return;
    told.current = true;
    forgetCheckout();
    if (!checkoutPaid(started, current)) toast.info(message);
  }, [started, current, message]);
}

const rank = (id: PlanId) => PLAN_IDS.indexOf(id);

/**
 * 'Choose Your Plan' (decision 045): the three plans with a monthly or annual price,
 * the current plan with its status, the subscription (details, card, receipts), the comparison,
 * the FAQ and a call to action. A paid plan is bought at the provider's checkout; a downgrade is
 * confirmed first and applies at the end of the paid period (decision 043).
 */
export function PricingPage() {
  const t = useMessages(messages);
  const tp = usePlanText();
  const locale = useLocale();
  const switchId = useId();
  const details = useSubscriptionDetails();
  const subscribe = useSubscribe();
  const [interval, setInterval] = useState<BillingInterval>('monthly');
  const [downgrade, setDowngrade] = useState<{ planId: PlanId; interval: BillingInterval } | null>(null);
  const current = details.data;
  useCheckoutLeft(current, t.paymentFailed);
  // Whole dollars when there are no cents ('$6/month'), cents otherwise ('$57.60/year').
  const usd = (cents: number) => planAmount(cents, locale);

  const choose = (planId: string | null) => {
    const choice = choosePlan(planId, interval, current);
    if (choice.kind === 'message') toast.info(t[choice.message]);
    else if (choice.kind === 'downgrade') setDowngrade({ planId: choice.planId, interval: choice.interval });
    else subscribe.mutate({ planId: choice.planId, interval: choice.interval });
  };

  const priceOf = (plan: PlanDefinition) => {
    if (plan.price === 0 || interval === 'monthly')
      return { amount: usd(planPriceCents(plan.id, 'monthly')), period: plan.price === 0 ? t.forever : t.perMonth };
    const yearly = planPriceCents(plan.id, 'annual');
    return { amount: usd(yearly), period: t.perYear, note: t.annualNote({ monthly: usd(Math.round(yearly / 12)) }) };
  };

  const actionOf = (plan: PlanDefinition) => {
    const isCurrent = !!current && current.planId === plan.id && (plan.id === 'free' || current.status !== 'inactive');
    return (
      <div className="space-y-2">
        {isCurrent && current.status === 'active' && <StatusLine text={t.active} variant="success" />}
        {isCurrent && current.status === 'trialing' && <StatusLine text={t.trial} variant="accent" />}
        <Button
          className="w-full"
          variant={plan.popular && !isCurrent ? 'primary' : 'outline'}
          loading={subscribe.isPending && subscribe.variables?.planId === plan.id}
          disabled={!current || subscribe.isPending}
          onClick={() => choose(plan.id)}
          data-testid={`plan-cta-${plan.id}`}
        >
          {actionLabel(plan, current, interval, t, tp(plan.name))}
        </Button>
      </div>
    );
  };

  const upgradeOffered = !current || current.effectivePlanId === 'free' || current.status === 'trialing';
  return (
    <div className="space-y-12">
      <PageHeader title={t.title} description={t.description} />
      <section aria-label={t.title} className="space-y-6">
        <div className="flex items-center gap-3">
          <Switch id={switchId} checked={interval === 'annual'} onCheckedChange={(on) => setInterval(on ? 'annual' : 'monthly')} />
          <Label htmlFor={switchId}>{t.annual}</Label>
          <Badge variant="accent">{t.save({ percent: ANNUAL_DISCOUNT_PERCENT })}</Badge>
        </div>
        <PlanCards headingLevel={2} currentPlanId={current?.planId} showTrial={false} priceOf={priceOf} renderAction={actionOf} />
      </section>

      <section aria-labelledby="subscription-title">
        <h2 id="subscription-title" className="sr-only">
          {t.subscription}
        </h2>
        <Card className="p-5 sm:p-6">
          <BillingOverview headingLevel={3} />
        </Card>
      </section>

      <section aria-labelledby="compare-title">
        <h2 id="compare-title" className="mb-4 text-xl font-semibold">
          {t.compare}
        </h2>
        <PlanComparisonTable stickyTop="top-14" />
      </section>
      <section aria-labelledby="faq-title">
        <h2 id="faq-title" className="mb-4 text-xl font-semibold">
          {t.faq}
        </h2>
        <PricingFaq />
      </section>

      <section aria-labelledby="cta-title" className="rounded-2xl bg-primary p-8 text-primary-foreground sm:p-10">
        <h2 id="cta-title" className="text-2xl font-semibold">
          {upgradeOffered ? t.ctaTitle : t.ctaManageTitle}
        </h2>
        <p className="mt-2 max-w-2xl opacity-90">{upgradeOffered ? t.ctaText : t.ctaManageText}</p>
        <div className="mt-6">
          {upgradeOffered ? (
            <Button variant="secondary" disabled={!current || subscribe.isPending} onClick={() => choose('premium')}>
              {t.ctaUpgrade}
            </Button>
          ) : (
            <Link to="/settings?tab=billing" className={buttonVariants({ variant: 'secondary' })}>
              {t.ctaManage}
            </Link>
          )}
        </div>
      </section>

      {downgrade && current && <DowngradeDialog current={current} target={downgrade} onClose={() => setDowngrade(null)} />}
    </div>
  );
}

function StatusLine({ text, variant }: { text: string; variant: 'success' | 'accent' }) {
  return (
    <Badge variant={variant} className="w-full justify-center py-1.5 text-sm" data-testid="plan-status">
      {text}
    </Badge>
  );
}

type Named = (p: { plan: string }) => string;
type ActionTexts = {
  yourPlan: string;
  upgrade: Named;
  downgrade: Named;
  subscribe: Named;
  switchToAnnual: string;
  switchToMonthly: string;
};

/** What choosing the plan will do, on its button. */
function actionLabel(
  plan: PlanDefinition,
  current: SubscriptionDetails | undefined,
  interval: BillingInterval,
  t: ActionTexts,
  name: string,
): string {
  const choice = choosePlan(plan.id, interval, current);
  if (choice.kind === 'message') return t.yourPlan;
  if (choice.kind === 'downgrade') return t.downgrade({ plan: name });
  if (!current || current.effectivePlanId === 'free' || rank(plan.id) > rank(current.planId)) return t.upgrade({ plan: name });
  if (current.planId === plan.id && current.status === 'active') return interval === 'annual' ? t.switchToAnnual : t.switchToMonthly;
  return t.subscribe({ plan: name });
}
