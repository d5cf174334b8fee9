import { Plus, ScanLine, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { User } from '@atelier/shared';
import { actionsFor } from '@/features/search';
import { cn } from '@/lib/cn';
import { i18n, useMessages } from '@/lib/i18n/i18n';

export const messages = i18n('counter-bar', { label: 'At the counter', newTicket: 'New ticket', scan: 'Scan' });

/** A new ticket is offered as the search offers it: its rule is declared once, with the search's actions (decision 210). */
const opensNewTicket = (user: User | null) => actionsFor(user).some((a) => a.key === 'newTicket');

/**
 * The counter's actions at hand on a phone (decision 209): a bar fixed at the foot of the screen
 * below lg, above the safe area, each target at least 44 px. Its height is `--counter-bar`
 * (index.css), which the pages' sticky bars, the page's padding and the toasts stand above.
 * `find` is the search's place, handed in by the layout.
 */
export function CounterBar({ user, find }: { user: User | null; find?: ReactNode }) {
  const t = useMessages(messages);
  return (
    <nav
      aria-label={t.label}
      data-counter-bar
      className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="flex h-16 items-stretch">
        {opensNewTicket(user) && <CounterLink to="/tickets/new" icon={Plus} label={t.newTicket} />}
        <CounterLink to="/scan" icon={ScanLine} label={t.scan} />
        {find && <li className="flex min-w-0 flex-1 items-stretch justify-center">{find}</li>}
      </ul>
    </nav>
  );
}

function CounterLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <li className="flex min-w-0 flex-1">
      <NavLink
        to={to}
        end
        className={({ isActive }) =>
          cn(
            'flex min-h-11 w-full flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
            isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
          )
        }
      >
        <Icon className="h-6 w-6" aria-hidden />
        <span className="max-w-full truncate px-1">{label}</span>
      </NavLink>
    </li>
  );
}
