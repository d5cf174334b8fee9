import { z } from 'zod';
import { portalConversationMessageSchema } from '../conversation.js';
import { errorEnvelopeSchema } from '../envelope.js';
import { pageOf, pageQueryShape } from '../pages.js';
import {
  createPortalLinkBodySchema,
  markNotificationsBodySchema,
  notificationListQuerySchema,
  notificationSchema,
  portalAppointmentSchema,
  portalLanguageBodySchema,
  portalLinkSchema,
  portalMeasurementRequestSchema,
  portalMessageBodySchema,
  portalRescheduleBodySchema,
  portalTokenParams,
  portalViewSchema,
  submitSelfMeasurementBodySchema,
} from '../portal.js';
import { shownDocumentBodySchema } from '../shown-document.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';
import { idParams } from './params.js';
import { LANGUAGES } from '../settings-values.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  portalLinkLoaded: 'Portal link loaded',
  portalLinkCreated: 'Portal link created. Any older link no longer works.',
  portalLinkRevoked: 'Portal link revoked',
  portalLoaded: 'Portal loaded',
  appointmentConfirmed: 'Appointment confirmed',
  rescheduleRequested: 'Your request to move the appointment was sent',
  portalMessageSent: 'Message sent',
  portalMessagesLoaded: 'Messages loaded',
  portalMessagesRead: 'Messages marked as read',
  portalLanguageSaved: 'Language saved',
  selfMeasurementsSent: 'Thank you! Your measurements were sent to the studio.',
  notificationsLoaded: 'Notifications loaded',
  notificationsRead: 'Notifications marked as read',
} satisfies RouteMessages;

const linkState = z.object({ link: portalLinkSchema.nullable() });
/** A token and the id of one of its client's records. */
const appointmentParams = portalTokenParams.extend({ id: z.string().max(200) });
const portalNotFound = errorEnvelopeSchema.describe(
  'No live link with that token: unknown, revoked, expired, or its studio is not on a plan with the portal (NOT_FOUND)',
);
const portalErrors = {
  404: portalNotFound,
  422: errorResponses[422],
  429: errorEnvelopeSchema.describe('Too many requests for this link or from this network (RATE_LIMITED)'),
};
const planRefusal = errorEnvelopeSchema.describe('The plan has no client portal (FEATURE_NOT_AVAILABLE), or the role may not (FORBIDDEN)');

/**
 * The studio's side of a client's portal link (decision 082): only a role that sees everything the
 * page shows holds portal.manage, and its address goes only to a caller that could write (decision 102).
 */
export const portalLinkRoutes = routeGroup(messages, {
  get: defineRoute({
    method: 'GET',
    path: '/clients/:id/portal-link',
    resource: 'portal',
    access: 'portal.manage',
    record: 'clients',
    writeKey: true,
    secretAnswer: true,
    params: idParams,
    description: "The client's live portal link, or null when none (never made, revoked or expired).",
    success: { status: 200, data: linkState },
    message: 'portalLinkLoaded',
    errors: errorResponses,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/clients/:id/portal-link',
    resource: 'portal',
    access: 'portal.manage',
    feature: 'clientPortal',
    record: 'clients',
    writeKey: true,
    params: idParams,
    body: createPortalLinkBodySchema,
    description: "A new private link for the client (Premium and Enterprise); the client's previous link stops working at once.",
    success: { status: 201, data: z.object({ link: portalLinkSchema }) },
    message: 'portalLinkCreated',
    errors: { ...errorResponses, 403: planRefusal },
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/clients/:id/portal-link',
    resource: 'portal',
    access: 'portal.manage',
    record: 'clients',
    params: idParams,
    description: "Ends the client's live link at once; nothing happens when there is none.",
    success: { status: 200, data: linkState },
    message: 'portalLinkRevoked',
    errors: errorResponses,
  }),
});

/**
 * The client's side (decision 082): public, the token in the address is the key (redacted from
 * the logs). Answers carry `X-Robots-Tag: noindex` and `Cache-Control: no-store`.
 */
