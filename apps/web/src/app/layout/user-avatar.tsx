import type { User } from '@atelier/shared';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { sidebarInitials } from './sidebar-user';

/** The profile picture, or initials when there is none or it fails to load. */
export function UserAvatar({ user, className }: { user: User | null; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = user?.image && user.image !== failedSrc ? user.image : null;
  return (
    <span
      className={cn(
        'flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 text-sm font-semibold text-primary',
        className,
      )}
      data-testid="sidebar-avatar"
    >
      {src ? (
        <img src={src} alt="" className="h-full w-full object-cover" onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden>{sidebarInitials(user)}</span>
      )}
    </span>
  );
}
