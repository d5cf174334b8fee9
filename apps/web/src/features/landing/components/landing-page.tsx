import { MAIN_ID, SkipLink } from '@/components/ui/skip-link';
import { FeaturesSection } from './features-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { LandingHero } from './landing-hero';
import { PricingSection } from './pricing-section';

/**
 * The public landing page ('/'), prerendered at build time (decision 057). The
 * parts below the first screen skip layout and paint until scrolled near (`defer-render` in
 * index.css); not the plan cards (their badges overhang) nor the table (sticky headers).
 */
export function LandingPage() {
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <LandingHeader />
      <main id={MAIN_ID} tabIndex={-1} className="outline-none">
        <LandingHero />
        <FeaturesSection />
        <PricingSection />
      </main>
      <LandingFooter />
    </div>
  );
}
