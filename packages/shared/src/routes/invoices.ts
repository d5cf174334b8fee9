import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import {
  createInvoiceBodySchema,
  createPaymentBodySchema,
  creditNoteBodySchema,
  invoiceFiltersSchema,
  invoiceSchema,
  invoiceSummarySchema,
  updateInvoiceBodySchema,
} from '../invoices.js';
import { pageOf } from '../pages.js';
import { eInvoiceQuerySchema } from '../tax.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses, storeLimitResponse } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  invoicesLoaded: 'Invoices loaded successfully!',
  invoiceSummaryLoaded: 'Invoice summary loaded',
  invoiceLoaded: 'Invoice loaded successfully!',
  invoiceAdded: 'Invoice added successfully!',
  invoiceUpdated: 'Invoice updated successfully!',
  invoiceDeleted: 'Invoice deleted successfully!',
  nextInvoiceNumber: 'Next invoice number',
  paymentRecorded: 'Payment recorded',
  paymentDeleted: 'Payment deleted',
  invoiceSent: 'Invoice {invoiceNumber} sent to {to}',
  invoiceIssued: 'Invoice {invoiceNumber} issued',
  creditNoteIssued: 'Credit note {invoiceNumber} issued',
  depositInvoiceAdded: 'Deposit invoice {invoiceNumber} added',
} satisfies RouteMessages;

const invoice = z.object({ invoice: invoiceSchema });
const invoices = pageOf('invoices', invoiceSchema);

/** Writes may be refused by the plan (FEATURE_NOT_AVAILABLE) or a taken number (INVOICE_NUMBER_TAKEN). */
const writeErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe('Invoices are not on the studio plan (FEATURE_NOT_AVAILABLE), or the role may not do that (FORBIDDEN)'),
  409: errorEnvelopeSchema.describe(
    'The studio already has that invoice number (INVOICE_NUMBER_TAKEN), or the invoice is issued and only a credit note changes it (INVOICE_ISSUED)',
  ),
};
/** Issuing may be refused for a mandatory term the studio or the client lacks (decision 164). */
const issueErrors = {
  ...writeErrors,
  422: errorEnvelopeSchema.describe(
    'Validation (VALIDATION_ERROR), or a mandatory term is missing (INVOICE_NOT_READY, `errors` names each field)',
  ),
};

