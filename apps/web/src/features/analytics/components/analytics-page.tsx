import { PageHeader } from '@/components/ui/page-header';

// Placeholder until this screen's issue builds it; the route and lazy chunk are already wired.
export function AnalyticsPage() {
  return <PageHeader title="Analytics" />;
}
