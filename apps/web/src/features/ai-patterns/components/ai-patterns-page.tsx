import { PageHeader } from '@/components/ui/page-header';

// Placeholder until this screen's issue builds it; the route and lazy chunk are already wired.
export function AiPatternsPage() {
  return <PageHeader title="AI Pattern Generator" description="Generate custom patterns using artificial intelligence" />;
}
