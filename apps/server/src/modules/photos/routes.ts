import multipart from '@fastify/multipart';
import { API, PHOTO_LIMITS } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle } from '../../lib/declared-routes.js';
import { readUploadedFile } from '../../lib/multipart-upload.js';
import { presentPhoto } from './presenter.js';
import { photoService } from './service.js';

const PHOTO_UPLOAD = {
  field: 'photo',
  hint: "Send the photo as multipart/form-data in the field 'photo'.",
  missing: 'Choose a photo to upload.',
  tooLarge: `The photo must be at most ${PHOTO_LIMITS.maxBytes / (1024 * 1024)} MB.`,
};

/**
 * A photo's two files never change under its id, so the browser may keep them; they are the
 * studio's alone (read with the bearer token), so only the browser may: never a shared cache
 * (decision 079).
 */
const IMAGE_HEADERS = {
  'cache-control': 'private, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-type': 'image/webp',
};

/** The photo routes as declared in packages/shared (decision 079). */
export async function photoRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = photoService(ctx);
  const routes = API.photos;

  handle(app, ctx, routes.list, async ({ actor, query }) => ({
    photos: (await service.list({ actor, target: query })).map(presentPhoto),
  }));

  await app.register(async (upload) => {
    // Multipart is parsed only in this scope: every other photo route stays JSON-only.
    await upload.register(multipart, {
      limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: true,
    });
    handle(upload, ctx, routes.upload, async ({ actor, query, req }) => {
      const { kind, ...target } = query;
      const photo = await service.upload({ actor, target, kind, read: () => readUploadedFile(req, PHOTO_UPLOAD) });
      return { photo: presentPhoto(photo) };
    });
  });

  handle(app, ctx, routes.image, async ({ actor, params, query, req, reply }) => {
    const image = await service.image({ actor, id: params.id, size: query.size, ifNoneMatch: req.headers['if-none-match'] });
    const etag = image.etag;
    if (!image.data) return reply.code(304).headers({ etag, 'cache-control': IMAGE_HEADERS['cache-control'] }).send();
    return reply
      .headers({ ...IMAGE_HEADERS, etag, 'content-disposition': `inline; filename="photo-${params.id.slice(0, 8)}-${query.size}.webp"` })
      .send(image.data);
  });

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => ({
      photo: presentPhoto(await service.update({ actor, id: params.id, input: body })),
    }),
    { versionOf: tables.photos },
  );

  handle(app, ctx, routes.remove, async ({ actor, params }) => {
    await service.remove({ actor, id: params.id });
    return {};
  });
}
