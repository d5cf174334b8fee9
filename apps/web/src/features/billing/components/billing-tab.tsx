import { Link } from 'react-router';
import { BillingOverview } from './billing-overview';
import { buttonVariants } from '@/components/ui/button';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { SettingsSection } from '@/components/layout/settings-section';

export const billingMessages = i18n('settings-billing', {
  title: 'Billing',
  description: 'Your plan and subscription, the card that pays for it, and your receipts.',
  changePlan: 'Change plan',
});

/**
 * Billing (decision 045): the same subscription details as /pricing (status, dates, the card on file
 * with 'Change card', cancel with access kept to the period's end, receipts as PDF); plans are
 * chosen on /pricing.
 */
export function BillingTab() {
  const t = useMessages(billingMessages);
  return (
    <SettingsSection title={t.title} description={t.description}>
      <BillingOverview headingLevel={3} />
      <Link to="/pricing" className={buttonVariants({ variant: 'outline', className: 'mt-8' })}>
        {t.changePlan}
      </Link>
    </SettingsSection>
  );
}
