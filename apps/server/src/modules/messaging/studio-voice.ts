import type { Language } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { clients, workspaces, type ClientRow, type UserRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import type { DocumentBrand } from '../../lib/pdf-document.js';
import { userSettings } from '../../lib/user-settings.js';
import type { Actor } from '../../lib/actor.js';
import { createPortalLink, liveLinkOfClient, portalPageUrl } from '../portal/links.js';
import { mayHoldPortalKey, recordReveal } from '../portal/reveals.js';
import { studioHasFeature, studioOwner } from '../plans/rules.js';
import { documentBrand } from '../studio/brand.js';

/**
 * Who a message is from (decision 083): the studio's name it is signed with, its zone and phone
 * country, and the language it writes in: the client's when the message is to one (decision 128).
 */
export type StudioVoice = {
  workspaceId: string;
  /** The studio's name, or its owner's when the studio has none. */
  name: string;
  language: Language;
  zone: string;
  phoneCountry: string | null;
  owner: UserRow;
  brand: DocumentBrand;
};

export async function studioVoice(
  ctx: AppContext,
  workspaceId: string,
  now = new Date(),
  to?: Pick<ClientRow, 'language'>,
): Promise<StudioVoice> {
  const owner = await studioOwner(ctx.db, workspaceId);
  const [[workspace], brand] = await Promise.all([
    ctx.db.select({ phoneCountry: workspaces.phoneCountry }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1),
    documentBrand(ctx.db, workspaceId, now),
  ]);
  const settings = userSettings(owner);
  return {
    workspaceId,
    name: brand.name.trim() || `${owner.firstName} ${owner.lastName}`.trim(),
    language: to?.language ?? settings.language,
    zone: settings.timezone,
    phoneCountry: workspace?.phoneCountry ?? null,
    owner,
    brand,
  };
}

/** What a preview shows where a new portal link will go: the page's address, its token not made yet. */
const newLinkShape = (appUrl: string) => portalPageUrl(appUrl, '…');

/**
 * {portalLink}: the client's live link; on a plan with the portal and no live link, a new one is
 * made when the message is sent (a preview shows where it will go); on a plan without the portal
 * the placeholder is dropped (decision 083). The new link is made with the client's row locked, so
 * two messages at once make one link, not one that ends the other. The message's text is answered
 * to the sender, so the address goes in only for a sender who may hold it, recorded as shown to
 * them; for anyone else the placeholder is dropped as on a plan without the portal (decision 102).
 */
export async function portalLinkFor(
  ctx: AppContext,
  opts: { workspaceId: string; clientId: string; make: boolean; actor: Actor | null },
): Promise<{ url: string; isNew: boolean }> {
  // No actor: the server sends it to the client alone (a reminder), and no member reads the text.
  const { actor, workspaceId } = opts;
  if (actor && !mayHoldPortalKey(actor)) return { url: '', isNew: false };
  if (!(await studioHasFeature(ctx.db, workspaceId, 'clientPortal'))) return { url: '', isNew: false };
  const live = await liveLinkOfClient(ctx.db, ctx.totpKey, opts.clientId);
  if (live) {
    if (actor) await recordReveal(ctx.db, live.link.id, actor.user.id);
    return { url: portalPageUrl(ctx.config.appUrl, live.token), isNew: false };
  }
  if (!opts.make) return { url: newLinkShape(ctx.config.appUrl), isNew: true };
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, opts.clientId)).for('update');
    if (!locked) throw notFound(said('messaging.clientNotFound'));
    const found = await liveLinkOfClient(tx, ctx.totpKey, opts.clientId);
    const made =
      found ??
      (await createPortalLink(tx, ctx.totpKey, {
        workspaceId,
        clientId: opts.clientId,
        createdById: actor?.user.id ?? null,
        expiresAt: null,
      }));
    if (actor) await recordReveal(tx, made.link.id, actor.user.id);
    return { url: portalPageUrl(ctx.config.appUrl, made.token), isNew: !found };
  });
}

/** The client's row in the studio, or the 404 of a missing one. */
export async function clientOf(ctx: AppContext, workspaceId: string, clientId: string): Promise<ClientRow> {
  const [client] = await ctx.db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!client || client.workspaceId !== workspaceId) throw notFound(said('messaging.clientNotFound'));
  return client;
}
