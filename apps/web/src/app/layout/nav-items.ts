import {
  BarChart3,
  Calendar,
  FileText,
  FolderKanban,
  LayoutDashboard,
  PenTool,
  Ruler,
  Settings,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Permission, User } from '@atelier/shared';
import { i18n } from '@/lib/i18n/i18n';
import { can } from '@/lib/permissions';

/** The sidebar's entry names, in the current language. */
export const navMessages = i18n('nav', {
  dashboard: 'Dashboard',
  clients: 'Clients',
  measurements: 'Measurements',
  patterns: 'Pattern Designer',
  aiPatterns: 'Pattern Generator',
  projects: 'Projects',
  invoices: 'Invoices',
  calendar: 'Calendar',
  analytics: 'Analytics',
  settings: 'Settings',
});

type NavKey = keyof ReturnType<typeof navMessages.get>;
/** `permission`: the entry shows only to a role holding it (decision 072). */
export type NavItem = { to: string; label: NavKey; icon: LucideIcon; permission?: Permission };

/** Sidebar entries, in order; Logout is a button after these. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'dashboard', icon: LayoutDashboard },
  { to: '/clients', label: 'clients', icon: Users },
  { to: '/measurements', label: 'measurements', icon: Ruler },
  { to: '/patterns', label: 'patterns', icon: PenTool },
  { to: '/ai-patterns', label: 'aiPatterns', icon: Sparkles },
  { to: '/projects', label: 'projects', icon: FolderKanban },
  { to: '/invoices', label: 'invoices', icon: FileText, permission: 'invoices.read' },
  { to: '/calendar', label: 'calendar', icon: Calendar },
  { to: '/analytics', label: 'analytics', icon: BarChart3, permission: 'analytics.read' },
  { to: '/settings', label: 'settings', icon: Settings },
];

/** The entries the user's role opens: staff see no Invoices and no Analytics. */
export function navItemsFor(user: Pick<User, 'studio'> | null): readonly NavItem[] {
  return NAV_ITEMS.filter((item) => !item.permission || can(user, item.permission));
}
