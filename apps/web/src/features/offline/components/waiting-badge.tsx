import { CloudOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n/i18n';
import { offlineMessages } from '@/lib/offline/offline-messages';
import { isWaitingFor, useOutbox } from '@/lib/offline/outbox';

/** 'Waiting to sync' on a record whose change is still on the device (decision 092). */
export function WaitingBadge({ recordId }: { recordId: string }) {
  const queue = useOutbox();
  const t = useMessages(offlineMessages);
  if (!isWaitingFor(queue, recordId)) return null;
  return (
    <Badge variant="outline" data-testid="waiting-badge">
      <CloudOff className="h-3 w-3" aria-hidden />
      {t.waiting}
    </Badge>
  );
}
