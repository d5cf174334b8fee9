import type { Photo } from '@atelier/shared';
import { ImageOff } from 'lucide-react';
import type { Ref } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/i18n';
import { usePhotoImage, type PhotoSize } from '../api/photos-api';
import { kindLabel, photoMessages } from './photo-messages';

/** A photo's image at one size, or a labelled placeholder while it loads or when it cannot. */
export function PhotoImage({ photo, size, alt, className }: { photo: Photo; size: PhotoSize; alt: string; className?: string }) {
  const { src, failed } = usePhotoImage(photo, size);
  if (src) return <img src={src} alt={alt} className={className} width={photo.width} height={photo.height} />;
  return (
    <span role="img" aria-label={alt} className="flex h-full w-full items-center justify-center text-muted-foreground">
      {failed ? <ImageOff className="h-6 w-6" aria-hidden /> : <Spinner size="sm" />}
    </span>
  );
}

/** One photo in the record's grid: the thumbnail opens the viewer; its caption and kind below. */
export function PhotoThumbnail({
  photo,
  alt,
  onOpen,
  buttonRef,
}: {
  photo: Photo;
  alt: string;
  onOpen: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const t = useMessages(photoMessages);
  return (
    <li className="min-w-0" data-testid="photo-thumbnail">
      <button
        ref={buttonRef}
        type="button"
        onClick={onOpen}
        className="block aspect-square w-full overflow-hidden rounded-lg border border-border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <PhotoImage photo={photo} size="thumb" alt={alt} className="h-full w-full object-cover" />
      </button>
      <p className="mt-1 truncate text-xs text-muted-foreground">{kindLabel(t, photo.kind)}</p>
      {photo.caption && <p className="line-clamp-2 text-xs break-words">{photo.caption}</p>}
    </li>
  );
}
