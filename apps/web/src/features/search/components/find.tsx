import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { searchMessages } from '../messages';

// The dialog and its command list load the first time a person searches, not with every page.
const SearchDialog = lazy(() => import('./search-dialog').then((m) => ({ default: m.SearchDialog })));

type DialogProps = Omit<ComponentProps<typeof SearchDialog>, 'open' | 'onOpenChange'>;

/** Whether a key press is typing in a field, where '/' is a character and not the search's key. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The one search's state (decision 210): open from a Find button, from '/' outside a field, and
 * from Ctrl K or ⌘ K anywhere. `dialog` is drawn once the search was first opened.
 */
export function useFind(props: DialogProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const chord = (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k';
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing(e.target);
      if (!chord && !slash) return;
      e.preventDefault();
      setOpened(true);
      setOpen((was) => (chord ? !was : true));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  const dialog = opened ? (
    <Suspense fallback={null}>
      <SearchDialog open={open} onOpenChange={setOpen} {...props} />
    </Suspense>
  ) : null;
  return { open, show, dialog };
}

/** The Find button: a search field's look on a desk, with its keyboard hint; an icon and its name on a phone's bars. */
export function FindButton({ onClick, variant, className }: { onClick: () => void; variant: 'field' | 'bar'; className?: string }) {
  const t = useMessages(searchMessages);
  if (variant === 'bar')
    return (
      <button
        type="button"
        onClick={onClick}
        aria-keyshortcuts="/ Control+K Meta+K"
        className={cn('flex min-h-11 min-w-11 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors', className)}
      >
        <Search className="h-6 w-6" aria-hidden />
        <span className="max-w-full truncate px-1">{t.find}</span>
      </button>
    );
  return (
    <button
      type="button"
      onClick={onClick}
      aria-keyshortcuts="/ Control+K Meta+K"
      title={t.findHint}
      className={cn(
        'flex h-10 w-full items-center gap-2 rounded-lg border border-input bg-background px-3 text-sm text-muted-foreground hover:bg-muted',
        className,
      )}
    >
      <Search className="h-4 w-4" aria-hidden />
      <span className="flex-1 truncate text-start">{t.find}</span>
      <kbd className="rounded border border-border px-1.5 text-xs" aria-hidden>
        /
      </kbd>
    </button>
  );
}
