import { PanelStatus } from '@/components/ui/panel-status';
import { PHOTO_LIMITS, type Photo, type PhotoSubject } from '@atelier/shared';
import { useId, useMemo, useRef, useState } from 'react';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { usePhotos } from '../api/photos-api';
import { kindLabel, photoMessages } from './photo-messages';
import { PhotoThumbnail } from './photo-thumbnail';
import { PhotoUploader } from './photo-uploader';
import { PhotoViewerDialog } from './photo-viewer-dialog';

/**
 * The photos of one client, project or measurement record (decisions 079 and 081): a grid of
 * thumbnails with their kind and caption, the viewer, and for a role that may write the record,
 * adding photos several at a time. `canWrite` is the record's right (the screen knows it); deleting
 * also needs `photos.delete`.
 */
export function RecordPhotos({ subject, subjectId, canWrite }: { subject: PhotoSubject; subjectId: string; canWrite: boolean }) {
  const t = useMessages(photoMessages);
  const owner = useMemo(() => ({ subject, subjectId }), [subject, subjectId]);
  const list = usePhotos(owner);
  const mayWrite = useCan('photos.write') && canWrite;
  const mayDelete = useCan('photos.delete') && mayWrite;
  const photos = list.data ?? [];
  const [viewing, setViewing] = useState<string | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const thumbs = useRef(new Map<string, HTMLButtonElement>());

  const altOf = (photo: Photo) => photo.caption || t.altOf({ kind: kindLabel(t, photo.kind), n: photos.indexOf(photo) + 1 });
  // After Radix has put focus back itself (a confirmation closing with the viewer): the photo's
  // thumbnail, else the first one left, else the panel's heading (WCAG 2.4.3).
  const focusBack = (id: string) =>
    setTimeout(() => {
      const target = thumbs.current.get(id) ?? thumbs.current.values().next().value ?? heading.current;
      target?.focus();
    }, 0);

  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="record-photos">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold focus:outline-none">
          {t.heading}
        </h3>
        {photos.length > 0 && (
          <span className="text-xs text-muted-foreground tabular-nums">
            {t.countOf({ count: photos.length, max: PHOTO_LIMITS.perRecord })}
          </span>
        )}
      </div>
      {mayWrite && <PhotoUploader owner={owner} count={photos.length} />}
      <PanelStatus query={list} loadingText={t.loading} failedText={t.loadFailed} retryText={t.tryAgain}>
        {photos.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.empty}</p>
        ) : (
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-labelledby={headingId}>
            {photos.map((photo) => (
              <PhotoThumbnail
                key={photo.id}
                photo={photo}
                alt={altOf(photo)}
                onOpen={() => setViewing(photo.id)}
                buttonRef={(el) => {
                  if (el) thumbs.current.set(photo.id, el);
                  else thumbs.current.delete(photo.id);
                }}
              />
            ))}
          </ul>
        )}
      </PanelStatus>
      {viewing && photos.length > 0 && (
        <PhotoViewerDialog
          owner={owner}
          photos={photos}
          photoId={viewing}
          altOf={altOf}
          canWrite={mayWrite}
          canDelete={mayDelete}
          onShow={setViewing}
          onClose={() => setViewing(null)}
          onFocusBack={focusBack}
        />
      )}
    </section>
  );
}