/** The studio's invoices (decisions 028, 029), their payments, the PDF and sending by email (decision 030). */
export const invoiceRoutes = routeGroup(messages, {
  list: defineRoute({
    method: 'GET',
    path: '/invoices',
    resource: 'invoices',
    access: 'invoices.read',
    query: invoiceFiltersSchema,
    success: { status: 200, data: invoices },
    message: 'invoicesLoaded',
    errors: errorResponses,
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/invoices/summary',
    resource: 'invoices',
    access: 'invoices.read',
    success: { status: 200, data: z.object({ summary: invoiceSummarySchema }) },
    message: 'invoiceSummaryLoaded',
    errors: errorResponses,
  }),
  /** One client's invoices: 404 unless the client is the studio's. */
  forClient: defineRoute({
    method: 'GET',
    path: '/clients/:id/invoices',
    resource: 'invoices',
    access: 'invoices.read',
    record: 'clients',
    params: idParams,
    success: { status: 200, data: invoices },
    message: 'invoicesLoaded',
    errors: errorResponses,
  }),
  /** The next number of the studio's sequence, for the create form: a write, so the plan must allow invoices. */
  nextNumber: defineRoute({
    method: 'GET',
    path: '/invoices/next-number',
    resource: 'invoices',
    access: 'invoices.write',
    feature: 'invoices',
    success: { status: 200, data: z.object({ invoiceNumber: z.string() }) },
    message: 'nextInvoiceNumber',
    errors: writeErrors,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/invoices/:id',
    resource: 'invoices',
    access: 'invoices.read',
    record: 'invoices',
    params: idParams,
    success: { status: 200, data: invoice },
    message: 'invoiceLoaded',
    errors: errorResponses,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/invoices',
    resource: 'invoices',
    access: 'invoices.write',
    feature: 'invoices',
    body: createInvoiceBodySchema,
    success: { status: 201, data: invoice },
    message: 'invoiceAdded',
    errors: { ...writeErrors, 422: storeLimitResponse },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/invoices/:id',
    resource: 'invoices',
    access: 'invoices.write',
    feature: 'invoices',
    record: 'invoices',
    params: idParams,
    body: updateInvoiceBodySchema,
    success: { status: 200, data: invoice },
    message: 'invoiceUpdated',
    errors: writeErrors,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/invoices/:id',
    resource: 'invoices',
    access: 'invoices.delete',
    feature: 'invoices',
    record: 'invoices',
    params: idParams,
    success: { status: 200, data: z.object({}) },
    message: 'invoiceDeleted',
    description: 'Deletes a draft. An issued invoice is kept: 409 INVOICE_ISSUED, and a credit note corrects it (decision 163).',
    errors: writeErrors,
  }),
  /** Payments answer the whole invoice, its amount paid and balance recomputed. */
  addPayment: defineRoute({
    method: 'POST',
    path: '/invoices/:id/payments',
    resource: 'invoices',
    access: 'invoices.write',
    record: 'invoices',
    params: idParams,
    body: createPaymentBodySchema,
    success: { status: 201, data: invoice },
    message: 'paymentRecorded',
    errors: writeErrors,
  }),
  removePayment: defineRoute({
    method: 'DELETE',
    path: '/invoices/:id/payments/:paymentId',
    resource: 'invoices',
    access: 'invoices.write',
    record: 'invoices',
    params: z.object({ id: z.string().max(200), paymentId: z.string().max(200) }),
    success: { status: 200, data: invoice },
    message: 'paymentDeleted',
    errors: writeErrors,
  }),
  /**
   * The PDF, a file: the token comes in the header, never in the URL (decision 031). A read, so a
   * studio downgraded to Free still prints the invoices it made (decision 028).
   */
  pdf: defineRoute({
    method: 'GET',
    path: '/invoices/:id/pdf',
    resource: 'invoices',
    access: 'invoices.read',
    record: 'invoices',
    params: idParams,
    success: { status: 200, file: 'application/pdf' },
    errors: errorResponses,
  }),
  /**
   * Issues a draft without sending it (decision 163): its number becomes the next of its series, and
   * the invoice no longer changes. An issued invoice answers as it is.
   */
  issue: defineRoute({
    method: 'POST',
    path: '/invoices/:id/issue',
    resource: 'invoices',
    access: 'invoices.write',
    feature: 'invoices',
    record: 'invoices',
    params: idParams,
    success: { status: 200, data: invoice },
    message: 'invoiceIssued',
    errors: issueErrors,
  }),
  /** Corrects an issued invoice, whole or some items (decision 163); a refund is recorded among its payments. */
  creditNote: defineRoute({
    method: 'POST',
    path: '/invoices/:id/credit-notes',
    resource: 'invoices',
    access: 'invoices.write',
    feature: 'invoices',
    record: 'invoices',
    params: idParams,
    body: creditNoteBodySchema,
    success: { status: 201, data: z.object({ creditNote: invoiceSchema, invoice: invoiceSchema }) },
    message: 'creditNoteIssued',
    errors: {
      ...issueErrors,
      422: errorEnvelopeSchema.describe(
        'Validation (VALIDATION_ERROR), more than the invoice has left or a refund beyond what was paid (CREDIT_EXCEEDS_INVOICE)',
      ),
      409: errorEnvelopeSchema.describe('The invoice is a draft (INVOICE_NOT_ISSUED) or is itself a credit note (INVOICE_ISSUED)'),
    },
  }),
  /** The deposit the invoice asks for as its own issued deposit invoice, which the invoice deducts (decision 165). */
  depositInvoice: defineRoute({
    method: 'POST',
    path: '/invoices/:id/deposit-invoice',
    resource: 'invoices',
    access: 'invoices.write',
    feature: 'invoices',
    record: 'invoices',
    params: idParams,
    success: { status: 201, data: z.object({ depositInvoice: invoiceSchema, invoice: invoiceSchema }) },
    message: 'depositInvoiceAdded',
    errors: {
      ...issueErrors,
      409: errorEnvelopeSchema.describe(
        'The studio takes deposits as payments, the invoice asks none or has its deposit invoice already (DEPOSIT_INVOICE_UNAVAILABLE)',
      ),
    },
  }),
  /**
   * The issued document as an electronic invoice (decision 164): Factur-X (our PDF as PDF/A-3 with
   * its CII XML), UBL 2.1 or CII XML, EN 16931. A read: a studio downgraded still has its files.
   */
  eInvoice: defineRoute({
    method: 'GET',
    path: '/invoices/:id/e-invoice',
    resource: 'invoices',
    access: 'invoices.read',
    record: 'invoices',
    params: idParams,
    query: eInvoiceQuerySchema,
    success: { status: 200, file: 'application/pdf' },
    errors: {
      ...errorResponses,
      409: errorEnvelopeSchema.describe('The invoice is a draft (INVOICE_NOT_ISSUED)'),
    },
  }),
  /** Mails the PDF to the client; the message names the invoice and the address it went to. */
  send: defineRoute({
    method: 'POST',
    path: '/invoices/:id/send',
    resource: 'invoices',
    access: 'invoices.write',
    feature: 'invoices',
    record: 'invoices',
    params: idParams,
    success: { status: 200, data: invoice },
    message: 'invoiceSent',
    errors: writeErrors,
  }),
});
