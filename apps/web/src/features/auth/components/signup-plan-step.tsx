import { PLANS, type PlanId } from '@atelier/shared';
import { Check } from 'lucide-react';
import { formatPlanPrice, messages as planCardMessages } from '@/features/pricing';
import { usePlanText } from '@/features/billing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { i18n, params, useLocale, useMessages } from '@/lib/i18n/i18n';

export const messages = i18n('signup-plan-step', { choosePlan: 'Choose a plan', choose: params('Choose {plan}') });

/** Step 1 of signup: choose Free, Premium or Enterprise. */
export function SignupPlanStep({ selected, onChoose }: { selected: PlanId | null; onChoose: (plan: PlanId) => void }) {
  const t = useMessages(messages);
  const card = useMessages(planCardMessages);
  const tp = usePlanText();
  const language = useLocale();
  return (
    <ul className="grid gap-4 md:grid-cols-3" aria-label={t.choosePlan}>
      {PLANS.map((plan) => {
        const { amount, period } = formatPlanPrice(plan, card, language);
        const isSelected = selected === plan.id;
        return (
          <li
            key={plan.id}
            data-testid={`signup-plan-${plan.id}`}
            className={cn(
              'relative flex flex-col rounded-xl border p-5',
              plan.popular ? 'border-primary ring-1 ring-primary' : 'border-border',
              isSelected && 'bg-primary/5',
            )}
          >
            {plan.popular && (
              <Badge variant="accent" className="absolute -top-3 start-5">
                {card.mostPopular}
              </Badge>
            )}
            <h2 className="text-lg font-semibold">{tp(plan.name)}</h2>
            <p className="mt-1 flex items-baseline gap-1">
              <span className="text-3xl font-semibold">{amount}</span>
              <span className="text-sm text-muted-foreground">{period}</span>
            </p>
            <p className="mt-2 text-sm text-muted-foreground">{tp(plan.description)}</p>
            <ul className="mt-4 flex-1 space-y-1.5 text-sm">
              {plan.features
                .filter((f) => f.included)
                .slice(0, 5)
                .map((f) => (
                  <li key={f.name} className="flex gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
                    {tp(f.name)}
                  </li>
                ))}
            </ul>
            {plan.trialDays > 0 && <p className="mt-3 text-xs text-muted-foreground">{card.trial({ days: plan.trialDays })}</p>}
            <Button
              className="mt-4 w-full"
              variant={plan.popular ? 'primary' : 'outline'}
              onClick={() => onChoose(plan.id)}
              aria-pressed={isSelected}
            >
              {t.choose({ plan: tp(plan.name) })}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
