import { z } from 'zod';
import { conversationMessageSchema, conversationReplyBodySchema, conversationReplySchema } from '../conversation.js';
import { errorEnvelopeSchema } from '../envelope.js';
import {
  messageKindParams,
  messagePreviewSchema,
  messageTemplateSchema,
  messagingUsageSchema,
  sendMessageBodySchema,
  sentMessageSchema,
  updateMessageTemplateBodySchema,
} from '../messaging.js';
import { pageOf, pageQueryShape } from '../pages.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  messageTemplatesLoaded: 'Message templates loaded',
  messageTemplateUpdated: 'Message saved',
  messageTemplateReset: 'Message reset to the default text',
  clientMessageSent: 'Message sent',
  clientMessagePreviewed: 'Message preview',
  conversationLoaded: 'Conversation loaded',
  conversationReplySent: 'Reply sent',
  conversationRead: 'Conversation marked as read',
  messagingUsageLoaded: 'Messages left loaded',
} satisfies RouteMessages;

const template = z.object({ template: messageTemplateSchema });
const templateErrors = { ...errorResponses, 404: errorEnvelopeSchema.describe('No message template of that kind (NOT_FOUND)') };

/** Refusals of a message to a client (decisions 055 and 083). */
const previewErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe(
    'Email and SMS need Premium or Enterprise (FEATURE_NOT_AVAILABLE), a trial needs a card on ' +
      'file (FEATURE_NOT_AVAILABLE), or the role may not (FORBIDDEN: naming an invoice needs ' +
      'invoices.read)',
  ),
  404: errorEnvelopeSchema.describe(
    'No client of the studio with that id, or a project, invoice or event not of this client (NOT_FOUND, on its field)',
  ),
  422: errorEnvelopeSchema.describe(
    'Validation (VALIDATION_ERROR), no email address (CLIENT_EMAIL_MISSING), no phone number ' +
      '(CLIENT_PHONE_MISSING), a number that cannot be read without a country code, or an SMS to ' +
      'a satellite, international-network, premium-rate or shared-cost number (VALIDATION_ERROR ' +
      'on `channel`, decision 105)',
  ),
};
const sendErrors = {
  ...previewErrors,
  429: errorEnvelopeSchema.describe(
    "The studio's messages to clients for today, or its SMS parts for the month (an SMS takes " +
      'the parts the provider bills, decision 105), are used up (RATE_LIMITED, Retry-After until ' +
      'they renew)',
  ),
  502: errorEnvelopeSchema.describe(
    'The SMS provider refused the message or could not be reached (PROVIDER_UNAVAILABLE); the SMS is not counted',
  ),
};

/** The studio's wording of its messages to clients (decision 083). */
export const messageTemplateRoutes = routeGroup(messages, {
  list: defineRoute({
    method: 'GET',
    path: '/message-templates',
    resource: 'message-templates',
    access: 'clients.read',
    description:
      'The four messages (order ready, fitting reminder, balance due, thank you): the studio’s text or the default in its language.',
    success: { status: 200, data: z.object({ templates: z.array(messageTemplateSchema) }) },
    message: 'messageTemplatesLoaded',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/message-templates/:kind',
    resource: 'message-templates',
    access: 'studio.write',
    params: messageKindParams,
    body: updateMessageTemplateBodySchema,
    description: 'Placeholders: {client} {project} {date} {balance} {portalLink}; anything else in braces is sent as typed.',
    success: { status: 200, data: template },
    message: 'messageTemplateUpdated',
    errors: templateErrors,
  }),
  reset: defineRoute({
    method: 'DELETE',
    path: '/message-templates/:kind',
    resource: 'message-templates',
    access: 'studio.write',
    params: messageKindParams,
    description: 'Back to the default text.',
    success: { status: 200, data: template },
    message: 'messageTemplateReset',
    errors: templateErrors,
  }),
});

/** Messages to one client, and what the studio has left to send (decision 083). */
export const messagingRoutes = routeGroup(messages, {
  send: defineRoute({
    method: 'POST',
    path: '/clients/:id/messages',
    resource: 'messaging',
    access: 'clients.write',
    record: 'clients',
    params: idParams,
    body: sendMessageBodySchema,
    description:
      'Email and SMS are sent by Atelier, counted against the daily cap and (SMS) the monthly ' +
      'allowance. WhatsApp answers a wa.me link for the tailor to open; nothing is sent or ' +
      'counted.',
    success: { status: 200, data: z.object({ message: sentMessageSchema }) },
    message: 'clientMessageSent',
    errors: sendErrors,
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/clients/:id/messages/preview',
    resource: 'messaging',
    access: 'clients.write',
    record: 'clients',
    params: idParams,
    body: sendMessageBodySchema,
    description: 'The text and recipient a send would use, without sending, counting or making a portal link.',
    success: { status: 200, data: z.object({ preview: messagePreviewSchema }) },
    message: 'clientMessagePreviewed',
    errors: previewErrors,
  }),
  usage: defineRoute({
    method: 'GET',
    path: '/messaging/usage',
    resource: 'messaging',
    access: 'clients.read',
    success: { status: 200, data: z.object({ usage: messagingUsageSchema }) },
    message: 'messagingUsageLoaded',
    errors: errorResponses,
  }),
});

/**
 * A client's conversation (decision 131): one thread of every message both ways, the studio's
 * free-text reply, and marking the client's messages read.
 */
export const conversationRoutes = routeGroup(messages, {
  list: defineRoute({
    method: 'GET',
    path: '/clients/:id/conversation',
    resource: 'conversation',
    access: 'clients.read',
    record: 'clients',
    params: idParams,
    query: z.object(pageQueryShape),
    description:
      'Every message of the client, newest first: what the client wrote on the portal, the template messages and ' +
      'the free text the studio sent, each with its direction, channel and time.',
    success: { status: 200, data: pageOf('messages', conversationMessageSchema) },
    message: 'conversationLoaded',
    errors: errorResponses,
  }),
  reply: defineRoute({
    method: 'POST',
    path: '/clients/:id/conversation',
    resource: 'conversation',
    access: 'clients.write',
    record: 'clients',
    params: idParams,
    body: conversationReplyBodySchema,
    description:
      "Free text to the client, by the client's preferred channel unless `channel` names another, under the " +
      'rules of the template messages: email and SMS are sent by Atelier and counted, WhatsApp answers a wa.me ' +
      'link. The client reads it on the portal too.',
    success: { status: 201, data: conversationReplySchema },
    message: 'conversationReplySent',
    errors: sendErrors,
  }),
  read: defineRoute({
    method: 'POST',
    path: '/clients/:id/conversation/read',
    resource: 'conversation',
    access: 'clients.read',
    record: 'clients',
    params: idParams,
    description: "Marks the client's messages read, and their notices with them; answers the studio's unread notices (the bell).",
    success: { status: 200, data: z.object({ unread: z.number().int() }) },
    message: 'conversationRead',
    errors: errorResponses,
  }),
});
