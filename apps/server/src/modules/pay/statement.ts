import { centsToDollars } from '@atelier/shared';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../lib/actor.js';
import { studioLanguageOf } from '../../lib/client-language.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { studioOf } from '../invoices/documents.js';
import { pdfFileName } from '../invoices/pdf-text.js';
import type { PayLedgerService } from './ledger.js';
import type { PayStatementPdfInput } from './statement-pdf.js';

/** What the period's lines of one kind come to, in cents. */
const sumOf = (entries: { kind: string; amountCents: number }[], kinds: string[]) =>
  entries.filter((e) => kinds.includes(e.kind)).reduce((sum, e) => sum + e.amountCents, 0);

/**
 * GET /team/pay/{memberId}/statement.pdf (decision 154): the member's lines for the period with
 * what was owed before and after it, drawn in the worker pool under the studio's bound
 * (decisions 054, 097), in the studio's brand and language.
 */
export function payStatements(ctx: AppContext, ledger: PayLedgerService) {
  return {
    async pdf({ actor, memberId, query }: { actor: Actor; memberId: string; query: { from?: string; to?: string } }) {
      const { person, owner, period, openingCents, entries } = await ledger.statement({ actor, memberId, query });
      // After the access check (another studio's member is 404), before the CPU is spent.
      await boundStudio(ctx.limiter, 'payStatementPdf', actor.workspaceId);
      const memberName = `${person.firstName} ${person.lastName}`.trim();
      const all = entries.reduce((sum, e) => sum + e.amountCents, 0);
      const pieces = entries.filter((e) => e.kind === 'piece').length - entries.filter((e) => e.kind === 'piece-undone').length;
      const input: PayStatementPdfInput = {
        studio: await studioOf(ctx, owner, actor.workspaceId),
        language: await studioLanguageOf(ctx.db, actor.workspaceId),
        currency: period.currency,
        memberName,
        from: period.from,
        to: period.to,
        lines: entries.map((e) => ({
          at: e.createdAt.toISOString(),
          kind: e.kind,
          stage: e.stageName ?? '',
          projectName: e.projectName ?? '',
          note: e.note ?? '',
          amount: centsToDollars(e.amountCents),
        })),
        totals: {
          opening: centsToDollars(openingCents),
          pieces,
          earned: centsToDollars(sumOf(entries, ['piece', 'piece-undone'])),
          paid: centsToDollars(-sumOf(entries, ['payout'])),
          adjusted: centsToDollars(sumOf(entries, ['adjustment'])),
          closing: centsToDollars(openingCents + all),
        },
        madeAt: (entries.at(-1)?.createdAt ?? period.start).toISOString(),
      };
      const pdf = await ctx.heavy.run<Buffer>(actor.workspaceId, 'payStatementPdf', input);
      return { fileName: pdfFileName(`statement-${memberName}-${period.from}-${period.to}`), pdf };
    },
  };
}
