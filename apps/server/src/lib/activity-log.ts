import type { ActivityAction, ActivityEntity } from '@atelier/shared';
import type { Db } from '../db/client.js';
import { activityEntries } from '../db/schema/index.js';
import type { Actor } from './actor.js';

export type ActivityInput = {
  entityType: ActivityEntity;
  entityId: string;
  action: ActivityAction;
  /** The record's name as it is now (a client's name, an invoice number). */
  subject?: string;
  /** The new status's label, a payment's amount: what the sentence needs besides the subject. */
  detail?: string;
};

/** Who an entry names: a member, or no one for what a client did on the portal (decision 084). */
export type ActivityActor = { workspaceId: string; user: Pick<Actor['user'], 'id'> | null };

/**
 * Writes activity-log entries. Call it with the transaction that makes the change, so
 * an entry exists exactly when its change does; the entries belong to the actor's studio. A
 * client acting through the portal has no account: `user` null (decision 084).
 */
export async function recordActivity(tx: Db, actor: ActivityActor, ...entries: ActivityInput[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(activityEntries).values(
    entries.map((e) => ({
      workspaceId: actor.workspaceId,
      actorId: actor.user?.id ?? null,
      entityType: e.entityType,
      entityId: e.entityId,
      action: e.action,
      subject: e.subject ?? '',
      detail: e.detail ?? '',
    })),
  );
}

/**
 * Entries of what a studio's client did through the portal (decision 082): no member acted, so
 * they have no actor and show no name. Written in the transaction of the change, as recordActivity.
 */
export async function recordClientActivity(tx: Db, workspaceId: string, ...entries: ActivityInput[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(activityEntries).values(
    entries.map((e) => ({
      workspaceId,
      actorId: null,
      entityType: e.entityType,
      entityId: e.entityId,
      action: e.action,
      subject: e.subject ?? '',
      detail: e.detail ?? '',
    })),
  );
}

/**
 * 'status-changed' when the status moved, else 'updated' (a status change is what the dashboard
 * reader cares about: "Project Wedding gown marked Completed").
 */
export function updateAction(before: string, after: string | undefined): ActivityAction {
  return after !== undefined && after !== before ? 'status-changed' : 'updated';
}
