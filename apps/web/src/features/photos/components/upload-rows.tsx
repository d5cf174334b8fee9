import { RotateCw, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import type { UploadItem } from '../upload-queue';
import { photoMessages } from './photo-messages';

/** One file of the batch: its name, a progress bar while it goes, or why it failed with Retry. */
function UploadRow({ item, onRetry, onRemove }: { item: UploadItem; onRetry: () => void; onRemove: () => void }) {
  const t = useMessages(photoMessages);
  const percent = Math.round(item.progress * 100);
  const failed = item.status === 'failed';
  const state = failed ? null : item.status === 'queued' ? t.waiting : percent >= 100 ? t.processing : t.percent({ percent });
  return (
    <li className={cn('rounded-lg border border-border p-2.5', failed && 'border-destructive/60')} data-testid="photo-upload">
      <div className="flex items-center gap-2">
        <p className="min-w-0 flex-1 truncate text-sm font-medium" title={item.name}>
          {item.name}
        </p>
        {state && <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{state}</span>}
        {failed && item.retryable && (
          <Button variant="outline" size="sm" onClick={onRetry} aria-label={t.retry({ name: item.name })}>
            <RotateCw className="h-3.5 w-3.5" aria-hidden /> {t.retryShort}
          </Button>
        )}
        <Button variant="ghost" size="sm" className="w-8 px-0" onClick={onRemove} aria-label={t.removeUpload({ name: item.name })}>
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      {failed ? (
        <p role="alert" className="mt-1 text-xs font-medium text-destructive">
          {item.error}
        </p>
      ) : (
        <div
          role="progressbar"
          aria-label={t.progressOf({ name: item.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      )}
    </li>
  );
}

/** The files being sent, each with its own row; empty when nothing waits, goes or failed. */
export function UploadRows({
  items,
  onRetry,
  onRemove,
}: {
  items: readonly UploadItem[];
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const t = useMessages(photoMessages);
  if (items.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={t.uploadsLabel}>
      {items.map((item) => (
        <UploadRow key={item.id} item={item} onRetry={() => onRetry(item.id)} onRemove={() => onRemove(item.id)} />
      ))}
    </ul>
  );
}
