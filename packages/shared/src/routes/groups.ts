import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import {
  addGroupMemberBodySchema,
  createGroupBodySchema,
  groupDetailSchema,
  groupInvoiceBodySchema,
  groupInvoiceResultSchema,
  groupListQuerySchema,
  groupMemberParams,
  groupMemberSchema,
  groupMessageBodySchema,
  groupMessageResultSchema,
  groupSchema,
  updateGroupBodySchema,
  updateGroupMemberBodySchema,
} from '../groups.js';
import { pageOf } from '../pages.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  groupAdded: 'Group added',
  groupsLoaded: 'Groups loaded',
  groupLoaded: 'Group loaded',
  groupUpdated: 'Group updated',
  groupDeleted: 'Group deleted',
  groupMemberAdded: 'Member added to the group',
  groupMemberUpdated: 'Member updated',
  groupMemberRemoved: 'Member removed from the group',
  groupMessageSent: 'Message sent to the group',
  groupInvoicesCreated: 'Invoices created',
} satisfies RouteMessages;

const group = z.object({ group: groupSchema });
const gated = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe('Groups need Premium or Enterprise (FEATURE_NOT_AVAILABLE), or the role may not (FORBIDDEN)'),
};
const memberErrors = {
  ...createErrorResponses,
  403: gated[403],
  404: errorEnvelopeSchema.describe('No group of the studio with that id, or a client or project not of the studio (NOT_FOUND)'),
  409: errorEnvelopeSchema.describe('The client is already a member of the group (ALREADY_IN_GROUP)'),
  422: errorEnvelopeSchema.describe(
    `Validation (VALIDATION_ERROR), the group holds the most members (STORE_LIMIT_REACHED on members), or the studio the most clients or projects`,
  ),
};

/** Groups such as a wedding party (decision 160): each member a client with their own garment and bill. */
export const groupRoutes = routeGroup(messages, {
  create: defineRoute({
    method: 'POST',
    path: '/groups',
    resource: 'groups',
    access: 'groups.write',
    feature: 'groups',
    body: createGroupBodySchema,
    success: { status: 201, data: group },
    message: 'groupAdded',
    errors: { ...createErrorResponses, 403: gated[403] },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/groups',
    resource: 'groups',
    access: 'groups.read',
    query: groupListQuerySchema,
    description: 'Upcoming groups (event to come or undated) soonest first; past ones latest first; with no view, newest first.',
    success: { status: 200, data: pageOf('groups', groupSchema) },
    message: 'groupsLoaded',
    errors: errorResponses,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/groups/:id',
    resource: 'groups',
    access: 'groups.read',
    record: 'groups',
    params: idParams,
    description: 'The group and each member: measured, fitted, invoiced, paid, done and their garment’s current stage. No amounts.',
    success: { status: 200, data: groupDetailSchema },
    message: 'groupLoaded',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/groups/:id',
    resource: 'groups',
    access: 'groups.write',
    feature: 'groups',
    record: 'groups',
    params: idParams,
    body: updateGroupBodySchema,
    success: { status: 200, data: group },
    message: 'groupUpdated',
    errors: gated,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/groups/:id',
    resource: 'groups',
    access: 'groups.write',
    record: 'groups',
    params: idParams,
    description: 'Deletes the group and its memberships; the clients, their garments and invoices stay.',
    success: { status: 200, data: z.object({ deleted: z.object({ members: z.number().int() }) }) },
    message: 'groupDeleted',
    errors: gated,
  }),
  addMember: defineRoute({
    method: 'POST',
    path: '/groups/:id/members',
    resource: 'groups',
    access: 'groups.write',
    feature: 'groups',
    record: 'groups',
    params: idParams,
    body: addGroupMemberBodySchema,
    success: { status: 201, data: z.object({ member: groupMemberSchema }) },
    message: 'groupMemberAdded',
    errors: memberErrors,
  }),
  updateMember: defineRoute({
    method: 'PATCH',
    path: '/groups/:id/members/:memberId',
    resource: 'groups',
    access: 'groups.write',
    feature: 'groups',
    record: 'groups',
    params: groupMemberParams,
    body: updateGroupMemberBodySchema,
    success: { status: 200, data: z.object({ member: groupMemberSchema }) },
    message: 'groupMemberUpdated',
    errors: gated,
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/groups/:id/members/:memberId',
    resource: 'groups',
    access: 'groups.write',
    feature: 'groups',
    record: 'groups',
    params: groupMemberParams,
    success: { status: 200, data: z.object({ removed: z.object({ id: z.string() }) }) },
    message: 'groupMemberRemoved',
    errors: gated,
  }),
  message: defineRoute({
    method: 'POST',
    path: '/groups/:id/message',
    resource: 'groups',
    access: 'groups.write',
    feature: 'groups',
    record: 'groups',
    params: idParams,
    body: groupMessageBodySchema,
    description:
      'The text to every member by their preferred channel, each message counted against the studio’s daily messages ' +
      'and SMS allowance (decisions 055, 083, 105). WhatsApp members get a wa.me link to open; a member without an ' +
      'address or number, or past the bounds, is skipped and named with the reason.',
    success: { status: 200, data: z.object({ result: groupMessageResultSchema }) },
    message: 'groupMessageSent',
    errors: gated,
  }),
  invoices: defineRoute({
    method: 'POST',
    path: '/groups/:id/invoices',
    resource: 'groups',
    access: 'invoices.write',
    record: 'groups',
    params: idParams,
    body: groupInvoiceBodySchema,
    description:
      'Draft invoices for the members’ garments: one per member, or one to the payer with a line per member. A line is ' +
      'the amount given for the member, else their garment’s price; members already invoiced or without either are skipped.',
    success: { status: 201, data: z.object({ result: groupInvoiceResultSchema }) },
    message: 'groupInvoicesCreated',
    errors: { ...createErrorResponses, 403: gated[403], 404: memberErrors[404] },
  }),
});
