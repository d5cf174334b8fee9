import type { SearchHit, SearchKind } from '@atelier/shared';
import { Command } from 'cmdk';
import { ArrowLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { hitsOf, searchTerm, useSearchAnything, useSearchKind } from '../api/search-api';
import { fold, HIT_PAGES, type SearchAction } from '../destinations';
import { searchMessages } from '../messages';

/** A page of the app the search reaches by its name (a menu entry, a settings page). */
export type SearchPage = { label: string; to: string; icon?: LucideIcon };

const ITEM = cn(
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-foreground',
  'data-[selected=true]:bg-primary/10 data-[selected=true]:text-foreground',
);
/** cmdk's group headings: small, upper case, muted. */
const HEADING = [
  '[&_[cmdk-group-heading]]:px-3',
  '[&_[cmdk-group-heading]]:pt-3',
  '[&_[cmdk-group-heading]]:pb-1',
  '[&_[cmdk-group-heading]]:text-xs',
  '[&_[cmdk-group-heading]]:font-semibold',
  '[&_[cmdk-group-heading]]:uppercase',
  '[&_[cmdk-group-heading]]:tracking-wide',
  '[&_[cmdk-group-heading]]:text-muted-foreground',
].join(' ');

function Row({
  icon: Icon,
  title,
  detail,
  value,
  onSelect,
}: {
  icon?: LucideIcon;
  title: string;
  detail?: ReactNode;
  value: string;
  onSelect: () => void;
}) {
  return (
    <Command.Item value={value} onSelect={onSelect} className={ITEM}>
      {Icon && <Icon className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{title}</span>
        {detail && <span className="block truncate text-xs text-muted-foreground">{detail}</span>}
      </span>
    </Command.Item>
  );
}

/**
 * The one search (decision 210), from any page: actions and pages matched on the device, records
 * of every kind the person may open from the server, grouped by kind; arrows move, Enter opens.
 * "More" narrows to one kind and pages through it.
 */
export function SearchDialog({
  open,
  onOpenChange,
  pages,
  actions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pages: readonly SearchPage[];
  actions: readonly SearchAction[];
}) {
  const t = useMessages(searchMessages);
  const format = useFormat();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [narrow, setNarrow] = useState<{ kind: SearchKind; prompt?: string } | null>(null);
  const term = searchTerm(useDeferredValue(typed));
  const all = useSearchAnything(narrow ? '' : term);
  const one = useSearchKind(term, narrow?.kind ?? null);

  // Each search starts afresh: however it was closed (a choice, Escape, Ctrl K), it forgets what was typed.
  const [shown, setShown] = useState(open);
  if (shown !== open) {
    setShown(open);
    if (!open) {
      setTyped('');
      setNarrow(null);
    }
  }
  const go = (to: string) => {
    onOpenChange(false);
    void navigate(to);
  };
  const dateOf = (kind: SearchKind, hit: SearchHit) => {
    if (!hit.keyDate) return null;
    const date = format.calendarDate(hit.keyDate);
    return kind === 'ticket' ? t.pickup({ date }) : t.event({ date });
  };
  const detailOf = (kind: SearchKind, hit: SearchHit) => [hit.detail, dateOf(kind, hit)].filter(Boolean).join(' · ');
  const hitRows = (kind: SearchKind, hits: readonly SearchHit[]) =>
    hits.map((hit) => (
      <Row
        key={`${kind}:${hit.id}`}
        value={`${kind}:${hit.id}`}
        icon={HIT_PAGES[kind].icon}
        title={hit.title}
        detail={detailOf(kind, hit)}
        onSelect={() => go(HIT_PAGES[kind].path(hit))}
      />
    ));

  const folded = fold(term);
  const shownActions = narrow ? [] : actions.filter((a) => !folded || fold(t[a.key]).includes(folded));
  const shownPages = narrow || !folded ? [] : pages.filter((p) => fold(p.label).includes(folded));
  const query = narrow ? one : all;
  const groups = narrow ? [] : (all.data?.groups ?? []);
  const narrowHits = narrow ? hitsOf(one.data?.pages) : [];
  const found = shownActions.length + shownPages.length + groups.length + narrowHits.length > 0;

  let status: ReactNode = null;
  if (query.isError) status = <p className="px-3 py-6 text-center text-sm text-destructive">{t.failed}</p>;
  else if (term === '' && !found) status = <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t.typeToSearch}</p>;
  else if (query.isFetching && !found)
    status = (
      <p className="flex items-center justify-center gap-2 px-3 py-6 text-sm text-muted-foreground">
        <Spinner /> {t.searching}
      </p>
    );
  else if (term !== '' && !found) status = <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t.nothing({ term })}</p>;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={narrow?.prompt ?? t.title} className="gap-2 p-0 sm:max-w-xl" data-testid="search-dialog">
        <Command shouldFilter={false} loop label={t.label} className="flex min-h-0 flex-col">
          <div className="border-b border-border px-4 pb-3">
            <Command.Input
              value={typed}
              onValueChange={setTyped}
              placeholder={t.placeholder}
              enterKeyHint="search"
              autoComplete="off"
              spellCheck={false}
              className="h-11 w-full rounded-lg border border-input bg-background px-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
          </div>
          {/* Beside the list, not in it: a listbox holds only its options (axe aria-required-children). */}
          <div aria-live="polite">{status}</div>
          <Command.List className={`max-h-[60dvh] overflow-y-auto px-2 pb-3 ${HEADING}`} aria-busy={query.isFetching}>
            {narrow && (
              <Command.Group>
                <Row value="back" icon={ArrowLeft} title={t.back} onSelect={() => setNarrow(null)} />
              </Command.Group>
            )}
            {shownActions.length > 0 && (
              <Command.Group heading={t.actions}>
                {shownActions.map((a) => (
                  <Row
                    key={a.key}
                    value={`action:${a.key}`}
                    icon={a.icon}
                    title={t[a.key]}
                    onSelect={() => ('to' in a ? go(a.to) : setNarrow({ kind: a.narrowTo, prompt: t.recordPaymentFor }))}
                  />
                ))}
              </Command.Group>
            )}
            {groups.map((g) => (
              <Command.Group key={g.kind} heading={t[g.kind]}>
                {hitRows(g.kind, g.hits)}
                {g.nextCursor && (
                  <Row
                    value={`more:${g.kind}`}
                    icon={ChevronRight}
                    title={t.more({ kind: t[g.kind] })}
                    onSelect={() => setNarrow({ kind: g.kind })}
                  />
                )}
              </Command.Group>
            ))}
            {narrow && narrowHits.length > 0 && (
              <Command.Group heading={t[narrow.kind]}>
                {hitRows(narrow.kind, narrowHits)}
                {one.hasNextPage && (
                  <Row
                    value={`more:${narrow.kind}`}
                    icon={ChevronRight}
                    title={t.more({ kind: t[narrow.kind] })}
                    onSelect={() => void one.fetchNextPage()}
                  />
                )}
              </Command.Group>
            )}
            {shownPages.length > 0 && (
              <Command.Group heading={t.pages}>
                {shownPages.map((p) => (
                  <Row key={p.to} value={`page:${p.to}`} icon={p.icon} title={p.label} onSelect={() => go(p.to)} />
                ))}
              </Command.Group>
            )}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
