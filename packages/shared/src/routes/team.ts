import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import {
  acceptInviteBodySchema,
  apiTokenSchema,
  changeRoleBodySchema,
  createInviteBodySchema,
  createTokenBodySchema,
  invitePreviewSchema,
  inviteLookupBodySchema,
  studioSchema,
  teamInviteSchema,
  teamMemberSchema,
  updateStudioBodySchema,
} from '../team.js';
import { userSchema } from '../user.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  teamLoaded: 'Team loaded',
  invitesLoaded: 'Invitations loaded',
  inviteSent: 'Invitation sent to {email}',
  inviteResent: 'Invitation sent again to {email}',
  inviteRevoked: 'Invitation revoked',
  memberUpdated: 'Role updated',
  memberRemoved: 'Member removed from the studio',
  studioLeft: 'You left the studio',
  inviteLoaded: 'Invitation found',
  inviteAccepted: 'Welcome to {studio}!',
  studioLoaded: 'Studio loaded',
  studioUpdated: 'Studio updated successfully',
  studioLogoUpdated: 'Logo updated successfully',
  studioLogoRemoved: 'Logo removed',
  tokensLoaded: 'API tokens loaded',
  tokenCreated: 'API token created. Copy it now: it will not be shown again.',
  tokenRevoked: 'API token revoked',
} satisfies RouteMessages;

const teamErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe('Not your role (FORBIDDEN), or the studio is not on Enterprise (FEATURE_NOT_AVAILABLE)'),
  409: errorEnvelopeSchema.describe('The address is already in the studio or invited (ALREADY_IN_STUDIO)'),
};
const inviteErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe('The invitation is for another address (FORBIDDEN)'),
  409: errorEnvelopeSchema.describe('Your own studio still holds records or other members (STUDIO_NOT_EMPTY)'),
  410: errorEnvelopeSchema.describe('The invitation expired, was used or was revoked (INVITE_UNAVAILABLE)'),
};
const member = z.object({ member: teamMemberSchema });
const invite = z.object({ invite: teamInviteSchema });

/** A studio of several people (decision 072): members, roles and invitations. */
export const teamRoutes = routeGroup(messages, {
  members: defineRoute({
    method: 'GET',
    path: '/team/members',
    resource: 'team',
    access: 'team.read',
    success: { status: 200, data: z.object({ members: z.array(teamMemberSchema) }) },
    message: 'teamLoaded',
    errors: errorResponses,
  }),
  invites: defineRoute({
    method: 'GET',
    path: '/team/invites',
    resource: 'team',
    access: 'team.manage',
    success: { status: 200, data: z.object({ invites: z.array(teamInviteSchema) }) },
    message: 'invitesLoaded',
    errors: teamErrors,
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/team/invites',
    resource: 'team',
    access: 'team.manage',
    feature: 'team',
    body: createInviteBodySchema,
    description: 'Mails a link to join the studio, good for 7 days and once. Enterprise only.',
    success: { status: 201, data: invite },
    message: 'inviteSent',
    errors: { ...teamErrors, 429: errorEnvelopeSchema.describe('Too many invitations today (RATE_LIMITED)') },
  }),
  resendInvite: defineRoute({
    method: 'POST',
    path: '/team/invites/:id/resend',
    resource: 'team',
    access: 'team.manage',
    feature: 'team',
    record: 'workspaceInvites',
    params: idParams,
    description: 'A new link, good for 7 more days; the earlier link stops working.',
    success: { status: 200, data: invite },
    message: 'inviteResent',
    errors: { ...teamErrors, 429: errorEnvelopeSchema.describe('Too many invitations today (RATE_LIMITED)') },
  }),
  revokeInvite: defineRoute({
    method: 'DELETE',
    path: '/team/invites/:id',
    resource: 'team',
    access: 'team.manage',
    record: 'workspaceInvites',
    params: idParams,
    success: { status: 200, data: invite },
    message: 'inviteRevoked',
    errors: teamErrors,
  }),
  changeRole: defineRoute({
    method: 'PATCH',
    path: '/team/members/:id',
    resource: 'team',
    access: 'team.manage',
    params: idParams,
    body: changeRoleBodySchema,
    description: "Takes effect on the member's next request.",
    success: { status: 200, data: member },
    message: 'memberUpdated',
    errors: teamErrors,
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/team/members/:id',
    resource: 'team',
    access: 'team.manage',
    params: idParams,
    description: "Ends the member's sessions at once; the records they made stay the studio's.",
    success: { status: 200, data: member },
    message: 'memberRemoved',
    errors: teamErrors,
  }),
  /** A member other than the owner leaves for a studio of their own. */
  leave: defineRoute({
    method: 'POST',
    path: '/team/leave',
    resource: 'team',
    access: 'user',
    success: { status: 200, data: z.object({ user: userSchema }) },
    message: 'studioLeft',
    errors: { ...errorResponses, 403: errorEnvelopeSchema.describe('The owner cannot leave their studio (FORBIDDEN)') },
  }),
  /** What an invitation link offers, for the join page before sign-in; the secret travels in the body, never the URL. */
  lookupInvite: defineRoute({
    method: 'POST',
    path: '/invites/lookup',
    resource: 'invites',
    access: 'public',
    body: inviteLookupBodySchema,
    success: { status: 200, data: z.object({ invite: invitePreviewSchema }) },
    message: 'inviteLoaded',
    errors: { 404: errorResponses[404], 410: inviteErrors[410], 422: errorResponses[422], 429: errorEnvelopeSchema },
  }),
  acceptInvite: defineRoute({
    method: 'POST',
    path: '/invites/accept',
    resource: 'invites',
    access: 'user',
    body: acceptInviteBodySchema,
    success: { status: 200, data: z.object({ user: userSchema }) },
    message: 'inviteAccepted',
    errors: inviteErrors,
  }),
});

