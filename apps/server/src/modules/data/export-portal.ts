import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { clients, notifications, portalLinks } from '../../db/schema/index.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { toCsv } from '../../lib/csv.js';
import { presentNotification } from '../notifications/presenter.js';

/** One row per link the studio made; the token is never exported, nor its hash: a copy opens nothing. */
const LINK_COLUMNS = ['id', 'clientId', 'client', 'createdAt', 'expiresAt', 'revokedAt', 'lastOpenedAt', 'createdById'] as const;
const NOTICE_COLUMNS = ['id', 'kind', 'clientId', 'client', 'entityType', 'entityId', 'words', 'read', 'createdAt'] as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The client portal's part of the export (decision 082): every link of the studio, live or ended,
 * and every notice. Whatever the plan: a studio back on Free still holds what clients told it.
 */
export async function exportPortal(ctx: AppContext, actor: Actor) {
  requirePermission(actor, 'clients.read');
  const links = await ctx.db
    .select({ link: portalLinks, client: clients.name })
    .from(portalLinks)
    .innerJoin(clients, and(eq(clients.id, portalLinks.clientId), eq(clients.workspaceId, portalLinks.workspaceId)))
    .where(eq(portalLinks.workspaceId, actor.workspaceId))
    .orderBy(desc(portalLinks.createdAt), desc(portalLinks.id));
  const notices = await ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.workspaceId, actor.workspaceId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  const linksJson = links.map(({ link, client }) => ({
    id: link.id,
    clientId: link.clientId,
    clientName: client,
    createdAt: link.createdAt.toISOString(),
    expiresAt: iso(link.expiresAt),
    revokedAt: iso(link.revokedAt),
    lastOpenedAt: iso(link.lastOpenedAt),
    createdById: link.createdById,
  }));
  const noticesJson = notices.map(presentNotification);
  return {
    json: { portalLinks: linksJson, notifications: noticesJson },
    linksCsv: toCsv(
      LINK_COLUMNS,
      linksJson.map((l) => [l.id, l.clientId, l.clientName, l.createdAt, l.expiresAt, l.revokedAt, l.lastOpenedAt, l.createdById]),
    ),
    noticesCsv: toCsv(
      NOTICE_COLUMNS,
      noticesJson.map((n) => [n.id, n.kind, n.clientId, n.subject, n.entityType, n.entityId, n.body, n.read ? 'yes' : 'no', n.createdAt]),
    ),
  };
}
