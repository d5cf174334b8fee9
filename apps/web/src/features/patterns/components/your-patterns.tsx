import type { Pattern } from '@atelier/shared';
import { useId, useState } from 'react';
import { PATTERN_GRID_CLASSES } from './pattern-grid';
import { Alert } from '@/components/ui/alert';
import { ListPage } from '@/components/layout/list-page';
import { SearchInput } from '@/components/ui/search-input';
import { useMessages } from '@/lib/i18n/i18n';
import { usePatterns } from '../api/own-patterns';
import { useAddressedSearch } from '@/lib/use-server-search';
import { patternMessages } from '../messages';
import { EditPatternDialog } from './edit-pattern-dialog';
import { PatternConfirmDialog } from './pattern-confirm-dialog';
import { PatternCard } from './pattern-card';
import { usePatternFiles } from './use-pattern-files';

type Open = { kind: 'edit' | 'public' | 'delete'; id: string } | null;

/**
 * 'Your Patterns': the studio's patterns newest first in the 2/4/6-column grid, a page at a time
 * with a search by name or garment type on the server (decision 069), 'Loading...' and 'No
 * patterns created yet.', the list's error in a red box, and the dialogs each card opens: Edit
 * Pattern, the one-way Make Public confirmation and Delete.
 */
export function YourPatterns({
  onOpen,
  onDeleted,
}: {
  onOpen: (pattern: Pattern, image: Blob | null) => void;
  onDeleted: (id: string) => void;
}) {
  const t = useMessages(patternMessages);
  const headingId = useId();
  const query = useAddressedSearch();
  const list = usePatterns({ search: query.search });
  const { items, error, hasCache } = list;
  const files = usePatternFiles();
  const [open, setOpen] = useState<Open>(null);
  const current = open ? items.find((p) => p.id === open.id) : undefined;
  const close = () => setOpen(null);
  const openInCanvas = async (pattern: Pattern) => {
    const image = await files.image(pattern);
    if (image !== undefined) onOpen(pattern, image);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="your-patterns">
      <ListPage
        header={
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            {t.yourPatterns}
          </h2>
        }
        controls={
          <>
            <SearchInput
              value={query.text}
              onChange={query.setText}
              placeholder={t.searchPlaceholder}
              label={t.searchLabel}
              className="max-w-md"
            />
            {/* The store's error in a red box (over the cached list; without one, ListStatus shows it with Retry). */}
            {error && hasCache && <Alert variant="error">{t.storeError({ message: error })}</Alert>}
          </>
        }
        list={list}
        loadingText={t.loading}
        emptyText={query.search ? t.noMatch : t.empty}
      >
        <ul className={PATTERN_GRID_CLASSES} aria-label={t.listLabel}>
          {items.map((pattern) => (
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
      </ListPage>

      {open?.kind === 'edit' && current && <EditPatternDialog pattern={current} onClose={close} />}
      {(open?.kind === 'public' || open?.kind === 'delete') && current && (
        <PatternConfirmDialog question={open.kind} pattern={current} onClose={close} onDeleted={onDeleted} />
      )}
    </section>
  );
}
