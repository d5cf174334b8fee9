import { API, PHOTO_LIMITS, type Photo, type PhotoKind } from '@atelier/shared';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { errorMessage } from '@/lib/handle-error';
import { textsOf } from '@/lib/i18n/i18n';
import { uploadPhoto, usePhotoUploaded, type PhotoOwner } from '../api/photos-api';
import { routeText } from '@/lib/success-messages';
import { toast } from '@/lib/toast';
import { UploadQueue } from '../upload-queue';
import { photoMessages } from './photo-messages';

const texts = textsOf(photoMessages);
/** Three at once: a phone's photos go in parallel without one slow file holding the rest (decision 081). */
const CONCURRENCY = 3;
export const MAX_MB = PHOTO_LIMITS.maxBytes / (1024 * 1024);

/**
 * The upload queue of one record's photos panel: each file's row, the record's grid refreshed as
 * each lands, one toast when the batch is done, and everything stopped when the panel goes.
 */
export function usePhotoUploads(owner: PhotoOwner) {
  const uploaded = usePhotoUploaded(owner);
  // The queue lives as long as the panel; these refs let it read the latest owner and cache.
  const latest = useRef({ owner, uploaded });
  latest.current = { owner, uploaded };
  const [queue] = useState(
    () =>
      new UploadQueue<PhotoKind, Photo>({
        concurrency: CONCURRENCY,
        send: (file, kind, onProgress, signal) => uploadPhoto(latest.current.owner, kind, file, onProgress, signal),
        // Only a quick check to spare a pointless upload: the server judges the bytes (decision 079).
        check: (file) => (file.size > PHOTO_LIMITS.maxBytes ? texts().tooLarge({ max: MAX_MB }) : null),
        errorText: errorMessage,
        onSent: (photo) => latest.current.uploaded(photo),
        onSettled: (sent) => toast.success(sent === 1 ? routeText(API.photos.upload) : texts().added(sent)),
      }),
  );
  useEffect(() => () => queue.dispose(), [queue]);
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return { items, queue };
}
