import multipart from '@fastify/multipart';
import { API, PROFILE_IMAGE } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { readUploadedFile } from '../../lib/multipart-upload.js';
import { userAnswer } from '../auth/presenter.js';
import { fileService } from './service.js';

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
 * PATCH /user/image (signed in, multipart) and GET /files/{id} (public), as declared in
 * packages/shared. Registered in the API scope, not the business one: the file read needs no token
 * (an <img> cannot send it).
 */
export async function fileRoutes(app: FastifyInstance, ctx: AppContext) {
  const files = fileService(ctx);
  const routes = API.files;

  await app.register(async (upload) => {
    // Multipart is parsed only here: every other route stays JSON-only.
    await upload.register(multipart, {
      limits: { fileSize: PROFILE_IMAGE.maxBytes, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: true,
    });
    handle(upload, ctx, routes.uploadProfileImage, async ({ actor, req }) => {
      const bytes = await readUploadedFile(req, IMAGE_UPLOAD);
      return { user: await userAnswer(ctx.db, await files.setProfileImage({ actor, bytes })) };
    });
    handle(upload, ctx, routes.storage, async ({ actor }) => files.storage({ actor }));
  });

  handle(app, ctx, routes.read, async ({ params, reply }) => {
    const file = await files.readPublic({ id: params.id });
    return reply.headers({ ...FILE_HEADERS, 'content-type': file.contentType }).send(file.data);
  });
}
