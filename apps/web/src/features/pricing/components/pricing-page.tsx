import { PlanCards } from '@/components/pricing/plan-cards';
import { PlanComparisonTable } from '@/components/pricing/plan-comparison-table';
import { PricingFaq } from '@/components/pricing/pricing-faq';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session-context';

export const messages = i18n('pricing-page', {
  title: 'Choose Your Plan',
  description: 'Upgrade anytime; upgrades apply immediately, downgrades at the end of the billing cycle.',
  active: 'Active',
  currentPlan: 'Your current plan',
  compare: 'Compare plans',
  faq: 'Frequently asked questions',
});

/**
 * 'Choose Your Plan'. Subscribing and billing arrive with the subscriptions issue; until then the
 * page shows the plans, which one is current, the comparison and the FAQ.
 */
export function PricingPage() {
  const { user } = useSession();
  const t = useMessages(messages);
  return (
    <div className="space-y-12">
      <PageHeader title={t.title} description={t.description} />
      <PlanCards
        headingLevel={2}
        currentPlanId={user?.plan}
        renderAction={(plan) =>
          plan.id === user?.plan ? (
            <Badge variant="success" className="w-full justify-center py-2 text-sm">
              {user.isSubActive ? t.active : t.currentPlan}
            </Badge>
          ) : null
        }
      />
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
    </div>
  );
}
