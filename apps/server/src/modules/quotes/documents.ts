import type { PortalQuote, Quote } from '@atelier/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { quotes, type PortalLinkRow } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { isUuid } from '../../lib/ids.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { userSettings } from '../../lib/user-settings.js';
import { clientOf, studioOf } from '../invoices/documents.js';
import { pdfFileName } from '../invoices/pdf-text.js';
import { todayIn } from '../invoices/queries.js';
import { claimClientMessage } from '../plans/client-mail.js';
import { requireFeature, studioOwner } from '../plans/rules.js';
import { boundPortalPdf, portalWorkLine } from '../portal/guard.js';
import { createPortalLink, liveLinkOfClient, portalPageUrl } from '../portal/links.js';
import type { QuotePdfInput } from './pdf.js';
import { presentPortalQuote, presentQuote } from './presenter.js';
import { loadQuote, loadQuotes } from './queries.js';
import { quoteMail } from './quote-mail.js';
import { lockedQuote, type QuoteService } from './service.js';

/** How many of a client's quotes the portal lists: years of them for one client. */
const PORTAL_QUOTES_MAX = 50;

/**
 * The quote's PDF and sending (decision 158): drawn in the worker pool under the studio's bound
 * (decisions 054, 097), in the client's language (decision 128); the portal's own downloads are
 * held to the portal's bounds and line (decision 102).
 */
export function quoteDocuments(ctx: AppContext, service: QuoteService) {
  async function input(workspaceId: string, quote: Quote): Promise<QuotePdfInput> {
    const owner = await studioOwner(ctx.db, workspaceId);
    return { quote, studio: await studioOf(ctx, owner, workspaceId), client: await clientOf(ctx, workspaceId, quote.client.id) };
  }

  async function render(actor: Actor, quote: Quote) {
    // After the access check (another studio's quote is 404), before the CPU is spent (decision 054).
    await boundStudio(ctx.limiter, 'quotePdf', actor.workspaceId);
    const made = await input(actor.workspaceId, quote);
    return { ...made, pdf: await ctx.heavy.run<Buffer>(actor.workspaceId, 'quotePdf', made) };
  }

  /** The client's live portal link, or a new one when they have none (the portal is in the same plans as quotes). */
  async function portalUrl(actor: Actor, clientId: string): Promise<string> {
    const live = await liveLinkOfClient(ctx.db, ctx.totpKey, clientId);
    if (live) return portalPageUrl(ctx.config.appUrl, live.token);
    await requireFeature(ctx.db, actor, 'clientPortal');
    const made = await ctx.db.transaction(async (tx) => {
      const created = await createPortalLink(tx, ctx.totpKey, {
        workspaceId: actor.workspaceId,
        clientId,
        createdById: actor.user.id,
        expiresAt: null,
      });
      await recordActivity(tx, actor, { entityType: 'portal', entityId: clientId, action: 'created', detail: 'link-created' });
      return created;
    });
    return portalPageUrl(ctx.config.appUrl, made.token);
  }

  return {
    async pdf({ actor, id }: { actor: Actor; id: string }) {
      const quote = presentQuote(await service.get({ actor, id }));
      const { pdf } = await render(actor, quote);
      return { fileName: pdfFileName(quote.code), pdf };
    },

    /**
     * Puts the quote on the client's portal (a draft becomes sent) and, when the client has an
     * email address and the studio's client-mail rules allow it, mails it with the PDF and the
     * portal's address. An accepted or declined quote is not sent again.
     */
    async send({ actor, id }: { actor: Actor; id: string }): Promise<{ quote: Quote; mailedTo: string | null }> {
      await boundStudio(ctx.limiter, 'quoteSend', actor.workspaceId);
      const before = await service.get({ actor, id });
      if (before.status === 'accepted' || before.status === 'declined') throw lockedQuote();
      const url = await portalUrl(actor, before.clientId);
      const client = await clientOf(ctx, actor.workspaceId, before.clientId);
      let mailedTo: string | null = null;
      // The portal is the quote's home; the mail is held to the studio's client-mail rules (decision
      // 055), and a refusal by them (a trial without a card, the month's bound) leaves it on the portal only.
      const refusal = client.email ? await claimClientMessage(ctx.db, actor.workspaceId, { channel: 'email' }) : null;
      if (client.email && !refusal) {
        const quote = presentQuote(before);
        const { studio, pdf } = await render(actor, quote);
        await ctx.mailer.send(quoteMail({ to: client.email, quote, studio, pdf, portalUrl: url, language: client.language }));
        mailedTo = client.email;
      }
      await ctx.db.transaction((tx) => service.markSent(tx, actor, id, before.code));
      return { quote: presentQuote(await service.get({ actor, id })), mailedTo };
    },

    /** GET /portal/{token}/quotes: what the studio sent the link's client (drafts are the studio's own). */
    async portalList(link: PortalLinkRow): Promise<PortalQuote[]> {
      const owner = await studioOwner(ctx.db, link.workspaceId);
      const day = todayIn(userSettings(owner).timezone, new Date());
      const where = and(eq(quotes.workspaceId, link.workspaceId), eq(quotes.clientId, link.clientId), ne(quotes.status, 'draft'));
      return (await loadQuotes(ctx.db, where, day, PORTAL_QUOTES_MAX)).map((found) => presentPortalQuote(found.row));
    },

    /** One of the link's client's quotes as its PDF, held to the portal's own bounds and drawn in its own line (decision 102). */
    async portalPdf(link: PortalLinkRow, id: string): Promise<{ fileName: string; pdf: Buffer }> {
      if (!isUuid(id)) throw notFound(said('quotes.notFound'));
      const owner = await studioOwner(ctx.db, link.workspaceId);
      const found = await loadQuote(ctx.db, link.workspaceId, id, todayIn(userSettings(owner).timezone, new Date()));
      if (!found || found.clientId !== link.clientId || found.status === 'draft') throw notFound(said('quotes.notFound'));
      await boundPortalPdf(ctx, link);
      const quote = presentQuote(found);
      const pdf = await ctx.heavy.run<Buffer>(portalWorkLine(link.workspaceId), 'quotePdf', await input(link.workspaceId, quote));
      return { fileName: pdfFileName(quote.code), pdf };
    },
  };
}
