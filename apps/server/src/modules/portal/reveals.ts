import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clients, portalLinkReveals, portalLinks } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import { mayHoldWriteKey, requireWriteKey, type Actor } from '../../lib/actor.js';

/*
 * A portal link's address is a key: whoever holds it reads the client's page, invoices included,
 * and writes to the studio through it (decision 102). It is handed only to a member who may manage
 * links (portal.manage) and could write, and each member it was handed to is recorded, so the
 * links they hold end when they leave the studio or lose the permission.
 */

/** Refuses the caller a link's address: 403 without portal.manage, or with a read-only API token. */
export const requirePortalKey = (actor: Actor) => requireWriteKey(actor, 'portal.manage');

/** Whether the caller may be handed a link's address (a message's {portalLink} is left out otherwise). */
export const mayHoldPortalKey = (actor: Actor) => mayHoldWriteKey(actor, 'portal.manage');

/** Records that the link's address was handed to the member, in the caller's transaction. */
export async function recordReveal(tx: Db, linkId: string, userId: string): Promise<void> {
  await tx.insert(portalLinkReveals).values({ linkId, userId }).onConflictDoNothing();
}

/**
 * Revokes every live link of the studio whose address the member was handed, each logged as a
 * revocation by `byUserId` (the member removing them, or the one leaving). The studio makes a new link
 * when the client needs one again.
 */
export async function revokeLinksRevealedTo(tx: Db, opts: { userId: string; workspaceId: string; byUserId: string }): Promise<void> {
  const now = new Date();
  const shown = tx.select({ id: portalLinkReveals.linkId }).from(portalLinkReveals).where(eq(portalLinkReveals.userId, opts.userId));
  const ended = await tx
    .update(portalLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(portalLinks.workspaceId, opts.workspaceId),
        isNull(portalLinks.revokedAt),
        or(isNull(portalLinks.expiresAt), gt(portalLinks.expiresAt, now)),
        inArray(portalLinks.id, shown),
      ),
    )
    .returning({ clientId: portalLinks.clientId });
  if (ended.length === 0) return;
  const named = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(
      inArray(
        clients.id,
        ended.map((l) => l.clientId),
      ),
    );
  await recordActivity(
    tx,
    { workspaceId: opts.workspaceId, user: { id: opts.byUserId } },
    ...named.map((c) => ({
      entityType: 'portal' as const,
      entityId: c.id,
      action: 'deleted' as const,
      subject: c.name,
      detail: 'link-revoked',
    })),
  );
}
