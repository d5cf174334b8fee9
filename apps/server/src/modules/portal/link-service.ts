import type { CreatePortalLinkBody, PortalLink } from '@atelier/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, portalLinks } from '../../db/schema/index.js';
import { requireAccess, requireRecord } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { requireFeature } from '../plans/rules.js';
import { createPortalLink, liveLinkOfClient, portalPageUrl } from './links.js';
import { presentPortalLink } from './presenter.js';
import { recordReveal, requirePortalKey } from './reveals.js';

const CLIENT = { table: clients, what: 'Client' } as const;
const DAY_MS = 24 * 3600_000;

async function clientName(db: Db, actor: Actor, clientId: string): Promise<string> {
  const [row] = await db
    .select({ name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, actor.workspaceId)))
    .limit(1);
  if (!row) throw notFound(said('portal.clientNotFound'));
  return row.name;
}

/**
 * The studio's side of a client's portal link (decision 082): access to the client first (another
 * studio's client is 404), then the plan for a new link. The answer carries the page's address,
 * which the studio may copy again while the link lives. Only portal.manage reaches a link, and
 * its address goes only to a caller that could write, recorded as shown to them (decision 102).
 */
export function portalLinkService(ctx: AppContext) {
  return {
    async get({ actor, clientId }: { actor: Actor; clientId: string }): Promise<PortalLink | null> {
      requirePortalKey(actor);
      const found = await liveLinkOfClient(ctx.db, ctx.totpKey, clientId);
      if (!found) return null;
      await recordReveal(ctx.db, found.link.id, actor.user.id);
      return presentPortalLink(found.link, found.token, ctx.config.appUrl);
    },

    /** A new link; the client's current one stops working in the same transaction. */
    async create({ actor, clientId, input }: { actor: Actor; clientId: string; input: CreatePortalLinkBody }): Promise<PortalLink> {
      requirePortalKey(actor);
      const now = new Date();
      const expiresAt = input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null;
      const made = await ctx.db.transaction(async (tx) => {
        // The client's row locked: two creates at once queue here, so one live link stays the rule.
        await requireRecord(tx, { ...CLIENT, actor, id: clientId, lock: true });
        const created = await createPortalLink(tx, ctx.totpKey, {
          workspaceId: actor.workspaceId,
          clientId,
          createdById: actor.user.id,
          expiresAt,
          now,
        });
        await recordReveal(tx, created.link.id, actor.user.id);
        const subject = await clientName(tx, actor, clientId);
        await recordActivity(tx, actor, { entityType: 'portal', entityId: clientId, action: 'created', subject, detail: 'link-created' });
        return created;
      });
      return presentPortalLink(made.link, made.token, ctx.config.appUrl);
    },

    /**
     * The address a document sent to the client's portal points to (a contract to sign, decision
     * 159): the client's live link, or a new one when there is none. The caller checked its own
     * access to the client; the plan must include the portal.
     */
    async addressFor({ actor, clientId }: { actor: Actor; clientId: string }): Promise<string> {
      await requireFeature(ctx.db, actor, 'clientPortal');
      const live = await liveLinkOfClient(ctx.db, ctx.totpKey, clientId);
      if (live) return portalPageUrl(ctx.config.appUrl, live.token);
      const made = await ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...CLIENT, actor, id: clientId, permission: 'contracts.write', lock: true });
        const again = await liveLinkOfClient(tx, ctx.totpKey, clientId);
        if (again) return again;
        const created = await createPortalLink(tx, ctx.totpKey, {
          workspaceId: actor.workspaceId,
          clientId,
          createdById: actor.user.id,
          expiresAt: null,
        });
        const subject = await clientName(tx, actor, clientId);
        await recordActivity(tx, actor, { entityType: 'portal', entityId: clientId, action: 'created', subject, detail: 'link-created' });
        return created;
      });
      return portalPageUrl(ctx.config.appUrl, made.token);
    },

    /** Ends the live link at once; with none there is nothing to do and nothing is logged. */
    async revoke({ actor, clientId }: { actor: Actor; clientId: string }): Promise<null> {
      const now = new Date();
      await ctx.db.transaction(async (tx) => {
        const ended = await tx
          .update(portalLinks)
          .set({ revokedAt: now })
          .where(and(eq(portalLinks.clientId, clientId), eq(portalLinks.workspaceId, actor.workspaceId), isNull(portalLinks.revokedAt)))
          .returning({ expiresAt: portalLinks.expiresAt });
        // An expired link ended by itself: revoking it too is tidying, not news for the log.
        if (!ended.some((l) => l.expiresAt === null || l.expiresAt > now)) return;
        const subject = await clientName(tx, actor, clientId);
        await recordActivity(tx, actor, { entityType: 'portal', entityId: clientId, action: 'deleted', subject, detail: 'link-revoked' });
      });
      return null;
    },
  };
}
