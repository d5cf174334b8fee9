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
import { i18n } from '@/lib/i18n/i18n';

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
export type NavItem = { to: string; label: NavKey; icon: LucideIcon };

/** Sidebar entries, in order; Logout is a button after these. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'dashboard', icon: LayoutDashboard },
  { to: '/clients', label: 'clients', icon: Users },
  { to: '/measurements', label: 'measurements', icon: Ruler },
  { to: '/patterns', label: 'patterns', icon: PenTool },
  { to: '/ai-patterns', label: 'aiPatterns', icon: Sparkles },
  { to: '/projects', label: 'projects', icon: FolderKanban },
  { to: '/invoices', label: 'invoices', icon: FileText },
  { to: '/calendar', label: 'calendar', icon: Calendar },
  { to: '/analytics', label: 'analytics', icon: BarChart3 },
  { to: '/settings', label: 'settings', icon: Settings },
];
