import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import {
  PHOTO_LIMITS,
  photoImageQuerySchema,
  photoSchema,
  photoSubjectQuerySchema,
  updatePhotoBodySchema,
  uploadPhotoQuerySchema,
} from '../photos.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  photosLoaded: 'Photos loaded',
  photoAdded: 'Photo added',
  photoUpdated: 'Photo updated',
  photoDeleted: 'Photo deleted',
} satisfies RouteMessages;

const photo = z.object({ photo: photoSchema });

/**
 * Photos of a client, a project or a measurement record (decision 079). Reading one needs the
 * right to read its record, adding or changing one the right to write it.
 */
export const photoRoutes = routeGroup(messages, {
  list: defineRoute({
    method: 'GET',
    path: '/photos',
    resource: 'photos',
    access: 'photos.read',
    query: photoSubjectQuerySchema,
    description: `The record's photos, oldest first (at most ${PHOTO_LIMITS.perRecord}).`,
    success: { status: 200, data: z.object({ photos: z.array(photoSchema) }) },
    message: 'photosLoaded',
    errors: errorResponses,
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/photos',
    resource: 'photos',
    access: 'photos.write',
    query: uploadPhotoQuerySchema,
    body: 'multipart',
    description:
      `Multipart field \`photo\`: JPEG, PNG, WebP, GIF (its first frame) or AVIF, judged ` +
      `by content (HEIC is refused: this server cannot decode HEVC), at most ${PHOTO_LIMITS.maxBytes} ` +
      `bytes and 64 megapixels; stored as WebP (at most ${PHOTO_LIMITS.fullSide} px, and ` +
      `a ${PHOTO_LIMITS.thumbSide} px thumbnail) without EXIF or GPS. At most ${PHOTO_LIMITS.perRecord} ` +
      `a record.`,
    success: { status: 201, data: photo },
    message: 'photoAdded',
    errors: {
      ...errorResponses,
      400: errorEnvelopeSchema.describe('A multipart body that cannot be read (BAD_REQUEST)'),
      403: errorEnvelopeSchema.describe('The photo would pass the plan storage (STORAGE_LIMIT_REACHED), or the role may not (FORBIDDEN)'),
      413: errorEnvelopeSchema.describe('Over the size limit (FILE_TOO_LARGE), or more parts than the photo (PAYLOAD_TOO_LARGE)'),
      415: errorEnvelopeSchema.describe('Not a multipart body (UNSUPPORTED_MEDIA_TYPE)'),
      422: errorEnvelopeSchema.describe('Not an image, or the record holds the most photos (VALIDATION_ERROR)'),
      429: errorEnvelopeSchema.describe('Too many photos uploaded by the studio (RATE_LIMITED)'),
    },
  }),
  image: defineRoute({
    method: 'GET',
    path: '/photos/:id/image',
    resource: 'photos',
    access: 'photos.read',
    record: 'photos',
    params: idParams,
    query: photoImageQuerySchema,
    description: 'The WebP, `size=thumb` (default) or `full`, with an ETag; served only to the studio.',
    success: { status: 200, file: 'image/webp', schema: z.unknown().describe('The WebP'), notModified: true },
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/photos/:id',
    resource: 'photos',
    access: 'photos.write',
    record: 'photos',
    params: idParams,
    body: updatePhotoBodySchema,
    success: { status: 200, data: photo },
    message: 'photoUpdated',
    errors: errorResponses,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/photos/:id',
    resource: 'photos',
    access: 'photos.delete',
    record: 'photos',
    params: idParams,
    success: { status: 200, data: z.object({}) },
    message: 'photoDeleted',
    errors: errorResponses,
  }),
});
