import type { EInvoiceFormat } from '@atelier/shared';
import type { AppContext } from '../../../context.js';
import type { Actor } from '../../../lib/actor.js';
import { AppError } from '../../../lib/errors.js';
import { said, sayIn } from '../../../lib/said.js';
import { boundStudio } from '../../../lib/studio-limits.js';
import { studioOwner } from '../../plans/rules.js';
import { clientOf, studioOf } from '../documents.js';
import { presentInvoice } from '../presenter.js';
import type { InvoiceService } from '../service.js';
import { eInvoiceFile, eInvoiceJob } from './document.js';
import { taxSettingsOf } from './parties.js';
import { termRefusal, termSaid } from '../../tax/readiness.js';

/** GET /invoices/{id}/e-invoice (decision 164): an issued document as Factur-X, UBL or CII. */
export function eInvoiceService(ctx: AppContext, invoiceService: InvoiceService) {
  return {
    /** A read, like the PDF: a studio downgraded still has its files. */
    async file({ actor, id, format }: { actor: Actor; id: string; format: EInvoiceFormat }) {
      // Access first: another studio's invoice is 404 before anything else is said about it.
      const record = await invoiceService.get({ actor, id });
      if (!record.issuedAt)
        throw new AppError('INVOICE_NOT_ISSUED', said('invoices.eInvoiceDraft'), {
          errors: [{ field: 'id', message: sayIn('en', said('invoices.isDraft')), said: said('invoices.isDraft') }],
        });
      const invoice = presentInvoice(record);
      const owner = await studioOwner(ctx.db, actor.workspaceId);
      const studio = await studioOf(ctx, owner, actor.workspaceId);
      const client = await clientOf(ctx, actor.workspaceId, record.clientId);
      const settings = await taxSettingsOf(ctx.db, actor.workspaceId);
      const out = await eInvoiceJob(ctx.db, { record, invoice, studio, client, settings }, format);
      if (out.missing) {
        // Each term in the reader's language, on its field and in the sentence alike.
        throw new AppError('INVOICE_NOT_READY', said('invoices.eInvoiceLacks', { missing: { each: out.missing.map(termSaid) } }), {
          errors: out.missing.map(termRefusal),
        });
      }
      // Bounded like the invoice PDF it contains (decision 054), before the CPU is spent.
      await boundStudio(ctx.limiter, 'invoicePdf', actor.workspaceId);
      const body = await ctx.heavy.run<Buffer>(actor.workspaceId, 'eInvoice', out.job);
      return { ...eInvoiceFile(invoice.invoiceNumber, format), body };
    },
  };
}
