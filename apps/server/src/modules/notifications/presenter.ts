import type { AppNotification, NotificationKind } from '@atelier/shared';
import type { NotificationRow } from '../../db/schema/index.js';

/** One notice as the bell lists it (decision 082): optional text "", references null. */
export function presentNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    // Stored as text so a kind retired later does not break old rows; new rows come from typed code.
    kind: row.kind as NotificationKind,
    clientId: row.clientId,
    entityType: row.entityType,
    entityId: row.entityId,
    subject: row.subject,
    body: row.body,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
