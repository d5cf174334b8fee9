import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAuthStore } from '@/features/auth';
import { cn } from '@/lib/cn';
import { i18n, params, useMessages } from '@/lib/i18n/i18n';
import { BrandMark } from '@/components/ui/brand';
import { SidebarNav } from './sidebar-nav';
import { sidebarDisplayName, sidebarPlanLabel } from './sidebar-user';
import { UserAvatar } from './user-avatar';

export const SIDEBAR_ID = 'app-sidebar';

export const messages = i18n('sidebar', {
  mainNavigation: 'Main navigation',
  logout: 'Logout',
  guest: 'Guest User',
  admin: 'Admin',
  basicUser: 'Basic User',
  plan: params('{plan} Plan'),
  free: 'Free',
  premium: 'Premium',
  enterprise: 'Enterprise',
});

/**
 * The protected area's navigation, by section (decision 209). On small screens it is an off-canvas
 * panel the layout opens and closes; from lg up it is always visible.
 */
export function Sidebar({
  open,
  onNavigate,
  onLogout,
  headerAction,
  find,
}: {
  open: boolean;
  onNavigate: () => void;
  onLogout: () => void;
  /** Beside the brand from lg up (the notifications bell); the phone's top bar has its own. */
  headerAction?: ReactNode;
  /** The one search's button (decision 210), above the menu from lg up; a phone's counter bar has its own. */
  find?: ReactNode;
}) {
  const user = useAuthStore((s) => s.user);
  const t = useMessages(messages);
  const planNames = { free: t.free, premium: t.premium, enterprise: t.enterprise };
  return (
    <aside
      id={SIDEBAR_ID}
      aria-label={t.mainNavigation}
      className={cn(
        'fixed inset-y-0 start-0 z-40 flex w-72 max-w-[85vw] flex-col border-e border-border bg-card transition-transform duration-200',
        'lg:sticky lg:top-0 lg:h-dvh lg:w-64 lg:translate-x-0',
        open ? 'translate-x-0 shadow-xl' : '-translate-x-full invisible lg:visible',
      )}
    >
      <div className="hidden h-16 items-center justify-between border-b border-border px-5 lg:flex">
        <BrandMark />
        {headerAction}
      </div>

      <div className="flex items-center gap-3 border-b border-border p-4" data-testid="sidebar-user">
        <UserAvatar user={user} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold" data-testid="sidebar-user-name">
            {sidebarDisplayName(user, t)}
          </p>
          <p className="truncate text-xs text-muted-foreground" data-testid="sidebar-plan-label">
            {sidebarPlanLabel(user, { ...t, planNames })}
          </p>
        </div>
      </div>

      {find && <div className="hidden px-3 pt-3 lg:block">{find}</div>}
      <SidebarNav user={user} onNavigate={onNavigate} />

      <div className="border-t border-border p-3">
        <button
          type="button"
          onClick={onLogout}
          className={cn(
            'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors',
            'hover:bg-destructive-soft hover:text-destructive',
          )}
        >
          <LogOut className="h-4 w-4" aria-hidden />
          {t.logout}
        </button>
      </div>
    </aside>
  );
}
