import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { offlineMessages } from '@/lib/offline/offline-messages';
import { keepMine, keepTheirs, serverVersion } from '@/lib/offline/outbox-actions';
import type { QueuedChange } from '@/lib/offline/outbox';

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/**
 * A change made offline to a record someone changed meanwhile (412, decision 090): both versions
 * of what the change touches, side by side, and the user keeps one. Nothing is sent until they do.
 */
export function ConflictChoice({ change, onClose }: { change: QueuedChange; onClose: () => void }) {
  const t = useMessages(offlineMessages);
  const theirs = useQuery({ queryKey: ['offline-conflict', change.id], queryFn: () => serverVersion(change), meta: { quiet: true } });
  const keys = Object.keys(change.body);
  const choose = async (mine: boolean) => {
    if (mine && theirs.data) await keepMine(change.id, theirs.data.record.updatedAt);
    if (!mine) await keepTheirs(change.id);
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t.conflictTitle}
        description={t.conflictDescription}
        footer={
          <>
            <Button variant="outline" onClick={() => void choose(false)}>
              {t.keepTheirs}
            </Button>
            <Button onClick={() => void choose(true)} disabled={!theirs.data}>
              {t.keepMine}
            </Button>
          </>
        }
      >
        <p className="mb-3 font-medium">{change.label}</p>
        {theirs.isPending ? (
          <p role="status">{t.loadingTheirs}</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-1 pr-2 font-medium text-muted-foreground">
                  <span className="sr-only">{t.editTitle}</span>
                </th>
                <th scope="col" className="py-1 pr-2">
                  {t.yours}
                </th>
                <th scope="col" className="py-1">
                  {t.theirs}
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key} className="border-t border-border">
                  <th scope="row" className="py-1 pr-2 text-left font-normal text-muted-foreground">
                    {key}
                  </th>
                  <td className="py-1 pr-2" data-testid="mine">
                    {shown(change.body[key])}
                  </td>
                  <td className="py-1" data-testid="theirs">
                    {shown(theirs.data?.part[key])}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DialogContent>
    </Dialog>
  );
}
