import { PageHeader } from '@/components/ui/page-header';
import { i18n, useMessages } from '@/lib/i18n/i18n';

export const messages = i18n('analytics-page', {
  title: 'Analytics',
});

// Placeholder until this screen's issue builds it; the route and lazy chunk are already wired.
export function AnalyticsPage() {
  const t = useMessages(messages);
  return <PageHeader title={t.title} />;
}
