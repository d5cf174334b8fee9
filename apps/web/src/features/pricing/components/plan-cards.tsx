import { PLAN_CURRENCY, planPriceCents, PLANS, type Language, type PlanDefinition } from '@atelier/shared';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { i18n, params, useLocale, useMessages } from '@/lib/i18n/i18n';
import { usePlanText } from '@/features/billing';

export const messages = i18n('plan-cards', {
  plans: 'Plans',
  mostPopular: 'Most Popular',
  currentPlan: 'Current plan',
  forever: 'forever',
  perMonth: '/month',
  trial: params('{days}-day free trial, no card required'),
  included: 'Included: ',
  notIncluded: 'Not included: ',
  planSuffix: params(' ({plan} plan)'),
});

type PriceTexts = { forever: string; perMonth: string };

/** An amount of a plan, in the plans' currency written the reader's way ('$6', '6 $'; decision 205). */
export const planAmount = (cents: number, language: Language) =>
  formatMoney(cents / 100, { currency: PLAN_CURRENCY, language, whole: cents % 100 === 0 });

/** A plan's monthly price and period ('forever', '/month') in the current language. */
export function formatPlanPrice(
  plan: PlanDefinition,
  t: PriceTexts,
  language: Language,
): { amount: string; period: string; note?: string } {
  const period = plan.period === 'forever' ? t.forever : plan.period === 'month' ? t.perMonth : `/${plan.period}`;
  return { amount: planAmount(planPriceCents(plan.id, 'monthly'), language), period };
}

/**
 * The three plan cards (landing, pricing). Each card's button keeps its visible call-to-action
 * text and adds the plan name for screen readers, because two plans share 'Start Free Trial'.
 */
export function PlanCards({
  onSelect,
  renderAction,
  priceOf,
  currentPlanId,
  showTrial = true,
  headingLevel = 3,
}: {
  onSelect?: (plan: PlanDefinition) => void;
  /** Replaces the default button, e.g. 'Current plan' on the pricing page. */
  renderAction?: (plan: PlanDefinition) => ReactNode;
  /** Replaces the monthly price, e.g. the annual price on the pricing page, with a line under it. */
  priceOf?: (plan: PlanDefinition) => { amount: string; period: string; note?: string };
  currentPlanId?: string;
  /** The trial is offered at signup only; a signed-in account pays from the pricing page. */
  showTrial?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useMessages(messages);
  const tp = usePlanText();
  const language = useLocale();
  return (
    <ul className="grid gap-6 md:grid-cols-3" aria-label={t.plans}>
      {PLANS.map((plan) => {
        const { amount, period, note } = priceOf?.(plan) ?? formatPlanPrice(plan, t, language);
        const current = plan.id === currentPlanId;
        return (
          <li
            key={plan.id}
            data-testid={`plan-card-${plan.id}`}
            className={cn(
              'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
              plan.popular ? 'border-primary ring-1 ring-primary md:-my-2 md:py-8' : 'border-border',
            )}
          >
            {plan.popular && (
              <Badge variant="accent" className="absolute -top-3 start-6">
                {t.mostPopular}
              </Badge>
            )}
            <div className="flex items-center justify-between gap-2">
              <Heading className="text-lg font-semibold">{tp(plan.name)}</Heading>
              {current && <Badge variant="success">{t.currentPlan}</Badge>}
            </div>
            <p className="mt-1 min-h-10 text-sm text-muted-foreground">{tp(plan.description)}</p>
            <p className="mt-4 flex items-baseline gap-1">
              <span className="text-4xl font-semibold tracking-tight">{amount}</span>
              <span className="text-sm text-muted-foreground">{period}</span>
            </p>
            {note && <p className="mt-1 text-xs text-muted-foreground">{note}</p>}
            {showTrial && plan.trialDays > 0 && <p className="mt-1 text-xs text-muted-foreground">{t.trial({ days: plan.trialDays })}</p>}

            <ul className="mt-6 flex-1 space-y-2.5 text-sm">
              {plan.features.map((f) => (
                <li key={f.name} className={cn('flex gap-2', !f.included && 'text-muted-foreground')}>
                  {f.included ? (
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
                  ) : (
                    <X className="mt-0.5 h-4 w-4 shrink-0 opacity-60" aria-hidden />
                  )}
                  <span>
                    <span className="sr-only">{f.included ? t.included : t.notIncluded}</span>
                    {tp(f.name)}
                  </span>
                </li>
              ))}
            </ul>
            {plan.limitations.length > 0 && (
              <p className="mt-4 border-t border-border pt-3 text-xs text-muted-foreground">{plan.limitations.map(tp).join(' · ')}</p>
            )}

            <div className="mt-6">
              {renderAction ? (
                renderAction(plan)
              ) : (
                <Button
                  className="w-full"
                  variant={plan.popular ? 'primary' : 'outline'}
                  onClick={() => onSelect?.(plan)}
                  data-testid={`plan-cta-${plan.id}`}
                >
                  {tp(plan.cta)}
                  <span className="sr-only">{t.planSuffix({ plan: tp(plan.name) })}</span>
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
