import { Home } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { MeasurementRequestsPanel } from './measurement-requests-panel';
import { requestMessages } from './request-messages';

/** The icon button a client's card opens their requests to measure at home with, named after the client. */
export function MeasurementRequestsButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useMessages(requestMessages);
  return (
    <Button variant="ghost" size="icon" onClick={onClick} aria-label={t.openButton({ name })}>
      <Home className="h-4 w-4" aria-hidden />
    </Button>
  );
}

/** A client's requests to measure at home in a dialog, for the clients screen (decision 084). Mounted only while open. */
export function MeasurementRequestsDialog({ clientId, name, onClose }: { clientId: string; name: string; onClose: () => void }) {
  const t = useMessages(requestMessages);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t.dialogTitle({ name })}
        description={t.description}
        className="max-w-2xl"
        footer={
          <DialogClose asChild>
            <Button variant="outline">{t.close}</Button>
          </DialogClose>
        }
      >
        <MeasurementRequestsPanel clientId={clientId} clientName={name} titled={false} />
      </DialogContent>
    </Dialog>
  );
}
