import type { Pattern } from '@atelier/shared';
import { useId, useState } from 'react';
import { PATTERN_GRID_CLASSES } from '@/components/patterns/pattern-grid';
import { Alert } from '@/components/ui/alert';
import { ListStatus } from '@/components/ui/list-status';
import { ShowMore } from '@/components/ui/show-more';
import { useMessages } from '@/lib/i18n/i18n';
import { useIncremental } from '@/lib/use-incremental';
import { usePatterns } from '@/lib/query/own-patterns';
import { patternMessages } from '../messages';
import { EditPatternDialog } from '@/components/patterns/edit-pattern-dialog';
import { PatternConfirmDialog } from '@/components/patterns/pattern-confirm-dialog';
import { PatternCard } from './pattern-card';
import { usePatternFiles } from './use-pattern-files';

type Open = { kind: 'edit' | 'public' | 'delete'; id: string } | null;

/**
 * 'Your Patterns': the studio's patterns newest first in the 2/4/6-column grid,
 * 'Loading...' and 'No patterns created yet.', the list's error in a red box, and the dialogs each
 * card opens: Edit Pattern, the one-way Make Public confirmation and Delete.
 */
export function YourPatterns({ onOpen }: { onOpen: (pattern: Pattern, image: Blob | null) => void }) {
  const t = useMessages(patternMessages);
  const headingId = useId();
  const { items, isLoading, error, hasCache, retry } = usePatterns();
  const files = usePatternFiles();
  const page = useIncremental(items, 'all');
  const [open, setOpen] = useState<Open>(null);
  const current = open ? items.find((p) => p.id === open.id) : undefined;
  const close = () => setOpen(null);
  const openInCanvas = async (pattern: Pattern) => {
    const image = await files.image(pattern);
    if (image !== undefined) onOpen(pattern, image);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="your-patterns">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {t.yourPatterns}
      </h2>
      {/* The store's error in a red box (over the cached list; without one, ListStatus shows it with Retry). */}
      {error && hasCache && <Alert variant="error">{t.storeError({ message: error })}</Alert>}
      <ListStatus
        isLoading={isLoading}
        error={error}
        hasCache={hasCache}
        isEmpty={items.length === 0}
        loadingText={t.loading}
        emptyText={t.empty}
        onRetry={retry}
      >
        <ul className={PATTERN_GRID_CLASSES} aria-label={t.listLabel}>
          {page.shown.map((pattern) => (
            <li key={pattern.id} className="flex">
              <PatternCard
                pattern={pattern}
                busy={files.busyId === pattern.id}
                actions={{
                  onEdit: () => setOpen({ kind: 'edit', id: pattern.id }),
                  onOpen: () => void openInCanvas(pattern),
                  onDownload: () => void files.download(pattern),
                  onMakePublic: () => setOpen({ kind: 'public', id: pattern.id }),
                  onDelete: () => setOpen({ kind: 'delete', id: pattern.id }),
                }}
              />
            </li>
          ))}
        </ul>
        <ShowMore remaining={page.remaining} onMore={page.showMore} />
      </ListStatus>

      {open?.kind === 'edit' && current && <EditPatternDialog pattern={current} onClose={close} />}
      {(open?.kind === 'public' || open?.kind === 'delete') && current && (
        <PatternConfirmDialog question={open.kind} pattern={current} onClose={close} />
      )}
    </section>
  );
}
