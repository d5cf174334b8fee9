import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { portalLinks, type PortalLinkRow } from '../../db/schema/index.js';
import { decryptSecret, encryptSecret } from '../../lib/sealed-text.js';
import { studioHasFeature } from '../plans/rules.js';

/** 32 random bytes, base64url: 256 bits, far past the 128 a guess would have to beat (decision 082). */
const newPortalToken = () => randomBytes(32).toString('base64url');

/** The link is looked up by this; the token itself is never stored in the clear. */
export const hashPortalToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A base64url token of the right length, checked before any database work. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The live link a token opens, or null: unknown, revoked, expired, or its studio is not on a plan
 * with the portal (decision 082: a studio back on Premium finds its links working again). Every
 * public portal route starts here; null is a 404 to the client, whatever the reason.
 */
export async function findLivePortalLink(db: Db, token: string, now = new Date()): Promise<PortalLinkRow | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [link] = await db
    .select()
    .from(portalLinks)
    .where(
      and(
        eq(portalLinks.tokenHash, hashPortalToken(token)),
        isNull(portalLinks.revokedAt),
        or(isNull(portalLinks.expiresAt), gt(portalLinks.expiresAt, now)),
      ),
    )
    .limit(1);
  if (!link) return null;
  return (await studioHasFeature(db, link.workspaceId, 'clientPortal')) ? link : null;
}

/** The page's address for a token, from APP_URL (decision 048), never from the request. */
export const portalPageUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/$/, '')}/portal/${token}`;

/**
 * A new link for the client, ending their live one, in the caller's transaction (the partial unique
 * index allows one live link a client). The caller has checked access and the plan. Answers the
 * row and its token (shown to the studio, never stored in the clear).
 */
export async function createPortalLink(
  tx: Db,
  key: Buffer,
  opts: { workspaceId: string; clientId: string; createdById: string | null; expiresAt: Date | null; now?: Date },
): Promise<{ link: PortalLinkRow; token: string }> {
  const now = opts.now ?? new Date();
  await tx
    .update(portalLinks)
    .set({ revokedAt: now })
    .where(and(eq(portalLinks.clientId, opts.clientId), isNull(portalLinks.revokedAt)));
  const token = newPortalToken();
  const [link] = await tx
    .insert(portalLinks)
    .values({
      workspaceId: opts.workspaceId,
      clientId: opts.clientId,
      tokenHash: hashPortalToken(token),
      tokenSealed: encryptSecret(key, token),
      createdById: opts.createdById,
      expiresAt: opts.expiresAt,
      createdAt: now,
    })
    .returning();
  return { link: link!, token };
}

/** The client's live link (not revoked, not expired), its token left sealed, or null; the plan is not judged here. */
export async function livePortalLink(db: Db, clientId: string, now = new Date()): Promise<PortalLinkRow | null> {
  const [link] = await db
    .select()
    .from(portalLinks)
    .where(
      and(
        eq(portalLinks.clientId, clientId),
        isNull(portalLinks.revokedAt),
        or(isNull(portalLinks.expiresAt), gt(portalLinks.expiresAt, now)),
      ),
    )
    .limit(1);
  return link ?? null;
}

/** The client's live link and its token, or null; the plan is not judged here. */
export async function liveLinkOfClient(
  db: Db,
  key: Buffer,
  clientId: string,
  now = new Date(),
): Promise<{ link: PortalLinkRow; token: string } | null> {
  const link = await livePortalLink(db, clientId, now);
  return link ? { link, token: decryptSecret(key, link.tokenSealed) } : null;
}
