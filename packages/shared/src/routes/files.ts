import { z } from 'zod';
import { PROFILE_IMAGE } from '../data-transfer.js';
import { errorEnvelopeSchema } from '../envelope.js';
import { storageUsageSchema } from '../patterns.js';
import { userSchema } from '../user.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  profileImageUpdated: 'Profile image updated successfully',
  storageLoaded: 'Storage loaded',
} satisfies RouteMessages;

/**
 * Stored files (decision 022): the profile picture, uploaded signed in and read by anyone holding
 * its unguessable address (an <img> cannot send the bearer token), and the account's storage use.
 */
export const fileRoutes = routeGroup(messages, {
  uploadProfileImage: defineRoute({
    method: 'PATCH',
    path: '/user/image',
    resource: 'user',
    access: 'user',
    body: 'multipart',
    description:
      `Multipart field \`image\`: JPEG, PNG, GIF or WebP judged by content, at most ${PROFILE_IMAGE.maxBytes} ` +
      `bytes; stored as a square WebP of at most ${PROFILE_IMAGE.maxSide} px without metadata.`,
    success: { status: 200, data: z.object({ user: userSchema }) },
    message: 'profileImageUpdated',
    errors: {
      ...errorResponses,
      400: errorEnvelopeSchema.describe('A multipart body that cannot be read (BAD_REQUEST)'),
      413: errorEnvelopeSchema.describe('Over 2 MB (FILE_TOO_LARGE), or more parts than the picture (PAYLOAD_TOO_LARGE)'),
      415: errorEnvelopeSchema.describe('Not a multipart body (UNSUPPORTED_MEDIA_TYPE)'),
    },
  }),
  /** Only profile pictures are public, always stored as WebP; unknown and malformed ids are the same 404. */
  read: defineRoute({
    method: 'GET',
    path: '/files/:id',
    resource: 'files',
    access: 'public',
    params: idParams,
    success: { status: 200, file: 'image/webp', schema: z.unknown().describe('The file, with its content type; cached for a year') },
    errors: { 404: errorResponses[404] },
  }),
  /** Bytes of every stored image of the account (patterns, profile picture) and the plan's allowance. */
  storage: defineRoute({
    method: 'GET',
    path: '/user/storage',
    resource: 'user',
    access: 'user',
    success: { status: 200, data: storageUsageSchema },
    message: 'storageLoaded',
    errors: { 401: errorResponses[401] },
  }),
});
