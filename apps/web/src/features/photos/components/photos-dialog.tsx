import type { PhotoSubject } from '@atelier/shared';
import { Images } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { photoMessages } from './photo-messages';
import { RecordPhotos } from './record-photos';

/** The icon button a record's card opens its photos with, named after the record. */
export function PhotosButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useMessages(photoMessages);
  return (
    <Button variant="ghost" size="icon" onClick={onClick} aria-label={t.photosOf({ name })}>
      <Images className="h-4 w-4" aria-hidden />
    </Button>
  );
}

/**
 * A record's photos in a dialog, for the screens whose records are cards with no details view of
 * their own (clients, measurements; decision 081). Mounted only while open.
 */
export function PhotosDialog({
  subject,
  subjectId,
  name,
  canWrite,
  onClose,
}: {
  subject: PhotoSubject;
  subjectId: string;
  name: string;
  canWrite: boolean;
  onClose: () => void;
}) {
  const t = useMessages(photoMessages);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t.photosOf({ name })}
        description={t.photosDescription}
        className="max-w-2xl"
        footer={
          <DialogClose asChild>
            <Button variant="outline">{t.close}</Button>
          </DialogClose>
        }
      >
        <RecordPhotos subject={subject} subjectId={subjectId} canWrite={canWrite} />
      </DialogContent>
    </Dialog>
  );
}
