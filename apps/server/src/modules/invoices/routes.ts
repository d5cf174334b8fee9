import {
  createInvoiceBodySchema,
  createPaymentBodySchema,
  errorEnvelopeSchema,
  invoiceFiltersSchema,
  invoiceSchema,
  successEnvelope,
  updateInvoiceBodySchema,
} from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/authenticate.js';
import { ok } from '../../lib/reply.js';
import { errorResponses, idParams, secured } from '../../lib/route-schemas.js';
import { presentInvoice } from './presenter.js';
import { invoiceDocuments } from './documents.js';
import { invoiceService } from './service.js';

const invoiceData = successEnvelope(z.object({ invoice: invoiceSchema }));
const invoicesData = successEnvelope(z.object({ invoices: z.array(invoiceSchema) }));
const numberData = successEnvelope(z.object({ invoiceNumber: z.string() }));
const deletedData = successEnvelope(z.object({}));
const paymentParams = z.object({ id: z.string().max(200), paymentId: z.string().max(200) });
/** Writes may be refused by the plan (FEATURE_NOT_AVAILABLE) or a taken number (INVOICE_NUMBER_TAKEN). */
const writeErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe('Invoices are not on the studio plan (FEATURE_NOT_AVAILABLE), or the role may not do that (FORBIDDEN)'),
  409: errorEnvelopeSchema.describe('The studio already has that invoice number (INVOICE_NUMBER_TAKEN)'),
};

/** The invoice routes (decisions 028, 029). The PDF and sending routes live beside these. */
export async function invoiceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = secured('invoices');
  const invoices = invoiceService(ctx);
  const documents = invoiceDocuments(ctx, invoices);

  r.get(
    '/invoices',
    { schema: { ...schema, querystring: invoiceFiltersSchema, response: { 200: invoicesData, ...errorResponses } } },
    async (req) => {
      const rows = await invoices.list({ actor: actorOf(req), filters: req.query });
      return ok('Invoices loaded successfully!', { invoices: rows.map(presentInvoice) });
    },
  );

  r.get(
    '/clients/:id/invoices',
    { schema: { ...schema, params: idParams, response: { 200: invoicesData, ...errorResponses } } },
    async (req) => {
      const rows = await invoices.listForClient({ actor: actorOf(req), clientId: req.params.id });
      return ok('Invoices loaded successfully!', { invoices: rows.map(presentInvoice) });
    },
  );

  r.get('/invoices/next-number', { schema: { ...schema, response: { 200: numberData, ...writeErrors } } }, async (req) => {
    const invoiceNumber = await invoices.nextNumber({ actor: actorOf(req) });
    return ok('Next invoice number', { invoiceNumber });
  });

  r.get('/invoices/:id', { schema: { ...schema, params: idParams, response: { 200: invoiceData, ...errorResponses } } }, async (req) => {
    const row = await invoices.get({ actor: actorOf(req), id: req.params.id });
    return ok('Invoice loaded successfully!', { invoice: presentInvoice(row) });
  });

  r.post(
    '/invoices',
    { schema: { ...schema, body: createInvoiceBodySchema, response: { 201: invoiceData, ...writeErrors } } },
    async (req, reply) => {
      const row = await invoices.create({ actor: actorOf(req), input: req.body });
      reply.code(201);
      return ok('Invoice added successfully!', { invoice: presentInvoice(row) }, 201);
    },
  );

  r.patch(
    '/invoices/:id',
    { schema: { ...schema, params: idParams, body: updateInvoiceBodySchema, response: { 200: invoiceData, ...writeErrors } } },
    async (req) => {
      const row = await invoices.update({ actor: actorOf(req), id: req.params.id, input: req.body });
      return ok('Invoice updated successfully!', { invoice: presentInvoice(row) });
    },
  );

  r.delete('/invoices/:id', { schema: { ...schema, params: idParams, response: { 200: deletedData, ...writeErrors } } }, async (req) => {
    await invoices.remove({ actor: actorOf(req), id: req.params.id });
    return ok('Invoice deleted successfully!', {});
  });

  r.post(
    '/invoices/:id/payments',
    { schema: { ...schema, params: idParams, body: createPaymentBodySchema, response: { 201: invoiceData, ...writeErrors } } },
    async (req, reply) => {
      const row = await invoices.addPayment({ actor: actorOf(req), id: req.params.id, input: req.body });
      reply.code(201);
      return ok('Payment recorded', { invoice: presentInvoice(row) }, 201);
    },
  );

  r.delete(
    '/invoices/:id/payments/:paymentId',
    { schema: { ...schema, params: paymentParams, response: { 200: invoiceData, ...writeErrors } } },
    async (req) => {
      const row = await invoices.removePayment({ actor: actorOf(req), id: req.params.id, paymentId: req.params.paymentId });
      return ok('Payment deleted', { invoice: presentInvoice(row) });
    },
  );

  // The PDF is a file, not an envelope; the token comes in the header, never in the URL (decision 031).
  app.get<{ Params: { id: string } }>(
    '/invoices/:id/pdf',
    { schema: { ...schema, params: idParams, response: errorResponses } },
    async (req, reply) => {
      const { fileName, pdf } = await documents.pdf({ actor: actorOf(req), id: req.params.id });
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);
    },
  );

  r.post('/invoices/:id/send', { schema: { ...schema, params: idParams, response: { 200: invoiceData, ...writeErrors } } }, async (req) => {
    const { invoice, to } = await documents.send({ actor: actorOf(req), id: req.params.id });
    return ok(`Invoice ${invoice.invoiceNumber} sent to ${to}`, { invoice });
  });
}
