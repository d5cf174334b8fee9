import type { ReactNode } from 'react';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { inlineLinkClasses, standaloneLinkClasses } from '@/components/ui/link-styles';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { clientPageMessages } from '../page-messages';

/** Where a section's whole list is: another screen filtered by the client (a link), or a dialog (a button). */
export type SeeAll = { to: string } | { onOpen: () => void };

/**
 * One section of the client page (decision 126): its title with how many there are in all, the
 * first items, and 'See all' where a screen lists them all for this client. Empty, it says so.
 */
export function OverviewSection({
  id,
  title,
  count,
  name,
  seeAll,
  emptyText,
  isEmpty,
  testId,
  className,
  badge,
  children,
}: {
  /** The section's anchor, for a link to it (a notice's reply opens `#conversation`). */
  id?: string;
  title: string;
  /** How many there are in all; null for a section without a count (the notes). */
  count: number | null;
  /** The client's name, for the 'See all' link's full name. */
  name: string;
  seeAll?: SeeAll;
  emptyText: string;
  isEmpty: boolean;
  testId: string;
  className?: string;
  /** Beside the count: what needs the tailor's eye (the conversation's unread, decision 131). */
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const t = useMessages(clientPageMessages);
  const headingId = useId();
  const label = t.seeAllOf({ section: title.toLowerCase(), name });
  const linkClasses = cn(inlineLinkClasses, standaloneLinkClasses, 'shrink-0 text-sm');
  return (
    <Card className={cn('min-w-0 p-4 sm:p-5', className)}>
      <section id={id} aria-labelledby={headingId} data-testid={testId} className="scroll-mt-20">
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2 id={headingId} className="flex min-w-0 items-baseline gap-2 text-lg font-semibold">
            <span className="truncate">{title}</span>
            {count !== null && (
              <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground tabular-nums">
                <span className="sr-only">, </span>
                {count}
              </span>
            )}
            {badge}
          </h2>
          {seeAll && count !== 0 && 'to' in seeAll && (
            <AppLink to={seeAll.to} aria-label={label} className={linkClasses}>
              {t.seeAll}
            </AppLink>
          )}
          {seeAll && 'onOpen' in seeAll && (
            <button type="button" onClick={seeAll.onOpen} aria-label={label} className={cn(linkClasses, 'cursor-pointer')}>
              {t.seeAll}
            </button>
          )}
        </div>
        {isEmpty ? <p className="text-sm text-muted-foreground">{emptyText}</p> : children}
      </section>
    </Card>
  );
}

/** A section's list: one row per item, divided, wrapping on a phone. */
export function OverviewList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="divide-y divide-border" aria-label={label}>
      {children}
    </ul>
  );
}
