import { PRICING_FAQ } from '@atelier/shared';
import { usePlanText } from '@/features/billing';

/** The pricing FAQ as a two-column grid of question cards. */
export function PricingFaq({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const tp = usePlanText();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {PRICING_FAQ.map((item) => (
        <div key={item.q} className="rounded-xl border border-border bg-card p-5">
          <Heading className="font-semibold">{tp(item.q)}</Heading>
          <p className="mt-2 text-sm text-muted-foreground">{tp(item.a)}</p>
        </div>
      ))}
    </div>
  );
}
