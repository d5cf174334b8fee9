import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import { pageOf } from '../pages.js';
import { portalTokenParams } from '../portal.js';
import {
  createQuoteBodySchema,
  declineQuoteBodySchema,
  previewQuoteBodySchema,
  quotePreviewSchema,
  portalQuoteSchema,
  quoteListQuerySchema,
  quoteSchema,
  updateQuoteBodySchema,
} from '../quotes.js';
import { shownDocumentBodySchema } from '../shown-document.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses, storeLimitResponse } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  quotesLoaded: 'Quotes loaded',
  quoteLoaded: 'Quote loaded',
  quoteAdded: 'Quote added',
  quoteUpdated: 'Quote updated',
  quoteDeleted: 'Quote deleted',
  quotePriced: 'Quote priced',
  quoteSent: 'Quote {code} sent to {to}',
  quoteOnPortal: 'Quote {code} is on the client’s portal',
  quoteAccepted: 'Thank you! The quote is accepted.',
  quoteDeclined: 'The quote is declined. The studio was told.',
} satisfies RouteMessages;

const quote = z.object({ quote: quoteSchema });

const writeErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe('Quotes are not on the studio plan (FEATURE_NOT_AVAILABLE), or the role may not do that (FORBIDDEN)'),
  409: errorEnvelopeSchema.describe('The quote was accepted or declined and no longer changes (QUOTE_LOCKED)'),
};

/** A token and the id of one of its client's quotes. */
const portalQuoteParams = portalTokenParams.extend({ id: z.string().max(200) });
const portalErrors = {
  404: errorEnvelopeSchema.describe(
    'No live link with that token, or no quote of its client with that id: unknown, revoked, expired, ' +
      'or its studio is not on a plan with the portal (NOT_FOUND)',
  ),
  422: errorResponses[422],
  429: errorEnvelopeSchema.describe('Too many requests for this link or from this network (RATE_LIMITED)'),
};
const answerErrors = {
  ...portalErrors,
  409: errorEnvelopeSchema.describe(
    'The quote is past its validity date (QUOTE_EXPIRED), was declined or accepted already (QUOTE_CLOSED), or changed ' +
      'since the client opened it (DOCUMENT_CHANGED: read it again, then accept)',
  ),
};

/** The studio's quotes (decision 158): priced lines, their PDF, and sending them to the client's portal. */
export const quoteRoutes = routeGroup(messages, {
  list: defineRoute({
    method: 'GET',
    path: '/quotes',
    resource: 'quotes',
    access: 'quotes.read',
    query: quoteListQuerySchema,
    success: { status: 200, data: pageOf('quotes', quoteSchema) },
    message: 'quotesLoaded',
    errors: errorResponses,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/quotes/:id',
    resource: 'quotes',
    access: 'quotes.read',
    record: 'quotes',
    params: idParams,
    success: { status: 200, data: quote },
    message: 'quoteLoaded',
    errors: errorResponses,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/quotes',
    resource: 'quotes',
    access: 'quotes.write',
    feature: 'quotes',
    body: createQuoteBodySchema,
    success: { status: 201, data: quote },
    message: 'quoteAdded',
    errors: { ...writeErrors, 422: storeLimitResponse },
  }),
  /** The editor's figures while a quote is typed (decision 179): the one computation a saved quote gets, nothing saved. */
  preview: defineRoute({
    method: 'POST',
    path: '/quotes/preview',
    resource: 'quotes',
    access: 'quotes.write',
    feature: 'quotes',
    body: previewQuoteBodySchema,
    description:
      'Prices a quote as typed without saving it: the lines, totals, tax per rate and deposit the saved quote, its PDF and ' +
      'the portal will show. With `quoteId`, prices a change to that quote (its kept prices and tax mode).',
    success: { status: 200, data: z.object({ preview: quotePreviewSchema }) },
    message: 'quotePriced',
    errors: writeErrors,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/quotes/:id',
    resource: 'quotes',
    access: 'quotes.write',
    feature: 'quotes',
    record: 'quotes',
    params: idParams,
    body: updateQuoteBodySchema,
    description: 'Changes a draft or sent quote; an accepted or declined one is locked (QUOTE_LOCKED).',
    success: { status: 200, data: quote },
    message: 'quoteUpdated',
    errors: writeErrors,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/quotes/:id',
    resource: 'quotes',
    access: 'quotes.delete',
    record: 'quotes',
    params: idParams,
    description: 'Deletes a quote that was not accepted (an accepted one carries its project and deposit invoice).',
    success: { status: 200, data: z.object({}) },
    message: 'quoteDeleted',
    errors: writeErrors,
  }),
  /** A read: a studio downgraded to Free still prints the quotes it made. */
  pdf: defineRoute({
    method: 'GET',
    path: '/quotes/:id/pdf',
    resource: 'quotes',
    access: 'quotes.read',
    record: 'quotes',
    params: idParams,
    success: { status: 200, file: 'application/pdf' },
    errors: errorResponses,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/quotes/:id/send',
    resource: 'quotes',
    access: 'quotes.write',
    feature: 'quotes',
    record: 'quotes',
    params: idParams,
    description:
      "Puts the quote on the client's portal (a link is made when the client has none) and mails it, PDF attached, " +
      "in the client's language when the client has an email address.",
    success: { status: 200, data: quote.extend({ mailedTo: z.string().nullable() }) },
    message: 'quoteOnPortal',
    errors: writeErrors,
  }),
});

/** The client's side of quotes on the portal (decisions 082, 158): the token in the address is the key. */
export const portalQuoteRoutes = routeGroup(messages, {
  list: defineRoute({
    method: 'GET',
    path: '/portal/:token/quotes',
    resource: 'portal',
    access: 'self',
    params: portalTokenParams,
    description: "The quotes the studio sent the link's client, newest first, with their lines, totals, deposit and validity.",
    success: { status: 200, data: z.object({ quotes: z.array(portalQuoteSchema) }) },
    message: 'quotesLoaded',
    errors: portalErrors,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/portal/:token/quotes/:id/pdf',
    resource: 'portal',
    access: 'self',
    params: portalQuoteParams,
    description: "One of the client's quotes as a PDF, in their language.",
    success: { status: 200, file: 'application/pdf', produces: true },
    errors: portalErrors,
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/portal/:token/quotes/:id/accept',
    resource: 'portal',
    access: 'self',
    params: portalQuoteParams,
    body: shownDocumentBodySchema,
    clientAcceptance: true,
    description:
      'Accepts a sent quote on or before its validity date, as the client was shown it (its `documentSha256`): the project ' +
      'with its stages and the deposit invoice are made once, whoever accepts at the same moment; accepting an accepted ' +
      'quote again answers it as it is.',
    success: { status: 200, data: z.object({ quote: portalQuoteSchema }) },
    message: 'quoteAccepted',
    errors: answerErrors,
  }),
  decline: defineRoute({
    method: 'POST',
    path: '/portal/:token/quotes/:id/decline',
    resource: 'portal',
    access: 'self',
    params: portalQuoteParams,
    body: declineQuoteBodySchema,
    description: 'Declines a sent quote, with the reason if the client gives one; the studio is told.',
    success: { status: 200, data: z.object({ quote: portalQuoteSchema }) },
    message: 'quoteDeclined',
    errors: answerErrors,
  }),
});
