import type { Pattern } from '@atelier/shared';
import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { PanelStatus } from '@/components/ui/panel-status';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useObjectUrl } from '@/lib/object-url';
import { useFormat } from '@/lib/use-format';
import { useCompareImage, usePatternVersions } from '../api/generator-api';
import { fitMessages } from '../fit-messages';
import { fittingDay } from './fit-line';
import { useFitFormat } from './fit-summary';

/**
 * A pattern's versions, newest first, and the overlay of this version over the one chosen (decision
 * 087): the earlier cutting line dashed in rust under this one's, with a legend saying so. It opens
 * on the version this one was re-drafted from; each other version is a button that compares with it.
 */
export function VersionsDialog({ pattern, compareWith, onClose }: { pattern: Pattern; compareWith: string | null; onClose: () => void }) {
  const t = useMessages(fitMessages);
  const format = useFormat();
  const f = useFitFormat();
  const versions = usePatternVersions(pattern.id);
  const [withId, setWithId] = useState<string | null>(compareWith);
  const list = versions.data ?? [];
  const version = pattern.generator?.version ?? 1;
  const other = list.find((v) => v.id === withId);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t.versionsOf({ name: pattern.name })} description={t.versionsDescription} className="max-w-2xl">
        <div className="space-y-4">
          <PanelStatus query={versions} loadingText={t.versionsLoading} failedText={t.versionsFailed} retryText={t.tryAgain}>
            <ul className="space-y-1.5" aria-label={t.versions} data-testid="pattern-versions">
              {list.map((v) => {
                const current = v.id === pattern.id;
                const detail = [
                  v.fittedOn ? t.versionFitting({ date: fittingDay(v.fittedOn, f) }) : '',
                  v.changes > 0 ? t.versionChanges({ count: v.changes }) : '',
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2 text-sm">
                    <span className="min-w-0 break-words">
                      <span className="font-medium">{t.versionRow({ n: v.version, date: format.dateTime(v.createdAt) })}</span>
                      {detail && <span className="text-muted-foreground"> — {detail}</span>}
                      {current && <span className="text-muted-foreground"> {t.thisVersion}</span>}
                    </span>
                    {!current && (
                      <button
                        type="button"
                        aria-pressed={v.id === withId}
                        onClick={() => setWithId(v.id)}
                        className={cn(
                          'min-h-8 rounded-md border border-border px-2.5 text-xs font-medium hover:bg-muted ' +
                            'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                          v.id === withId && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
                        )}
                      >
                        {t.compareWith({ n: v.version })}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </PanelStatus>
          {withId && <CompareImage pattern={pattern} version={version} withId={withId} otherVersion={other?.version ?? null} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The overlay SVG, fetched with the token and shown through an object URL, with its legend. */
function CompareImage({
  pattern,
  version,
  withId,
  otherVersion,
}: {
  pattern: Pattern;
  version: number;
  withId: string;
  otherVersion: number | null;
}) {
  const t = useMessages(fitMessages);
  const image = useCompareImage(pattern.id, withId);
  const src = useObjectUrl(image.data);
  const n = otherVersion ?? '?';
  return (
    <figure className="space-y-2" data-testid="pattern-compare">
      <figcaption className="text-sm font-semibold">{t.compareTitle({ n: version, other: n })}</figcaption>
      <div className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-lg border border-border bg-white">
        {src ? (
          <img src={src} alt={t.compareAlt({ name: pattern.name, n: version, other: n })} className="h-full w-full object-contain" />
        ) : (
          <p className="px-4 text-center text-sm text-neutral-700" role={image.isError ? 'alert' : 'status'}>
            {image.isError ? t.compareFailed : t.compareLoading}
          </p>
        )}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label={t.compareTitle({ n: version, other: n })}>
        <li className="flex items-center gap-1.5">
          <svg width="28" height="6" aria-hidden className="shrink-0">
            <line x1="0" y1="3" x2="28" y2="3" stroke="#b4532a" strokeWidth="2" strokeDasharray="5 3" />
          </svg>
          {t.legendEarlier({ n })}
        </li>
        <li className="flex items-center gap-1.5">
          <svg width="28" height="6" aria-hidden className="shrink-0">
            <line x1="0" y1="3" x2="28" y2="3" stroke="currentColor" strokeWidth="2" />
          </svg>
          {t.legendThis}
        </li>
      </ul>
    </figure>
  );
}
