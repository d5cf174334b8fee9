import { sendPdf } from '../../lib/reply.js';
import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle, keptListAnswer, listAnswer, withMessage } from '../../lib/declared-routes.js';
import { creditNoteService } from './credit-notes.js';
import { depositInvoiceService } from './deposit-invoices.js';
import { issueService } from './issue-service.js';
import { presentInvoice, presentInvoiceSummary } from './presenter.js';
import { invoiceDocuments } from './documents.js';
import { invoiceService } from './service.js';

/** The invoice routes as declared in packages/shared (decisions 028, 029, 062), the PDF and sending (decision 030) among them. */
export async function invoiceRoutes(app: FastifyInstance, ctx: AppContext) {
  const invoices = invoiceService(ctx);
  const documents = invoiceDocuments(ctx, invoices);
  const issuing = issueService(ctx, invoices);
  const creditNotes = creditNoteService(ctx, invoices);
  const depositInvoices = depositInvoiceService(ctx, invoices);
  const routes = API.invoices;

  handle(app, ctx, routes.list, async ({ actor, query }) => {
    // The whole list as kept, made again where it changed (decisions 176, 177).
    const whole = await invoices.wholeAnswer({ actor, filters: query });
    if (whole) return keptListAnswer('invoices', whole);
    return listAnswer('invoices', await invoices.list({ actor, filters: query }), presentInvoice);
  });

  // Issued documents (decisions 163, 165).
  handle(app, ctx, routes.issue, async ({ actor, params }) => {
    const invoice = presentInvoice(await issuing.issue({ actor, id: params.id }));
    return withMessage({ invoice }, 'invoiceIssued', { invoiceNumber: invoice.invoiceNumber });
  });
  handle(app, ctx, routes.creditNote, async ({ actor, params, body }) => {
    const { creditNote, invoice } = await creditNotes.create({ actor, id: params.id, input: body });
    return withMessage({ creditNote: presentInvoice(creditNote), invoice: presentInvoice(invoice) }, 'creditNoteIssued', {
      invoiceNumber: creditNote.invoiceNumber,
    });
  });
  handle(app, ctx, routes.depositInvoice, async ({ actor, params }) => {
    const { depositInvoice, invoice } = await depositInvoices.create({ actor, id: params.id });
    return withMessage({ depositInvoice: presentInvoice(depositInvoice), invoice: presentInvoice(invoice) }, 'depositInvoiceAdded', {
      invoiceNumber: depositInvoice.invoiceNumber,
    });
  });

  handle(app, ctx, routes.summary, async ({ actor }) => ({ summary: presentInvoiceSummary(await invoices.summary({ actor })) }));

  handle(app, ctx, routes.forClient, async ({ actor, params }) =>
    listAnswer('invoices', await invoices.listForClient({ actor, clientId: params.id }), presentInvoice),
  );

  handle(app, ctx, routes.nextNumber, async ({ actor }) => ({ invoiceNumber: await invoices.nextNumber({ actor }) }));

  handle(app, ctx, routes.get, async ({ actor, params }) => ({ invoice: presentInvoice(await invoices.get({ actor, id: params.id })) }));

  handle(app, ctx, routes.create, async ({ actor, body }) => ({ invoice: presentInvoice(await invoices.create({ actor, input: body })) }));

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => ({
      invoice: presentInvoice(await invoices.update({ actor, id: params.id, input: body })),
    }),
    { versionOf: tables.invoices },
  );

  handle(app, ctx, routes.remove, async ({ actor, params }) => {
    await invoices.remove({ actor, id: params.id });
    return {};
  });

  handle(app, ctx, routes.addPayment, async ({ actor, params, body }) => ({
    invoice: presentInvoice(await invoices.addPayment({ actor, id: params.id, input: body })),
  }));

  handle(app, ctx, routes.removePayment, async ({ actor, params }) => ({
    invoice: presentInvoice(await invoices.removePayment({ actor, id: params.id, paymentId: params.paymentId })),
  }));

  // A file, not an envelope; the token comes in the header, never in the URL (decision 031).
  handle(app, ctx, routes.pdf, async ({ actor, params, reply }) => {
    return sendPdf(reply, await documents.pdf({ actor, id: params.id }));
  });

  handle(app, ctx, routes.send, async ({ actor, params }) => {
    const { invoice, to } = await documents.send({ actor, id: params.id });
    return withMessage({ invoice }, 'invoiceSent', { invoiceNumber: invoice.invoiceNumber, to });
  });
}
