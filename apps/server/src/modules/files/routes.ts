import multipart from '@fastify/multipart';
import { errorEnvelopeSchema, PROFILE_IMAGE, storageUsageSchema, successEnvelope, userSchema } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf, requireAuth } from '../../lib/authenticate.js';
import { readUploadedFile } from '../../lib/multipart-upload.js';
import { ok } from '../../lib/reply.js';
import { errorResponses, idParams, secured } from '../../lib/route-schemas.js';
import { presentUser } from '../auth/presenter.js';
import { fileService } from './service.js';

const userData = successEnvelope(z.object({ user: userSchema }));

/**
 * A stored file never changes: a new picture gets a new id. So the answer may be cached for a
 * year by anyone (decision 022), the one exception to the API's no-store (http-hardening.ts).
 */
const FILE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  // The ids are unguessable and the pictures are meant to be shown: a front end on another origin may embed them.
  'cross-origin-resource-policy': 'cross-origin',
};

const IMAGE_UPLOAD = {
  field: 'image',
  hint: "Send the picture as multipart/form-data in the field 'image'.",
  missing: 'Choose a picture to upload.',
  tooLarge: PROFILE_IMAGE.hint,
};

/**
 * PATCH /user/image (signed in, multipart) and GET /files/{id} (public). Registered in the API
 * scope, not the business one: the file read needs no token (an <img> cannot send it).
 */
export async function fileRoutes(app: FastifyInstance, ctx: AppContext) {
  const files = fileService(ctx);

  await app.register(async (upload) => {
    // Multipart is parsed only here: every other route stays JSON-only.
    await upload.register(multipart, {
      limits: { fileSize: PROFILE_IMAGE.maxBytes, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: true,
    });
    upload.addHook('onRequest', requireAuth(ctx));
    const r = upload.withTypeProvider<ZodTypeProvider>();
    r.patch(
      '/user/image',
      {
        schema: {
          ...secured('user'),
          consumes: ['multipart/form-data'],
          description: `Multipart field \`image\`: JPEG, PNG, GIF or WebP judged by content, at most ${PROFILE_IMAGE.maxBytes} bytes; stored as a square WebP of at most ${PROFILE_IMAGE.maxSide} px without metadata.`,
          response: {
            200: userData,
            ...errorResponses,
            400: errorEnvelopeSchema.describe('A multipart body that cannot be read (BAD_REQUEST)'),
            413: errorEnvelopeSchema.describe('Over 2 MB (FILE_TOO_LARGE), or more parts than the picture (PAYLOAD_TOO_LARGE)'),
            415: errorEnvelopeSchema.describe('Not a multipart body (UNSUPPORTED_MEDIA_TYPE)'),
          },
        },
      },
      async (req) => {
        const bytes = await readUploadedFile(req, IMAGE_UPLOAD);
        const user = await files.setProfileImage({ actor: actorOf(req), bytes });
        return ok('Profile image updated successfully', { user: presentUser(user) });
      },
    );
    r.get(
      '/user/storage',
      { schema: { ...secured('user'), response: { 200: successEnvelope(storageUsageSchema), 401: errorResponses[401] } } },
      async (req) => {
        return ok('Storage loaded', await files.storage({ actor: actorOf(req) }));
      },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        params: idParams,
        response: { 200: z.unknown().describe('The file, with its content type; cached for a year'), 404: errorResponses[404] },
      },
    },
    async (req, reply) => {
      const file = await files.readPublic({ id: req.params.id });
      return reply.headers({ ...FILE_HEADERS, 'content-type': file.contentType }).send(file.data);
    },
  );
}
