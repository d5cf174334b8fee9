import type { PatternLayout } from '@atelier/shared';
import { useId } from 'react';
import { PanelStatus } from '@/components/ui/panel-status';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { useLayouts } from '../api/layouts-api';
import { layoutMessages } from '../messages';
import { useWidthUnit } from './layout-fabric-fields';
import { useFabricName, useLengthText } from './layout-result';

/** The pattern's layouts, newest first; each opens again without laying it out anew. */
export function EarlierLayouts({
  patternId,
  shownId,
  onOpen,
}: {
  patternId: string;
  shownId: string | null;
  onOpen: (layout: PatternLayout) => void;
}) {
  const t = useMessages(layoutMessages);
  const format = useFormat();
  const width = useWidthUnit();
  const length = useLengthText();
  const fabricName = useFabricName();
  const layouts = useLayouts(patternId);
  const headingId = useId();
  const list = layouts.data ?? [];
  return (
    <section aria-labelledby={headingId} className="space-y-2 border-t border-border pt-4">
      <h3 id={headingId} className="text-base font-semibold">
        {t.earlier}
      </h3>
      <PanelStatus query={layouts} loadingText={t.earlierLoading} failedText={t.earlierFailed} retryText={t.tryAgain}>
        {list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noEarlier}</p>
        ) : (
          <ul className="space-y-1.5" aria-labelledby={headingId} data-testid="earlier-layouts">
            {list.map((layout) => {
              const fabric = fabricName(layout);
              const date = format.dateTime(layout.createdAt);
              const shown = layout.id === shownId;
              return (
                <li
                  key={layout.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2 text-sm"
                >
                  <span className="min-w-0 break-words">
                    {t.earlierRow({ fabric, width: width.text(layout.widthMm), length: length(layout.lengthMm), date })}
                  </span>
                  <button
                    type="button"
                    aria-pressed={shown}
                    aria-label={t.reopenOf({ fabric, date })}
                    onClick={() => onOpen(layout)}
                    className={cn(
                      'min-h-8 rounded-md border border-border px-2.5 text-xs font-medium hover:bg-muted ' +
                        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      shown && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
                    )}
                  >
                    {shown ? t.shown : t.reopen}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </PanelStatus>
    </section>
  );
}
