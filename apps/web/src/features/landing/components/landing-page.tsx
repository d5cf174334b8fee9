import { MAIN_ID, SkipLink } from '@/components/ui/skip-link';
import { FeaturesSection } from './features-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { LandingHero } from './landing-hero';
import { PricingSection } from './pricing-section';

/**
 * The public landing page (spec section 2, '/'), prerendered at build time (decision 057). The
 * features below the hero skip layout and paint until scrolled near (`content-visibility: auto`);
 * not the pricing section, whose sticky table headers it would break.
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
