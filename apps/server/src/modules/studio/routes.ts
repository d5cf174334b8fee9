import multipart from '@fastify/multipart';
import { API, PROFILE_IMAGE } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { readUploadedFile } from '../../lib/multipart-upload.js';
import { studioService } from './service.js';

const LOGO_UPLOAD = {
  field: 'logo',
  hint: "Send the logo as multipart/form-data in the field 'logo'.",
  missing: 'Choose a logo to upload.',
  tooLarge: PROFILE_IMAGE.hint,
};

/** GET and PATCH /studio, PUT and DELETE /studio/logo (decision 073), as declared in packages/shared. */
export async function studioRoutes(app: FastifyInstance, ctx: AppContext) {
  const studio = studioService(ctx);
  const routes = API.studio;

  handle(app, ctx, routes.get, async ({ actor }) => ({ studio: await studio.get({ actor }) }));
  handle(app, ctx, routes.update, async ({ actor, body }) => ({ studio: await studio.update({ actor, body }) }));
  handle(app, ctx, routes.removeLogo, async ({ actor }) => ({ studio: await studio.removeLogo({ actor }) }));

  await app.register(async (upload) => {
    // Multipart is parsed only in this scope: every other studio route stays JSON-only.
    await upload.register(multipart, {
      limits: { fileSize: PROFILE_IMAGE.maxBytes, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: true,
    });
    handle(upload, ctx, routes.uploadLogo, async ({ actor, req }) => {
      const bytes = await readUploadedFile(req, LOGO_UPLOAD);
      return { studio: await studio.setLogo({ actor, bytes }) };
    });
  });
}
