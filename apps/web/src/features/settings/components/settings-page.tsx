import { PageHeader } from '@/components/ui/page-header';
import { TwoFactorSection } from './two-factor-section';

// Placeholder until this screen's issue builds it; the route and lazy chunk are already wired.
// TEMPORARY (issue 8, 2FA part): renders the 2FA section so its browser test runs before the
// settings shell is merged; the real shell places TwoFactorSection in its Security tab.
export function SettingsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Settings" />
      <TwoFactorSection />
    </div>
  );
}
