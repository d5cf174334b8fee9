import { ROLE_PERMISSIONS, type Permission, type User } from '@atelier/shared';
import { useOutletContext } from 'react-router';
import type { SessionContext } from './session-context';

/**
 * What the signed-in person's role opens in their studio (decision 072): the server answers
 * `user.studio.permissions` and refuses the rest anyway; the web only leaves out what would be
 * refused. A stored user from before studios had no `studio`: they were the owner of their own.
 */
export function can(user: Pick<User, 'studio'> | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  const permissions = user.studio?.permissions ?? [...ROLE_PERMISSIONS.owner];
  return permissions.includes(permission);
}

/** Whether any of the permissions is held (the Data tab opens with the export or the import). */
export function canAny(user: Pick<User, 'studio'> | null | undefined, permissions: readonly Permission[]): boolean {
  return permissions.some((p) => can(user, p));
}

/**
 * False for a member of a studio that left Enterprise: every studio call is refused until the
 * owner returns to it, so the app shows one panel instead of pages that cannot load.
 */
export function studioActive(user: Pick<User, 'studio'> | null | undefined): boolean {
  return user?.studio?.active ?? true;
}

/**
 * Whether the session's role holds a permission, for a component inside the app layout. Outside
 * it (no session context: a test, a public page) nothing is hidden: the server still decides.
 */
export function useCan(permission: Permission): boolean {
  const user = useOutletContext<SessionContext | null>()?.user;
  return !user || can(user, permission);
}
