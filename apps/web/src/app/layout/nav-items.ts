import { BarChart3, Calendar, FileText, FolderKanban, LayoutDashboard, PenTool, Ruler, Settings, Sparkles, Users, type LucideIcon } from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon };

/** Sidebar entries in the spec's order (section 2); Logout is a button after these. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/clients', label: 'Clients', icon: Users },
  { to: '/measurements', label: 'Measurements', icon: Ruler },
  { to: '/patterns', label: 'Pattern Designer', icon: PenTool },
  { to: '/ai-patterns', label: 'AI Patterns', icon: Sparkles },
  { to: '/projects', label: 'Projects', icon: FolderKanban },
  { to: '/invoices', label: 'Invoices', icon: FileText },
  { to: '/calendar', label: 'Calendar', icon: Calendar },
  { to: '/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/settings', label: 'Settings', icon: Settings },
];
