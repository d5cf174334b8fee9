import type { Photo } from '@atelier/shared';
import { ChevronLeft, ChevronRight, Trash2 } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { useMessages } from '@/lib/i18n/i18n';
import { useDeletePhoto, usePhotoImage, type PhotoOwner } from '../api/photos-api';
import { PhotoDetailsForm } from './photo-details-form';
import { kindLabel, photoMessages } from './photo-messages';
import { PhotoImage } from './photo-thumbnail';

/** Keys typed into a field or a list (the caption, the kind) are theirs, not the viewer's. */
const OWN_KEYS = 'input, textarea, select, [role="combobox"], [role="listbox"], [role="option"]';

/** Previous and Next sit on the image's sides, so the picture stays in view on a phone as focus lands on Next. */
const NAV = 'absolute top-1/2 -translate-y-1/2 rounded-full shadow-md';

/** The full size, over its thumbnail while it loads (both fetched with the token, revoked on close). */
function FullImage({ photo, alt }: { photo: Photo; alt: string }) {
  const full = usePhotoImage(photo, 'full');
  const className = 'max-h-[35dvh] w-auto max-w-full object-contain sm:max-h-[40dvh]';
  if (full.src) return <img src={full.src} alt={alt} className={className} width={photo.width} height={photo.height} />;
  return (
    <div className="aspect-square h-[min(35dvh,20rem)] max-w-full">
      <PhotoImage photo={photo} size={full.failed ? 'full' : 'thumb'} alt={alt} className="h-full w-full object-contain" />
    </div>
  );
}

export type ViewerProps = {
  owner: PhotoOwner;
  photos: readonly Photo[];
  photoId: string;
  altOf: (photo: Photo) => string;
  canWrite: boolean;
  canDelete: boolean;
  /** Shows another photo of the record. */
  onShow: (id: string) => void;
  onClose: () => void;
  /** Puts focus back in the grid, on the photo last shown (it may have been deleted). */
  onFocusBack: (id: string) => void;
};

/**
 * One photo at full size (decision 081): its caption and kind to edit, the record's other photos by
 * Previous/Next or the arrow keys (wrapping round), and Delete behind a confirmation. Closing puts
 * focus on the thumbnail of the photo last shown, not only the one first opened.
 */
export function PhotoViewerDialog({ owner, photos, photoId, altOf, canWrite, canDelete, onShow, onClose, onFocusBack }: ViewerProps) {
  const t = useMessages(photoMessages);
  const remove = useDeletePhoto(owner);
  const [confirming, setConfirming] = useState(false);
  // The photo just deleted leaves the list before the viewer moves on: its place shows meanwhile.
  const lastIndex = useRef(0);
  const found = photos.findIndex((p) => p.id === photoId);
  const index = found >= 0 ? found : Math.min(lastIndex.current, photos.length - 1);
  lastIndex.current = index;
  const photo = photos[index];
  if (!photo) return null;
  const several = photos.length > 1;
  const neighbour = (step: number) => photos[(index + step + photos.length) % photos.length]!;
  const alt = altOf(photo);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!several || (event.target instanceof Element && event.target.closest(OWN_KEYS))) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onShow(neighbour(event.key === 'ArrowLeft' ? -1 : 1).id);
    }
  };

  const deletePhoto = async () => {
    const next = several ? neighbour(index === photos.length - 1 ? -1 : 1).id : null;
    await remove.mutateAsync(photo.id);
    if (next) onShow(next);
    else onClose();
  };

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent
          title={alt}
          description={t.position({ n: index + 1, total: photos.length })}
          className="max-w-3xl"
          data-testid="photo-viewer"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onFocusBack(photo.id);
          }}
          footer={
            <>
              {canDelete && (
                <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
                  <Trash2 className="h-4 w-4" aria-hidden /> {t.deletePhoto}
                </Button>
              )}
              <DialogClose asChild>
                <Button data-autofocus={several ? undefined : true}>{t.close}</Button>
              </DialogClose>
            </>
          }
        >
          <div className="space-y-4">
            <div className="relative flex justify-center overflow-hidden rounded-lg bg-muted">
              <FullImage photo={photo} alt={alt} />
              {several && (
                <>
                  <Button
                    variant="outline"
                    size="icon"
                    className={`${NAV} start-2`}
                    onClick={() => onShow(neighbour(-1).id)}
                    aria-label={t.previous}
                  >
                    <ChevronLeft className="h-5 w-5" aria-hidden />
                  </Button>
                  <Button
                    variant="outline"
                    size="icon"
                    className={`${NAV} end-2`}
                    onClick={() => onShow(neighbour(1).id)}
                    aria-label={t.next}
                    data-autofocus
                  >
                    <ChevronRight className="h-5 w-5" aria-hidden />
                  </Button>
                </>
              )}
            </div>
            {canWrite ? (
              <PhotoDetailsForm key={photo.id} owner={owner} photo={photo} />
            ) : (
              <p className="text-sm text-muted-foreground">{kindLabel(t, photo.kind)}</p>
            )}
          </div>
        </DialogContent>
      </Dialog>
      {confirming && (
        <ConfirmDialog
          onClose={() => setConfirming(false)}
          title={t.deleteTitle}
          description={t.deleteDescription}
          confirmLabel={t.deleteConfirm}
          confirmVariant="destructive"
          action={deletePhoto}
        />
      )}
    </>
  );
}
