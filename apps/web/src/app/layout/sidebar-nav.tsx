import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { User } from '@atelier/shared';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/i18n';
import { useFoldedSections } from './nav-folds';
import { navSectionsFor, sectionMessages, sectionOf, useSidebarEntries, type NavGroup } from './nav-items';

/**
 * The sidebar's entries by section (decision 209), each section's title a button that folds its
 * list; the folds are kept on the device. The section of the page on screen stays open, so the
 * current entry is never hidden.
 */
export function SidebarNav({ user, onNavigate }: { user: User | null; onNavigate: () => void }) {
  const sidebar = useSidebarEntries();
  const { pathname } = useLocation();
  const { folded, toggle } = useFoldedSections();
  const current = sectionOf(sidebar.items, pathname);
  return (
    <nav className="flex-1 overflow-y-auto p-3">
      <ul className="space-y-2">
        {navSectionsFor(sidebar.items, user).map((group) => (
          <SidebarSection
            key={group.section}
            group={group}
            current={group.section === current}
            open={group.section === current || !folded.has(group.section)}
            onToggle={() => toggle(group.section)}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </nav>
  );
}

function SidebarSection({
  group,
  current,
  open,
  onToggle,
  onNavigate,
}: {
  group: NavGroup;
  current: boolean;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const titles = useMessages(sectionMessages);
  const nav = useMessages(useSidebarEntries().messages);
  const listId = `${useId()}-${group.section}`;
  return (
    <li data-testid={`nav-section-${group.section}`}>
      {/* The current page's section cannot fold: it says so rather than ignoring the press silently. */}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-disabled={current || undefined}
        onClick={current ? undefined : onToggle}
        className={cn(
          'flex min-h-9 w-full items-center justify-between rounded-md px-3 py-1.5',
          'text-xs font-semibold tracking-wide text-muted-foreground uppercase transition-colors',
          !current && 'hover:bg-muted hover:text-foreground',
        )}
      >
        {titles[group.section]}
        <ChevronDown className={cn('h-4 w-4 transition-transform', !open && '-rotate-90', current && 'opacity-40')} aria-hidden />
      </button>
      <ul id={listId} hidden={!open} className="mt-0.5 space-y-0.5">
        {group.items.map(({ to, key, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  isActive ? 'bg-primary/10 text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )
              }
            >
              <Icon className="h-4 w-4" aria-hidden />
              {nav[key]}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
