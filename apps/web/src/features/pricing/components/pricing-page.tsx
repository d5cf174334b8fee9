import { PlanCards } from '@/components/pricing/plan-cards';
import { PlanComparisonTable } from '@/components/pricing/plan-comparison-table';
import { PricingFaq } from '@/components/pricing/pricing-faq';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/session-context';

/**
 * 'Choose Your Plan'. Subscribing and billing arrive with the subscriptions issue; until then the
 * page shows the plans, which one is current, the comparison and the FAQ.
 */
export function PricingPage() {
  const { user } = useSession();
  return (
    <div className="space-y-12">
      <PageHeader title="Choose Your Plan" description="Upgrade anytime; upgrades apply immediately, downgrades at the end of the billing cycle." />
      <PlanCards
        headingLevel={2}
        currentPlanId={user?.plan}
        renderAction={(plan) =>
          plan.id === user?.plan ? (
            <Badge variant="success" className="w-full justify-center py-2 text-sm">
              {user.isSubActive ? 'Active' : 'Your current plan'}
            </Badge>
          ) : null
        }
      />
      <section aria-labelledby="compare-title">
        <h2 id="compare-title" className="mb-4 text-xl font-semibold">
          Compare plans
        </h2>
        <PlanComparisonTable stickyTop="top-14" />
      </section>
      <section aria-labelledby="faq-title">
        <h2 id="faq-title" className="mb-4 text-xl font-semibold">
          Frequently asked questions
        </h2>
        <PricingFaq />
      </section>
    </div>
  );
}
