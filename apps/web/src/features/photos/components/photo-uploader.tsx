import { PHOTO_KINDS, PHOTO_LIMITS, type PhotoKind } from '@atelier/shared';
import { Camera, ImagePlus } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import type { PhotoOwner } from '../api/photos-api';
import { kindLabel, photoMessages } from './photo-messages';
import { UploadRows } from './upload-rows';
import { MAX_MB, usePhotoUploads } from './use-photo-uploads';

/**
 * A file input that looks like a button: the real input stays in the tab order (hidden visually,
 * not from assistive technology), so it is reached and labelled like any control (WCAG 2.1.1).
 */
function FileButton({
  label,
  icon,
  inputRef,
  disabled,
  describedBy,
  onFiles,
  ...input
}: {
  label: string;
  icon: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  disabled: boolean;
  describedBy: string;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  capture?: 'environment';
}) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    // Cleared, so choosing the same file again (after removing its row) fires a change again.
    event.currentTarget.value = '';
    if (files.length) onFiles(files);
  };
  return (
    <label
      htmlFor={id}
      className={cn(
        buttonVariants({ variant: 'outline' }),
        'flex-1 cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring sm:flex-none',
        disabled && 'pointer-events-none opacity-50',
      )}
    >
      {icon}
      {label}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={onChange}
        {...input}
      />
    </label>
  );
}

/**
 * Adding photos to a record: the kind the batch is added as, 'Add photos' (several files from the
 * library) and 'Take photo' (the phone's back camera), then a row per file with its progress.
 */
export function PhotoUploader({ owner, count }: { owner: PhotoOwner; count: number }) {
  const t = useMessages(photoMessages);
  const [kind, setKind] = useState<PhotoKind>('reference');
  const { items, queue } = usePhotoUploads(owner);
  const kindId = useId();
  const hintId = useId();
  const addInput = useRef<HTMLInputElement>(null);
  const full = count >= PHOTO_LIMITS.perRecord;
  const add = (files: File[]) => queue.add(files, kind);
  // The row's button goes with what it did (Retry starts the upload, Remove drops the row): focus
  // moves to 'Add photos' rather than falling to the page (WCAG 2.4.3).
  const refocus = (action: () => void) => {
    action();
    addInput.current?.focus();
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="space-y-1.5 sm:w-48">
          <Label htmlFor={kindId}>{t.uploadKind}</Label>
          <Select
            id={kindId}
            value={kind}
            onValueChange={(v) => setKind(v as PhotoKind)}
            options={PHOTO_KINDS.map((k) => ({ value: k, label: kindLabel(t, k) }))}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <FileButton
            label={t.addPhotos}
            icon={<ImagePlus className="h-4 w-4" aria-hidden />}
            inputRef={addInput}
            disabled={full}
            describedBy={hintId}
            onFiles={add}
            multiple
          />
          <FileButton
            label={t.takePhoto}
            icon={<Camera className="h-4 w-4" aria-hidden />}
            disabled={full}
            describedBy={hintId}
            onFiles={add}
            capture="environment"
          />
        </div>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {full ? t.full({ max: PHOTO_LIMITS.perRecord }) : t.hint({ max: MAX_MB })}
      </p>
      <UploadRows items={items} onRetry={(id) => refocus(() => queue.retry(id))} onRemove={(id) => refocus(() => queue.remove(id))} />
    </div>
  );
}
