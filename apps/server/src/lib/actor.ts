import type { SessionRow, UserRow, WorkspaceRole } from '../db/schema/index.js';
import { AppError } from './errors.js';

/**
 * Who is acting: the signed-in user, in one studio (workspace), with a role there (issue 7).
 * Every service takes it; access is decided by the workspace and a permission, never by
 * comparing user ids.
 */
export type Actor = {
  user: UserRow;
  session: SessionRow;
  workspaceId: string;
  role: WorkspaceRole;
};

/** What a role may do. The resources to come add their own lines here. */
const PERMISSIONS = [
  'clients.read',
  'clients.write',
  'clients.delete',
  'measurements.read',
  'measurements.write',
  'measurements.delete',
  'projects.read',
  'projects.write',
  'projects.delete',
  'invoices.read',
  'invoices.write',
  'invoices.delete',
  'calendar.read',
  'calendar.write',
  'calendar.delete',
  'patterns.read',
  'patterns.write',
  'patterns.delete',
  'dashboard.read',
  'analytics.read',
  'analytics.write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ALL = new Set<Permission>(PERMISSIONS);
/**
 * Owners and admins do everything; members (Enterprise teams, to come) keep the books but do not
 * delete clients, which takes a client's whole history with it (decision 011).
 */
const ROLE_PERMISSIONS: Record<WorkspaceRole, ReadonlySet<Permission>> = {
  owner: ALL,
  admin: ALL,
  // Invoices are financial records: members write them but do not delete them (issue 9).
  // Revenue targets are the owners' call (issue 11); members read the numbers.
  member: new Set(PERMISSIONS.filter((p) => p !== 'clients.delete' && p !== 'invoices.delete' && p !== 'analytics.write')),
};

export function can(actor: Pick<Actor, 'role'>, permission: Permission): boolean {
  return ROLE_PERMISSIONS[actor.role].has(permission);
}

/** 403 when the actor's role lacks the permission (the record's existence is not revealed). */
export function requirePermission(actor: Pick<Actor, 'role'>, permission: Permission): void {
  if (!can(actor, permission)) throw new AppError('FORBIDDEN', 'Your role in this studio does not allow that.');
}
