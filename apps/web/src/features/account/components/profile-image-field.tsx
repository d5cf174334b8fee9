import { PROFILE_IMAGE, type User } from '@atelier/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { FieldError } from '@/components/ui/field';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { handleError } from '@/lib/handle-error';
import { i18n, useMessages } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session-context';
import { toast } from '@/lib/toast';
import { useUploadProfileImage } from '../api/account-api';

const messages = i18n('settings-image', {
  title: 'Profile picture',
  choose: 'Upload new picture',
  uploading: 'Uploading...',
  // The hint, kept word for word.
  hint: 'JPG, PNG or GIF. Max size 2MB.',
  success: 'Profile image updated successfully',
  alt: 'Your profile picture',
});

/** Initials for the placeholder: first letters of first and last name, else of the email. */
function initials(user: User | null): string {
  if (!user) return '';
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** Only a quick check to spare a pointless upload: the server judges the bytes (decision 022). */
export function precheckImage(file: { size: number; type: string }): boolean {
  return file.size <= PROFILE_IMAGE.maxBytes && (file.type === '' || (PROFILE_IMAGE.accept as readonly string[]).includes(file.type));
}

/**
 * The profile picture of the Profile tab (decision 022): the current picture or initials, a file input
 * with its hint, and the upload. The session user is replaced with the answer, so the
 * sidebar avatar shows the new picture at once.
 */
export function ProfileImageField() {
  const t = useMessages(messages);
  const { user } = useSession();
  const upload = useUploadProfileImage();
  const [error, setError] = useState<string | null>(null);
  const uploading = upload.isPending;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const src = user?.image && user.image !== failedSrc ? user.image : null;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so choosing the same file again after an error fires a change again.
    input.value = '';
    if (!file) return;
    if (!precheckImage(file)) {
      setError(t.hint);
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync(file);
      toast.success(t.success);
    } catch (err) {
      setError(handleError(err, { silent: true }).message);
    }
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center" data-testid="profile-image-field">
      <span className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 text-2xl font-semibold text-primary">
        {src ? (
          <img src={src} alt={t.alt} className="h-full w-full object-cover" onError={() => setFailedSrc(src)} data-testid="profile-image" />
        ) : (
          <span aria-hidden>{initials(user)}</span>
        )}
      </span>
      <div className="space-y-1.5">
        <p className="text-sm font-medium">{t.title}</p>
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
            uploading && 'pointer-events-none opacity-60',
          )}
        >
          {uploading && <Spinner size="sm" />}
          {uploading ? t.uploading : t.choose}
          <input
            id={inputId}
            type="file"
            accept={PROFILE_IMAGE.accept.join(',')}
            className="sr-only"
            disabled={uploading}
            aria-describedby={error ? errorId : hintId}
            aria-invalid={error ? true : undefined}
            onChange={(e) => void onChange(e)}
          />
        </label>
        {error ? (
          <div role="alert">
            <FieldError id={errorId}>{error}</FieldError>
          </div>
        ) : (
          <p id={hintId} className="text-xs text-muted-foreground">
            {t.hint}
          </p>
        )}
      </div>
    </div>
  );
}
