import { ROLE_PERMISSIONS, SEARCH_KIND_NAMES, searchKindRule, STUDIO_ROLES, type GatedFeature, type Permission } from '@atelier/shared';
import { isValidElement } from 'react';
import { createRoutesFromChildren, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HIT_PAGES, SEARCH_ACTIONS } from '@/features/search';
import { APP_ROUTES } from './routes';

/**
 * The one search opens what the person's own screens open, no more (decision 210): each kind the
 * server lets a role find, and each action offered, is guarded on its page by the same permission
 * and plan feature. A kind or a page whose rules drift apart fails here.
 */
const routes = createRoutesFromChildren(
  isValidElement<{ children?: React.ReactNode }>(APP_ROUTES) ? APP_ROUTES.props.children : APP_ROUTES,
);

type Guard = { permission?: Permission; feature?: GatedFeature };

/** The guard of the page an address opens: the innermost RequirePermission around it, or none. */
function guardOf(address: string): { found: boolean; guard: Guard } {
  const path = new URL(address, 'https://atelier.test').pathname;
  const matches = matchRoutes(routes as RouteObject[], path) ?? [];
  const guard: Guard = {};
  for (const { route } of matches) {
    const props = isValidElement<Guard>(route.element) ? route.element.props : {};
    if (props.permission) Object.assign(guard, { permission: props.permission, feature: props.feature });
  }
  const found = matches.length > 0 && matches.at(-1)!.route.path !== '*';
  return { found, guard };
}

const holders = (permission: Permission) => STUDIO_ROLES.filter((role) => ROLE_PERMISSIONS[role].has(permission));

describe('the search opens only what the page would', () => {
  it.each(SEARCH_KIND_NAMES)('%s: found by the roles and plans its page opens to', (kind) => {
    const { found, guard } = guardOf(
      HIT_PAGES[kind].path({ id: '00000000-0000-4000-8000-000000000000', title: 'Robe', detail: '', keyDate: null }),
    );
    expect(found).toBe(true);
    const rule = searchKindRule(kind);
    expect(rule.feature).toBe(guard.feature);
    // A page with no guard opens to every role: then every role may find the kind.
    expect(holders(rule.permission)).toEqual(guard.permission ? holders(guard.permission) : [...STUDIO_ROLES]);
  });

  it.each(SEARCH_ACTIONS.map((a) => [a.key, a] as const))('%s: offered only to whom its page opens', (_key, action) => {
    if (!('to' in action)) {
      // Narrowing the search to a kind: the kind's own rule holds, and the action asks at least as much.
      const rule = searchKindRule(action.narrowTo);
      expect(holders(action.permission).every((role) => ROLE_PERMISSIONS[role].has(rule.permission))).toBe(true);
      return;
    }
    const { found, guard } = guardOf(action.to);
    expect(found).toBe(true);
    expect(action.feature ?? undefined).toBe(guard.feature);
    if (guard.permission) expect(holders(action.permission).every((role) => ROLE_PERMISSIONS[role].has(guard.permission!))).toBe(true);
  });
});
