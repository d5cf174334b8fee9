import type { Pattern, PdfPaper } from '@atelier/shared';
import { Scissors } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { EditPatternDialog } from '@/features/patterns';
import { PatternConfirmDialog } from '@/features/patterns';
import { ListStatus } from '@/components/ui/list-status';
import { LoadMore } from '@/components/ui/load-more';
import { handleError } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { useClientNames } from '@/features/clients';
import { usePatterns } from '@/features/patterns';
import { saveFile } from '@/lib/save-file';
import { generatorApi } from '../api/generator-api';
import { generatorMessages } from '../messages';
import { GeneratedPatternCard } from './generated-pattern-card';
import { pdfFileName } from './generator-form';

type Open = { kind: 'edit' | 'public' | 'delete'; id: string } | null;

/**
 * The results on /ai-patterns: the studio's generated patterns, newest first, from the pages of
 * its patterns as they load (decision 069), or
 * 'No Patterns Generated Yet'; the card of a pattern just generated takes the focus, so keyboard
 * and screen-reader users land on what they made. Edit Pattern, the one-way Make Public
 * confirmation and Delete are the pattern dialogs shared with /patterns.
 */
export function GeneratedPatterns({ focusId }: { focusId: string | null }) {
  const t = useMessages(generatorMessages);
  const headingId = useId();
  const list = usePatterns();
  const { items, isLoading, error, hasCache, retry } = list;
  const generated = useMemo(() => items.filter((p) => p.isAiGenerated), [items]);
  const names = useClientNames(generated.map((p) => p.generator?.clientId ?? ''));
  const [open, setOpen] = useState<Open>(null);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  // A re-draft made from a card takes the focus like a pattern just generated.
  const [redraftedId, setRedraftedId] = useState<string | null>(null);
  const [seenFocusId, setSeenFocusId] = useState(focusId);
  if (seenFocusId !== focusId) {
    // A pattern generated since takes the focus back.
    setSeenFocusId(focusId);
    setRedraftedId(null);
  }
  const focused = redraftedId ?? focusId;
  const focusTarget = useRef<HTMLHeadingElement | null>(null);
  const current = open ? generated.find((p) => p.id === open.id) : undefined;
  const close = () => setOpen(null);

  useEffect(() => {
    if (focused) focusTarget.current?.focus();
  }, [focused, generated]);

  const download = async (pattern: Pattern, paper: PdfPaper) => {
    setDownloadingId(pattern.id);
    try {
      const { blob, filename } = await generatorApi.pdf(pattern.id, paper);
      saveFile(blob, filename ?? pdfFileName(pattern.name, paper, pattern.generator?.version));
    } catch (err) {
      handleError(err);
    } finally {
      setDownloadingId(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="generated-patterns">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {t.resultsTitle}
      </h2>
      <ListStatus
        isLoading={isLoading}
        error={error}
        hasCache={hasCache}
        isEmpty={generated.length === 0}
        loadingText={t.loading}
        emptyText=""
        empty={<EmptyGenerated />}
        onRetry={retry}
      >
        <ul className="space-y-4" aria-label={t.resultsLabel}>
          {generated.map((pattern) => (
            <li key={pattern.id}>
              <GeneratedPatternCard
                pattern={pattern}
                clientName={pattern.generator?.clientId ? names(pattern.generator.clientId) : undefined}
                downloading={downloadingId === pattern.id}
                titleRef={pattern.id === focused ? focusTarget : undefined}
                onRedrafted={(p) => setRedraftedId(p.id)}
                actions={{
                  onEdit: () => setOpen({ kind: 'edit', id: pattern.id }),
                  onMakePublic: () => setOpen({ kind: 'public', id: pattern.id }),
                  onDelete: () => setOpen({ kind: 'delete', id: pattern.id }),
                  onDownload: (paper) => void download(pattern, paper),
                }}
              />
            </li>
          ))}
        </ul>
      </ListStatus>
      {/* Outside the list: the generated ones are sorted out of the studio's pages, so a page may hold none of them. */}
      {hasCache && <LoadMore hasMore={list.hasMore} isLoading={list.isLoadingMore} onMore={list.loadMore} />}

      {open?.kind === 'edit' && current && <EditPatternDialog pattern={current} onClose={close} />}
      {(open?.kind === 'public' || open?.kind === 'delete') && current && (
        <PatternConfirmDialog question={open.kind} pattern={current} onClose={close} />
      )}
    </section>
  );
}

/** 'No Patterns Generated Yet' and where the form is (beside on a desk, above on a phone). */
function EmptyGenerated() {
  const t = useMessages(generatorMessages);
  return (
    <div
      className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border px-6 py-12 text-center"
      data-testid="generated-empty"
    >
      <Scissors className="h-8 w-8 text-muted-foreground" aria-hidden />
      <p className="font-semibold">{t.emptyTitle}</p>
      <p className="text-sm text-muted-foreground">
        <span className="hidden lg:inline">{t.emptyTextWide}</span>
        <span className="lg:hidden">{t.emptyTextNarrow}</span>
      </p>
    </div>
  );
}
