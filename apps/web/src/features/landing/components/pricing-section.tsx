import type { PlanDefinition } from '@atelier/shared';
import { AppLink } from '@/components/ui/app-link';
import { navigateTo } from '@/lib/navigation';
import { PlanCards } from '@/features/pricing';
import { PlanComparisonTable } from '@/features/pricing';
import { PricingFaq } from '@/features/pricing';
import { buttonVariants } from '@/components/ui/button';
import { i18n, params, useMessages } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { usePlanText } from '@/features/billing';

export const DEMO_MAILTO = 'mailto:demo@atelier.app?subject=Atelier%20demo';

export const messages = i18n('pricing-section', {
  signupToContinue: params('Please signup to continue to {plan}'),
  title: 'Simple, honest pricing',
  subtitle: 'Start free. Upgrade when your studio grows. Cancel anytime.',
  compare: 'Compare plans',
  faq: 'Frequently asked questions',
  ctaTitle: 'Ready to bring order to your atelier?',
  ctaText: 'Try Premium free for 14 days, or let us walk you through Atelier with your own workflow.',
  startTrial: 'Start Free Trial',
  scheduleDemo: 'Schedule Demo',
});

export function PricingSection() {
  const t = useMessages(messages);
  const tp = usePlanText();
  const choose = (plan: PlanDefinition) => {
    toast.info(t.signupToContinue({ plan: tp(plan.name) }));
    navigateTo(`/signup?plan=${plan.id}`);
  };

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-title" className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
            {t.title}
          </h2>
          <p className="mt-3 text-muted-foreground">{t.subtitle}</p>
        </div>

        <div className="mt-12">
          <PlanCards onSelect={choose} />
        </div>

        <div className="mt-16">
          <h3 className="mb-4 text-xl font-semibold">{t.compare}</h3>
          <PlanComparisonTable stickyTop="top-16" />
        </div>

        <div id="faq" className="defer-render mt-16 scroll-mt-20">
          <h3 className="mb-4 text-xl font-semibold">{t.faq}</h3>
          <PricingFaq headingLevel={4} />
        </div>

        <div className="defer-render mt-16 rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground sm:px-12">
          <h3 className="font-serif text-2xl font-semibold sm:text-3xl">{t.ctaTitle}</h3>
          <p className="mx-auto mt-3 max-w-xl opacity-90">{t.ctaText}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <AppLink
              to="/signup?plan=premium"
              className={buttonVariants({ size: 'lg', variant: 'secondary', className: 'bg-card text-foreground hover:bg-muted' })}
            >
              {t.startTrial}
            </AppLink>
            <a
              href={DEMO_MAILTO}
              className={buttonVariants({
                size: 'lg',
                variant: 'outline',
                className: 'border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10',
              })}
            >
              {t.scheduleDemo}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
