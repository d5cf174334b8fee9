import type { SessionRow, UserRow, WorkspaceRole } from '../db/schema/index.js';
import { PERMISSIONS, type Permission } from '@atelier/shared';
import { AppError } from './errors.js';

/**
 * Who is acting: the signed-in user, in one studio (workspace), with a role there (decision 019).
 * Every service takes it; access is decided by the workspace and a permission, never by
 * comparing user ids.
 */
export type Actor = {
  user: UserRow;
  session: SessionRow;
  workspaceId: string;
  role: WorkspaceRole;
};

// The permissions are named once, in the contract (packages/shared permissions.ts); which role holds which is here.
const ALL = new Set<Permission>(PERMISSIONS);
/**
 * Owners and admins do everything; members (Enterprise teams, to come) keep the books but do not
 * delete clients, which takes a client's whole history with it (decision 011).
 */
export const ROLE_PERMISSIONS: Record<WorkspaceRole, ReadonlySet<Permission>> = {
  owner: ALL,
  admin: ALL,
  // Invoices are financial records: members write them but do not delete them.
  // Revenue targets are the owners' call; members read the numbers.
  member: new Set(PERMISSIONS.filter((p) => p !== 'clients.delete' && p !== 'invoices.delete' && p !== 'analytics.write')),
};

export function can(actor: Pick<Actor, 'role'>, permission: Permission): boolean {
  return ROLE_PERMISSIONS[actor.role].has(permission);
}

/** 403 when the actor's role lacks the permission (the record's existence is not revealed). */
export function requirePermission(actor: Pick<Actor, 'role'>, permission: Permission): void {
  if (!can(actor, permission)) throw new AppError('FORBIDDEN', 'Your role in this studio does not allow that.');
}
