import type { AppContext } from '../../context.js';
import type { Actor } from '../../lib/actor.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { userSettings } from '../../lib/user-settings.js';
import { studioOf } from '../invoices/documents.js';
import { pdfFileName } from '../invoices/pdf-text.js';
import { studioOwner } from '../plans/rules.js';
import type { ClaimCheckInput } from './claim-check.js';
import type { PrintStudio } from './print-layout.js';
import type { TagsInput } from './tags.js';

/**
 * The studio as its claim checks show it (decision 153): its brand and contact lines as on its
 * invoices (decision 073), its language (decision 128), currency and zone.
 */
export async function printStudioOf(ctx: AppContext, workspaceId: string): Promise<PrintStudio> {
  const owner = await studioOwner(ctx.db, workspaceId);
  const studio = await studioOf(ctx, owner, workspaceId);
  // The owner's settings are the studio's: its language (as studioLanguageOf reads it) and currency.
  const settings = userSettings(owner);
  return {
    brand: studio.brand,
    address: studio.address,
    phone: studio.phone,
    language: settings.language,
    currency: settings.currency,
    timeZone: studio.timeZone ?? 'UTC',
  };
}

type Printed = { fileName: string; pdf: Buffer };

/**
 * Claim checks and tags drawn in the worker pool under the studio's one bound for printing
 * (decisions 054, 097, 153). The caller has read the ticket or project first, so another studio's
 * is 404 before any CPU is spent, and has left out the amounts the actor may not see:
 *
 *   const ticket = await tickets.get({ actor, id });
 *   const studio = await printStudioOf(ctx, actor.workspaceId);
 *   return sendPdf(reply, await printing.claimCheck({ actor, input: { studio, ticket: claimCheckTicketOf(record, view), format } }));
 */
export function printingDocuments(ctx: AppContext) {
  return {
    async claimCheck({ actor, input }: { actor: Pick<Actor, 'workspaceId'>; input: ClaimCheckInput }): Promise<Printed> {
      await boundStudio(ctx.limiter, 'printPdf', actor.workspaceId);
      const pdf = await ctx.heavy.run<Buffer>(actor.workspaceId, 'claimCheckPdf', input);
      return { fileName: pdfFileName(input.ticket.code), pdf };
    },
    async tags({ actor, input, name }: { actor: Pick<Actor, 'workspaceId'>; input: TagsInput; name: string }): Promise<Printed> {
      await boundStudio(ctx.limiter, 'printPdf', actor.workspaceId);
      const pdf = await ctx.heavy.run<Buffer>(actor.workspaceId, 'tagsPdf', input);
      return { fileName: pdfFileName(`${name}-tags`), pdf };
    },
  };
}