const studio = z.object({ studio: studioSchema });
const studioErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe('Not your role (FORBIDDEN), or branding without Enterprise (FEATURE_NOT_AVAILABLE)'),
};

/** The studio's own settings and brand (decision 073): every member reads them, the owner and managers set them. */
export const studioRoutes = routeGroup(messages, {
  get: defineRoute({
    method: 'GET',
    path: '/studio',
    resource: 'studio',
    access: 'user',
    success: { status: 200, data: studio },
    message: 'studioLoaded',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/studio',
    resource: 'studio',
    access: 'studio.write',
    body: updateStudioBodySchema,
    description: 'A brand colour must reach 4.5:1 contrast with white or dark text; branding is Enterprise only.',
    success: { status: 200, data: studio },
    message: 'studioUpdated',
    errors: studioErrors,
  }),
  uploadLogo: defineRoute({
    method: 'PUT',
    path: '/studio/logo',
    resource: 'studio',
    access: 'studio.write',
    body: 'multipart',
    description:
      'Multipart field `logo`: JPEG, PNG, GIF or WebP judged by content, at most 2 MB; stored as a PNG of at most 512 px without metadata. Enterprise only.',
    success: { status: 200, data: studio },
    message: 'studioLogoUpdated',
    errors: {
      ...studioErrors,
      400: errorEnvelopeSchema.describe('A multipart body that cannot be read (BAD_REQUEST)'),
      413: errorEnvelopeSchema.describe('Over 2 MB (FILE_TOO_LARGE)'),
      415: errorEnvelopeSchema.describe('Not a multipart body or not an image (UNSUPPORTED_MEDIA_TYPE)'),
    },
  }),
  removeLogo: defineRoute({
    method: 'DELETE',
    path: '/studio/logo',
    resource: 'studio',
    access: 'studio.write',
    success: { status: 200, data: studio },
    message: 'studioLogoRemoved',
    errors: studioErrors,
  }),
});

const tokenErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe('Not your role or called with a token (FORBIDDEN), or not on Enterprise (FEATURE_NOT_AVAILABLE)'),
};

/**
 * Personal API tokens (decision 074): `Authorization: Bearer atl_…` with the member's permissions,
 * read-only or read and write. The secret is answered once, at creation.
 */
export const tokenRoutes = routeGroup(messages, {
  list: defineRoute({
    method: 'GET',
    path: '/tokens',
    resource: 'tokens',
    // Any member, from a session (a token never lists tokens): the owner sees the studio's, anyone else their own (decision 106).
    access: 'user',
    description: "The owner sees every member's tokens; anyone else their own, staff included (a token kept from a manager's role).",
    success: { status: 200, data: z.object({ tokens: z.array(apiTokenSchema) }) },
    message: 'tokensLoaded',
    errors: tokenErrors,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/tokens',
    resource: 'tokens',
    access: 'tokens.manage',
    body: createTokenBodySchema,
    success: { status: 201, data: z.object({ token: apiTokenSchema, secret: z.string() }) },
    message: 'tokenCreated',
    errors: tokenErrors,
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/tokens/:id',
    resource: 'tokens',
    access: 'user',
    description: "The owner revokes any member's token; anyone else their own (another's is 404).",
    params: idParams,
    success: { status: 200, data: z.object({ token: apiTokenSchema }) },
    message: 'tokenRevoked',
    errors: tokenErrors,
  }),
});
