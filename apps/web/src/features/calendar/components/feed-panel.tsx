import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { copyText } from '@/lib/copy-text';
import { useCalendarFeed, useRegenerateFeed, useRemoveFeed } from '../api/calendar-api';
import { calendarMessages } from '../messages';

/**
 * "Subscribe on your phone" (decision 032): the secret .ics address, to copy or open as webcal://
 * in the phone's own calendar app. Regenerating ends the old address, so it asks first.
 */
export function FeedPanel({ enabled, canChange, className }: { enabled: boolean; canChange: boolean; className?: string }) {
  const t = useMessages(calendarMessages);
  const feed = useCalendarFeed(enabled);
  const regenerate = useRegenerateFeed();
  const remove = useRemoveFeed();
  const [confirm, setConfirm] = useState<'regenerate' | 'off' | null>(null);
  const url = feed.data?.url ?? '';

  const copy = () => copyText(url, { copied: t.feedCopied, copyFailed: t.feedCopyFailed });

  if (!feed.data) return null;
  return (
    <section
      aria-labelledby="calendar-feed-title"
      className={cn('rounded-xl border border-border bg-card p-4', className)}
      data-testid="calendar-feed"
    >
      <h2 id="calendar-feed-title" className="mb-1 text-base font-semibold">
        {t.feedTitle}
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">{t.feedText}</p>
      {url ? (
        <div className="space-y-3">
          <div className="space-y-1.5">
            <Label htmlFor="calendar-feed-url">{t.feedAddress}</Label>
            <Input
              id="calendar-feed-url"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="font-mono text-xs sm:text-xs"
              aria-describedby="calendar-feed-private"
            />
            <p id="calendar-feed-private" className="text-xs text-muted-foreground">
              {t.feedPrivate}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void copy()}>
              <Copy className="h-4 w-4" aria-hidden /> {t.feedCopy}
            </Button>
            <a href={feed.data.webcalUrl} className={buttonVariants({ variant: 'outline' })}>
              <CalendarPlus className="h-4 w-4" aria-hidden /> {t.feedOpen}
            </a>
            {canChange && (
              <>
                <Button variant="ghost" onClick={() => setConfirm('regenerate')}>
                  <RefreshCw className="h-4 w-4" aria-hidden /> {t.feedRegenerate}
                </Button>
                <Button variant="ghost" onClick={() => setConfirm('off')}>
                  {t.feedTurnOff}
                </Button>
              </>
            )}
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm">{t.feedNone}</p>
          {canChange && (
            <Button variant="outline" loading={regenerate.isPending} onClick={() => regenerate.mutate()}>
              <CalendarPlus className="h-4 w-4" aria-hidden /> {t.feedCreate}
            </Button>
          )}
        </div>
      )}
      {confirm && (
        <ConfirmDialog
          onClose={() => setConfirm(null)}
          title={confirm === 'regenerate' ? t.feedRegenerateTitle : t.feedTurnOffTitle}
          description={confirm === 'regenerate' ? t.feedRegenerateText : t.feedTurnOffText}
          confirmLabel={confirm === 'regenerate' ? t.feedRegenerate : t.feedTurnOff}
          confirmVariant={confirm === 'regenerate' ? 'primary' : 'destructive'}
          action={() => (confirm === 'regenerate' ? regenerate : remove).mutateAsync()}
        />
      )}
    </section>
  );
}
