import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { handle } from '../../../lib/declared-routes.js';
import { invoiceService } from '../service.js';
import { eInvoiceService } from './service.js';

/** An issued invoice as Factur-X, UBL or CII (decision 164): a file, the token in the header (decision 031). */
export async function eInvoiceRoutes(app: FastifyInstance, ctx: AppContext) {
  const eInvoices = eInvoiceService(ctx, invoiceService(ctx));
  handle(app, ctx, API.invoices.eInvoice, async ({ actor, params, query, reply }) => {
    const { fileName, contentType, body } = await eInvoices.file({ actor, id: params.id, format: query.format });
    return reply.type(contentType).header('content-disposition', `attachment; filename="${fileName}"`).send(body);
  });
}
