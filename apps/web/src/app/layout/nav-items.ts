import type { LucideIcon } from 'lucide-react';
import { createContext, isValidElement, use, type ReactNode } from 'react';
import { createRoutesFromChildren, type RouteObject } from 'react-router';
import type { Permission, User } from '@atelier/shared';
import { i18n } from '@/lib/i18n/i18n';
import { can } from '@/lib/permissions';

/**
 * The menu's sections, in the order they are drawn, and their English titles (decision 209): a
 * studio's day, from what is on today, to the client, the work in the workroom, the stock it is
 * made from and the money it brings, then the studio itself. Their titles in other languages are
 * the 'nav-sections' catalogue.
 */
export const NAV_SECTIONS = {
  today: 'Today',
  clients: 'Clients',
  workroom: 'Workroom',
  stock: 'Stock',
  money: 'Money',
  studio: 'Studio',
} as const;
export type NavSection = keyof typeof NAV_SECTIONS;

/** The section titles in the current language. */
export const sectionMessages = i18n<Record<NavSection, string>>('nav-sections', { ...NAV_SECTIONS });

/**
 * The sidebar is read from the routes (decision 138): a page's `<Route>` in routes.tsx names its
 * entry in its `handle`, its name in English, its icon and its section (decision 209), so a new page
 * joins the sidebar where it is routed; its name in every other language is in the 'nav' catalogue
 * (declared.json, decision 203).
 */
type SidebarHandle = { sidebar: { key: string; label: string; icon: LucideIcon; section: NavSection } };

/** A route's `handle` for its sidebar entry: its key in the 'nav' catalog, its English name, its icon, its section. */
export function sidebarEntry(key: string, label: string, icon: LucideIcon, section: NavSection): SidebarHandle {
  return { sidebar: { key, label, icon, section } };
}

/**
 * `key` names the entry in the 'nav' catalog, whose texts are `label`. `permission`: the entry shows
 * only to a role holding it (decision 072), the one its page's guard asks.
 */
export type NavItem = SidebarHandle['sidebar'] & { to: string; permission?: Permission };

/** The entries in the routes' order, and their names in the current language. */
export type SidebarEntries = { items: readonly NavItem[]; messages: ReturnType<typeof i18n<Record<string, string>>> };

const joinPath = (parent: string, path: string) => `${parent.replace(/\/$/, '')}/${path}`;
/** The permission a guard element asks (RequirePermission's `permission`), if it is one. */
const guardOf = (element: ReactNode): Permission | undefined =>
  isValidElement<{ permission?: Permission }>(element) ? element.props.permission : undefined;

function itemsOf(routes: readonly RouteObject[], parent: string, permission: Permission | undefined): NavItem[] {
  return routes.flatMap((route) => {
    const to = route.path ? joinPath(parent, route.path) : parent;
    const guard = guardOf(route.element) ?? permission;
    const entry = (route.handle as Partial<SidebarHandle> | undefined)?.sidebar;
    const own: NavItem[] = entry ? [{ ...entry, to, ...(guard && { permission: guard }) }] : [];
    return [...own, ...itemsOf(route.children ?? [], to, guard)];
  });
}

/** The sidebar of a `<Routes>` element: each route with a sidebar handle, in order, under its guard's permission. */
export function sidebarOf(routes: ReactNode): SidebarEntries {
  const objects = createRoutesFromChildren(isValidElement<{ children?: ReactNode }>(routes) ? routes.props.children : routes);
  const items = itemsOf(objects, '', undefined);
  return { items, messages: i18n('nav', Object.fromEntries(items.map((item) => [item.key, item.label]))) };
}

/** Handed down by AppRoutes: the layout cannot import routes.tsx, which loads it (no cycles, decision 063). */
export const SidebarContext = createContext<SidebarEntries | null>(null);

export function useSidebarEntries(): SidebarEntries {
  const entries = use(SidebarContext);
  if (!entries) throw new Error('The sidebar reads its entries from the routes: render it inside AppRoutes.');
  return entries;
}

/** The entries the user's role opens: staff see no Invoices and no Analytics. */
export function navItemsFor(items: readonly NavItem[], user: Pick<User, 'studio'> | null): readonly NavItem[] {
  return items.filter((item) => !item.permission || can(user, item.permission));
}

/** One section as drawn: its key and the entries of it the role opens, in the routes' order. */
export type NavGroup = { section: NavSection; items: readonly NavItem[] };

/** The sections in their declared order, each with the entries the role opens; a section with none is left out. */
export function navSectionsFor(items: readonly NavItem[], user: Pick<User, 'studio'> | null): readonly NavGroup[] {
  const open = navItemsFor(items, user);
  return (Object.keys(NAV_SECTIONS) as NavSection[])
    .map((section) => ({ section, items: open.filter((item) => item.section === section) }))
    .filter((group) => group.items.length > 0);
}

/** The section of the page at `pathname`: the entry whose path it is or lies under (a ticket is under Tickets). */
export function sectionOf(items: readonly NavItem[], pathname: string): NavSection | undefined {
  const under = items.filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  // The longest path wins, should one entry's path lie under another's.
  return under.sort((a, b) => b.to.length - a.to.length)[0]?.section;
}
