import type { NotificationKind } from '@atelier/shared';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { assertWritten } from '../../lib/sql-rows.js';

export type StudioNotice = {
  workspaceId: string;
  kind: NotificationKind;
  clientId: string | null;
  entityType: string;
  entityId: string | null;
  /** The client's name as it is now. */
  subject: string;
  /** The client's own words, or "". */
  body?: string;
  /** Told in the bell only, never mailed (a material running low, decision 144). */
  inAppOnly?: boolean;
};

/**
 * Tells the studio in the app that a client did something through the portal (decision 082), in
 * the caller's transaction, so the notice and the change it tells of are written together. The
 * owner's mail about it (when their clientMessages setting is on) is durable work in the same row:
 * `mailed_at` stays null until notice-mail.ts sends it, after this transaction commits, and a
 * rolled-back change mails nothing. Answers the notice's id: a client's message keeps it as its
 * read state (decision 131).
 */
export async function notifyStudio(tx: Db, { inAppOnly, ...notice }: StudioNotice): Promise<string> {
  const [row] = await tx
    .insert(notifications)
    // A notice told in the app only is written handled: the mail worker never claims it.
    .values({ ...notice, body: notice.body ?? '', ...(inAppOnly ? { mailedAt: new Date() } : {}) })
    .returning({ id: notifications.id });
  assertWritten(row, 'notification insert');
  return row.id;
}
