import { PageHeader } from '@/components/ui/page-header';
import { i18n, useMessages } from '@/lib/i18n/i18n';

export const messages = i18n('patterns-page', {
  title: 'Pattern Designer',
  description: 'Create and edit patterns with digital tools',
});

// Placeholder until this screen's issue builds it; the route and lazy chunk are already wired.
export function PatternsPage() {
  const t = useMessages(messages);
  return <PageHeader title={t.title} description={t.description} />;
}
