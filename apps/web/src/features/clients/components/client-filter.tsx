import { X } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { inlineLinkClasses } from '@/components/ui/link-styles';
import { useMessages } from '@/lib/i18n/i18n';
import { clientPath } from '@/lib/navigation';
import { useClientRecord } from '../api/client-list';
import { clientPageMessages } from '../page-messages';

/**
 * A list narrowed to one client by the address (`?client=<id>`, the client page's 'See all',
 * decision 126): whose records these are, a link back to the client, and the way to every client's.
 */
export function ClientFilter({ clientId, onClear }: { clientId: string; onClear: () => void }) {
  const t = useMessages(clientPageMessages);
  const client = useClientRecord(clientId);
  const name = client?.name ?? '';
  return (
    <p
      className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border border-border bg-muted px-3 py-2 text-sm"
      data-testid="client-filter"
    >
      <span>
        {t.onlyOf}{' '}
        <AppLink to={clientPath(clientId)} className={inlineLinkClasses}>
          {name || t.thisClient}
        </AppLink>
      </span>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X className="h-4 w-4" aria-hidden /> {t.everyClient}
      </Button>
    </p>
  );
}