export const portalRoutes = routeGroup(messages, {
  view: defineRoute({
    method: 'GET',
    path: '/portal/:token',
    resource: 'portal',
    access: 'self',
    params: portalTokenParams,
    description: "The client's appointments, projects with their stages, measurements, invoices and measurement requests.",
    success: { status: 200, data: z.object({ portal: portalViewSchema }) },
    message: 'portalLoaded',
    errors: portalErrors,
  }),
  appointmentIcs: defineRoute({
    method: 'GET',
    path: '/portal/:token/appointments/:id/ics',
    resource: 'portal',
    access: 'self',
    params: appointmentParams,
    description: 'One of the client’s upcoming appointments as an iCalendar file, for "Add to my calendar".',
    success: { status: 200, file: 'text/calendar', produces: true },
    errors: portalErrors,
  }),
  invoicePdf: defineRoute({
    method: 'GET',
    path: '/portal/:token/invoices/:id/pdf',
    resource: 'portal',
    access: 'self',
    params: appointmentParams,
    description: "One of the client's invoices as a PDF.",
    success: { status: 200, file: 'application/pdf', produces: true },
    errors: portalErrors,
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/portal/:token/appointments/:id/confirm',
    resource: 'portal',
    access: 'self',
    params: appointmentParams,
    body: shownDocumentBodySchema,
    clientAcceptance: true,
    description: 'Confirms the appointment as the client was shown it (its `documentSha256`): moved or changed since, 409.',
    success: { status: 200, data: z.object({ appointment: portalAppointmentSchema }) },
    message: 'appointmentConfirmed',
    errors: {
      ...portalErrors,
      409: errorEnvelopeSchema.describe(
        'The appointment changed since the page was opened (DOCUMENT_CHANGED): read it again, then confirm',
      ),
    },
  }),
  reschedule: defineRoute({
    method: 'POST',
    path: '/portal/:token/appointments/:id/reschedule',
    resource: 'portal',
    access: 'self',
    params: appointmentParams,
    body: portalRescheduleBodySchema,
    success: { status: 200, data: z.object({ appointment: portalAppointmentSchema }) },
    message: 'rescheduleRequested',
    errors: portalErrors,
  }),
  /** The client's conversation with the studio (decision 131), newest first. */
  messages: defineRoute({
    method: 'GET',
    path: '/portal/:token/messages',
    resource: 'portal',
    access: 'self',
    params: portalTokenParams,
    query: z.object(pageQueryShape),
    description: 'Every message between the client and the studio, newest first, each with its direction, channel and time.',
    success: { status: 200, data: pageOf('messages', portalConversationMessageSchema) },
    message: 'portalMessagesLoaded',
    errors: portalErrors,
  }),
  message: defineRoute({
    method: 'POST',
    path: '/portal/:token/messages',
    resource: 'portal',
    access: 'self',
    params: portalTokenParams,
    body: portalMessageBodySchema,
    description: "A message to the studio: it joins the client's conversation and tells the studio (decision 131).",
    success: { status: 201, data: z.object({ message: portalConversationMessageSchema }) },
    message: 'portalMessageSent',
    errors: portalErrors,
  }),
  /** The client has read the conversation (decision 136): the studio's messages are no longer new to them. */
  messagesRead: defineRoute({
    method: 'POST',
    path: '/portal/:token/messages/read',
    resource: 'portal',
    access: 'self',
    params: portalTokenParams,
    description:
      "Marks the studio's messages read by the client, as the studio's own read marks the client's (decision 136); " +
      'answers how many stay unread.',
    success: { status: 200, data: z.object({ unread: z.number().int() }) },
    message: 'portalMessagesRead',
    errors: portalErrors,
  }),
  language: defineRoute({
    method: 'PUT',
    path: '/portal/:token/language',
    resource: 'portal',
    access: 'self',
    params: portalTokenParams,
    body: portalLanguageBodySchema,
    description:
      'The language the client reads the portal, their invoices and their pattern PDFs in (decision 132): ' +
      'the client’s own language from now on, as if the studio had set it.',
    success: { status: 200, data: z.object({ language: z.enum(LANGUAGES) }) },
    message: 'portalLanguageSaved',
    errors: portalErrors,
  }),
  submitMeasurements: defineRoute({
    method: 'POST',
    path: '/portal/:token/measurement-requests/:id',
    resource: 'portal',
    access: 'self',
    params: appointmentParams,
    body: submitSelfMeasurementBodySchema,
    description:
      'What the client measured at home for an open request. It waits for the studio’s approval; ' +
      'values outside a human range or far from the client’s previous ones are flagged to the ' +
      'studio.',
    success: {
      status: 200,
      data: z.object({
        request: portalMeasurementRequestSchema,
        flags: z.array(z.object({ name: z.string(), reason: z.enum(['implausible', 'far-from-previous']) })),
      }),
    },
    message: 'selfMeasurementsSent',
    errors: {
      ...portalErrors,
      409: errorEnvelopeSchema.describe('The studio has decided on or withdrawn the request (MEASUREMENT_REQUEST_CHANGED)'),
    },
  }),
});

/** What clients did through the portal, told to the studio in the app (decision 082). */
export const notificationRoutes = routeGroup(messages, {
  list: defineRoute({
    method: 'GET',
    path: '/notifications',
    resource: 'notifications',
    access: 'clients.read',
    query: notificationListQuerySchema,
    success: { status: 200, data: pageOf('notifications', notificationSchema).extend({ unread: z.number().int() }) },
    message: 'notificationsLoaded',
    errors: errorResponses,
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/notifications/read',
    resource: 'notifications',
    access: 'clients.read',
    body: markNotificationsBodySchema,
    success: { status: 200, data: z.object({ unread: z.number().int() }) },
    message: 'notificationsRead',
    errors: errorResponses,
  }),
});
