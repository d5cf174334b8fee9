import { PageHeader } from '@/components/ui/page-header';
import { i18n, useMessages } from '@/lib/i18n/i18n';

export const messages = i18n('ai-patterns-page', {
  title: 'AI Pattern Generator',
  description: 'Generate custom patterns using artificial intelligence',
});

// Placeholder until this screen's issue builds it; the route and lazy chunk are already wired.
export function AiPatternsPage() {
  const t = useMessages(messages);
  return <PageHeader title={t.title} description={t.description} />;
}
