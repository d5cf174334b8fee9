import { CloudOff, RefreshCw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { offlineMessages } from '@/lib/offline/offline-messages';
import { madeElsewhere, useOutbox, useOutboxStudio } from '@/lib/offline/outbox';
import { useLastSynced, useOnline } from '@/lib/offline/sync-status';
import { formatMoment } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import { UnsyncedDialog } from './unsynced-dialog';

/**
 * The strip above every signed-in page while the app works without a network or holds changes
 * not sent (decision 092): offline, when the data was last synced; how many changes wait; and
 * the changes the server refused, with a way to deal with them.
 */
export function OfflineStatus() {
  const online = useOnline();
  const queue = useOutbox();
  const lastSynced = useLastSynced();
  const studioId = useOutboxStudio();
  const { language, timezone, timeFormat } = useFormat();
  const t = useMessages(offlineMessages);
  const [open, setOpen] = useState(false);
  // A change made in a studio the person left is not waiting: it is held, among those not synced (decision 107).
  const waiting = queue.filter((c) => c.state === 'waiting' && !madeElsewhere(c, studioId)).length;
  const unsynced = queue.length - waiting;
  if (online && queue.length === 0) return null;
  return (
    <div className="mb-4 space-y-2">
      {!online && (
        <p role="status" className="flex items-center gap-2 rounded-lg border border-border bg-muted px-3 py-2 text-sm text-foreground">
          <CloudOff className="h-4 w-4 shrink-0" aria-hidden />
          {/* The moment itself, not '… ago': a relative time would stand still on screen (decision 107). */}
          {lastSynced
            ? t.offlineBanner({ time: formatMoment(lastSynced, { language, timeZone: timezone, timeFormat }) })
            : t.offlineNeverSynced}
        </p>
      )}
      {queue.length > 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 text-sm">
          {unsynced > 0 ? (
            <TriangleAlert className="h-4 w-4 shrink-0 text-destructive" aria-hidden />
          ) : (
            <RefreshCw className="h-4 w-4 shrink-0" aria-hidden />
          )}
          <span role="status">
            {[waiting > 0 && t.waitingCount(waiting), unsynced > 0 && t.notSyncedCount(unsynced)].filter(Boolean).join(' · ')}
          </span>
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            {t.review}
          </Button>
        </div>
      )}
      {open && <UnsyncedDialog onClose={() => setOpen(false)} />}
    </div>
  );
}
