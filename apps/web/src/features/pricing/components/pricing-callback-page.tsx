import { PageHeader } from '@/components/ui/page-header';
import { i18n, useMessages } from '@/lib/i18n/i18n';

export const messages = i18n('pricing-callback-page', {
  title: 'Payment Status',
});

// Placeholder until this screen's issue builds it; the route and lazy chunk are already wired.
export function PricingCallbackPage() {
  const t = useMessages(messages);
  return <PageHeader title={t.title} />;
}
