import type { SessionRow, UserRow, WorkspaceRole } from '../db/schema/index.js';
import {
  planIncludes,
  ROLE_PERMISSIONS,
  TOKEN_EXCLUDED,
  type Permission,
  type PlanHolder,
  type StudioMembership,
  type UserSettings,
} from '@atelier/shared';
import { AppError } from './errors.js';
import { said } from './said.js';
import type { RefusalKey } from './refusals/index.js';

/** The settings that are the studio's, kept on its owner's row (decision 073): every member works in them. */
export type StudioSettings = Pick<UserSettings, 'currency' | 'timezone' | 'paperSize' | 'conventionsConfirmedAt'>;

/**
 * The user's studio as their answers show it, the plan that applies there (the owner's, decision
 * 072) and the studio's currency, time zone and paper size (decision 073).
 */
export type UserStudio = { studio: StudioMembership; planHolder: PlanHolder; settings: StudioSettings };

/** An API token the request came with (decision 074): whose, and whether it may write. */
export type ActorToken = { id: string; scope: 'read' | 'write' };

/**
 * Who is acting: the signed-in user, in one studio (workspace), with a role there (decision 019).
 * Every service takes it; access is decided by the workspace and a permission, never by
 * comparing user ids. A request with an API token has no session, and the token's permissions
 * (decision 074).
 */
export type Actor = {
  user: UserRow;
  /** The signed-in device; null for a request made with an API token. */
  session: SessionRow | null;
  token: ActorToken | null;
  workspaceId: string;
  role: WorkspaceRole;
  /** What this request may do: the role's permissions, less what no token may do when it came with one. */
  permissions: ReadonlySet<Permission>;
  /**
   * False for a member other than the owner, and for any token, while the studio is not on
   * Enterprise (decision 072): studio calls answer 403 FEATURE_NOT_AVAILABLE until it returns.
   */
  teamActive: boolean;
  /** The studio as the user's answers show it, read with the session (decision 168). */
  studio: UserStudio;
};

/** The permissions of a role, narrowed for a token: the role's roles are named once, in the contract (decision 072). */
export function permissionsFor(role: WorkspaceRole, token: ActorToken | null): ReadonlySet<Permission> {
  const granted = ROLE_PERMISSIONS[role];
  if (!token) return granted;
  return new Set([...granted].filter((p) => !TOKEN_EXCLUDED.has(p)));
}

export function can(actor: Pick<Actor, 'permissions'>, permission: Permission): boolean {
  return actor.permissions.has(permission);
}

/**
 * The sentences of the 403s that access itself answers, one per reason, so a refusal says why and
 * the role matrix test tells an access refusal from a route's own rule (decisions 072 and 074).
 */
export const ACCESS_REFUSALS = {
  role: 'Your role in this studio does not allow that.',
  /** Account routes (profile, password, sessions, 2FA, deletion) need a person signed in. */
  tokenAccount: 'API tokens cannot manage the account. Sign in to do that.',
  tokenExcluded: 'API tokens cannot manage API tokens, the team, billing or the payout account. Sign in to do that.',
  readOnly: 'This API token is read-only.',
} as const;

/** ACCESS_REFUSALS by key, in the reader's language (decision 200). */
const ACCESS_REFUSAL_KEYS = {
  role: 'session.roleRefused',
  tokenAccount: 'session.tokenNotForAccount',
  tokenExcluded: 'session.tokenExcluded',
  readOnly: 'session.tokenReadOnly',
} as const satisfies Record<keyof typeof ACCESS_REFUSALS, RefusalKey>;

/** The 403 of ACCESS_REFUSALS[which], said by key. */
export const accessRefused = (which: keyof typeof ACCESS_REFUSALS) => new AppError('FORBIDDEN', said(ACCESS_REFUSAL_KEYS[which]));

/** 403 when the actor's role lacks the permission (the record's existence is not revealed). */
export function requirePermission(actor: Pick<Actor, 'permissions'>, permission: Permission): void {
  if (!can(actor, permission)) throw accessRefused('role');
}

/**
 * A key that writes (a portal link's address) goes only to a caller that could write: the role's
 * permission, and no read-only API token (decision 102). The route refuses the token first; a
 * service that hands such a key out checks again, wherever it is called from.
 */
export function requireWriteKey(actor: Pick<Actor, 'permissions' | 'token'>, permission: Permission): void {
  requirePermission(actor, permission);
  if (actor.token?.scope === 'read') throw accessRefused('readOnly');
}

/** Whether requireWriteKey would let the caller have the key. */
export const mayHoldWriteKey = (actor: Pick<Actor, 'permissions' | 'token'>, permission: Permission): boolean =>
  can(actor, permission) && actor.token?.scope !== 'read';

/** The signed-in device of a call that needs one (the account's own sessions): a token has none (decision 074). */
export function sessionOf(actor: Actor): SessionRow {
  if (!actor.session) throw accessRefused('tokenAccount');
  return actor.session;
}

/**
 * Members other than the owner work only while the studio is on Enterprise (decision 072); the
 * owner always reaches their own studio, whatever its plan.
 */
export function teamActive(role: WorkspaceRole, planHolder: PlanHolder, now = new Date()): boolean {
  return role === 'owner' || planIncludes(planHolder, 'team', now);
}

/** A studio's API tokens work only while it is on Enterprise, the owner's included (decision 074). */
export function apiTokensActive(planHolder: PlanHolder, now = new Date()): boolean {
  return planIncludes(planHolder, 'apiTokens', now);
}
