import type { LucideIcon } from 'lucide-react';
import { createContext, isValidElement, use, type ReactNode } from 'react';
import { createRoutesFromChildren, type RouteObject } from 'react-router';
import type { Permission, User } from '@atelier/shared';
import { i18n } from '@/lib/i18n/i18n';
import { can } from '@/lib/permissions';

/**
 * The sidebar is read from the routes (decision 138): a page's `<Route>` in routes.tsx names its
 * entry in its `handle`, its name in English and its icon, so a new page joins the sidebar where it
 * is routed; its name in every other language is in the 'nav' catalogue (declared.json, decision 203).
 */
type SidebarHandle = { sidebar: { key: string; label: string; icon: LucideIcon } };

/** A route's `handle` for its sidebar entry: its key in the 'nav' catalog, its English name, its icon. */
export function sidebarEntry(key: string, label: string, icon: LucideIcon): SidebarHandle {
  return { sidebar: { key, label, icon } };
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
