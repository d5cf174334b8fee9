import { PLANS, type PlanId } from '@atelier/shared';
import { Check } from 'lucide-react';
import { formatPlanPrice } from '@/components/pricing/plan-cards';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Step 1 of signup: choose Free, Premium or Enterprise. */
export function SignupPlanStep({ selected, onChoose }: { selected: PlanId | null; onChoose: (plan: PlanId) => void }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3" aria-label="Choose a plan">
      {PLANS.map((plan) => {
        const { amount, period } = formatPlanPrice(plan);
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
              <Badge variant="accent" className="absolute -top-3 left-5">
                Most Popular
              </Badge>
            )}
            <h2 className="text-lg font-semibold">{plan.name}</h2>
            <p className="mt-1 flex items-baseline gap-1">
              <span className="text-3xl font-semibold">{amount}</span>
              <span className="text-sm text-muted-foreground">{period}</span>
            </p>
            <p className="mt-2 text-sm text-muted-foreground">{plan.description}</p>
            <ul className="mt-4 flex-1 space-y-1.5 text-sm">
              {plan.features
                .filter((f) => f.included)
                .slice(0, 5)
                .map((f) => (
                  <li key={f.name} className="flex gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
                    {f.name}
                  </li>
                ))}
            </ul>
            {plan.trialDays > 0 && <p className="mt-3 text-xs text-muted-foreground">{plan.trialDays}-day free trial, no card required</p>}
            <Button className="mt-4 w-full" variant={plan.popular ? 'primary' : 'outline'} onClick={() => onChoose(plan.id)} aria-pressed={isSelected}>
              Choose {plan.name}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
