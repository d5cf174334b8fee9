import { PAGE_LIMITS, type NotificationKind, type notificationListQuerySchema, type Permission } from '@atelier/shared';
import { and, count, desc, eq, inArray, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notifications, type NotificationRow } from '../../db/schema/index.js';
import { can, requirePermission, type Actor } from '../../lib/actor.js';
import { isUuid } from '../../lib/ids.js';
import { positionText, readPage, type PageResult } from '../../lib/pages.js';

type ListQuery = z.output<typeof notificationListQuerySchema>;

/** Notices only some roles are told of: a material running low is for those who buy it (decision 144). */
const TOLD_ONLY_TO: Partial<Record<NotificationKind, Permission>> = {
  'material-low': 'materials.write',
  // A quote's answer carries its money: told to those who read quotes (decision 158).
  'quote-accepted': 'quotes.read',
  'quote-declined': 'quotes.read',
  'contract-signed': 'contracts.read',
  // Who has a rental out is told to those who read rentals (decision 228).
  'rental-late': 'rentals.read',
};

/** The notices the actor's role is told of: a condition on every read and mark of the bell. */
function toldTo(actor: Actor): SQL | undefined {
  const hidden = Object.entries(TOLD_ONLY_TO).flatMap(([kind, permission]) => (can(actor, permission) ? [] : [kind]));
  return hidden.length > 0 ? notInArray(notifications.kind, hidden) : undefined;
}

/** The studio's unread notices the actor is told of: what the bell shows. */
export async function unreadCount(db: Db, actor: Actor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.workspaceId, actor.workspaceId), isNull(notifications.readAt), toldTo(actor)));
  return row?.n ?? 0;
}

/**
 * What clients did through the portal, told to the studio (decision 082). Notices are the
 * studio's, not a member's: any member who reads clients sees them, and one who marks them read
 * marks them read for the studio.
 */
export function notificationService(ctx: AppContext) {
  return {
    /** A page, newest first (decision 069); without `limit` the first screenful, since the list only grows. */
    async list({ actor, query }: { actor: Actor; query: ListQuery }): Promise<PageResult<NotificationRow> & { unread: number }> {
      requirePermission(actor, 'clients.read');
      const { limit, cursor, ...filters } = query;
      const onlyUnread = filters.unread === 'true';
      const page = await readPage({
        key: ctx.pageKey,
        scope: { list: 'notifications', workspaceId: actor.workspaceId, filters },
        page: { limit: limit ?? PAGE_LIMITS.screen, cursor },
        order: { at: notifications.createdAt, id: notifications.id },
        read: async (after, take) => {
          const rows = await ctx.db
            .select({ row: notifications, at: positionText(notifications.createdAt) })
            .from(notifications)
            .where(
              and(
                eq(notifications.workspaceId, actor.workspaceId),
                toldTo(actor),
                onlyUnread ? isNull(notifications.readAt) : undefined,
                after,
              ),
            )
            .orderBy(desc(notifications.createdAt), desc(notifications.id))
            .limit(take);
          return rows.map((r) => ({ row: r.row, at: r.at, id: r.row.id }));
        },
      });
      return { ...page, unread: await unreadCount(ctx.db, actor) };
    },

    /**
     * Marks the named notices read, or every one when none are named; an id that is not one of the
     * studio's notices is passed over, as a notice read already is. Answers what stays unread.
     */
    async markRead({ actor, ids }: { actor: Actor; ids: string[] | undefined }): Promise<number> {
      requirePermission(actor, 'clients.read');
      const named = ids?.filter(isUuid);
      if (ids === undefined || (named && named.length > 0)) {
        const which: SQL | undefined = named ? inArray(notifications.id, named) : undefined;
        await ctx.db
          .update(notifications)
          .set({ readAt: new Date() })
          .where(and(eq(notifications.workspaceId, actor.workspaceId), isNull(notifications.readAt), toldTo(actor), which));
      }
      return unreadCount(ctx.db, actor);
    },
  };
}
