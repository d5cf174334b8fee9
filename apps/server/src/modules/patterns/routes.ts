import { createPatternBodySchema, errorEnvelopeSchema, patternSchema, successEnvelope, updatePatternBodySchema } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/authenticate.js';
import { ok } from '../../lib/reply.js';
import { errorResponses, idParams, secured } from '../../lib/route-schemas.js';
import { presentPattern } from './presenter.js';
import { patternService } from './service.js';

const patternData = successEnvelope(z.object({ pattern: patternSchema }));
const patternsData = successEnvelope(z.object({ patterns: z.array(patternSchema) }));
const deletedData = successEnvelope(z.object({}));
const writeErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe('The image would pass the plan storage (STORAGE_LIMIT_REACHED), or the role may not (FORBIDDEN)'),
  429: errorEnvelopeSchema.describe('Too many images saved or patterns copied (RATE_LIMITED)'),
};

/**
 * Images never change under a URL: the version query names the bytes and the mark. They are
 * private to the reader's session (a bearer token), so only the browser may keep them.
 */
const IMAGE_HEADERS = {
  'cache-control': 'private, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-type': 'image/png',
};

/** The pattern routes (decision 036). */
export async function patternRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = secured('patterns');
  const service = patternService(ctx);

  r.get('/patterns', { schema: { ...schema, response: { 200: patternsData, 401: errorResponses[401] } } }, async (req) => {
    const actor = actorOf(req);
    const rows = await service.list({ actor });
    return ok('Patterns loaded successfully', { patterns: rows.map((p) => presentPattern(p, actor.workspaceId)) });
  });

  r.get('/patterns/public', { schema: { ...schema, response: { 200: patternsData, 401: errorResponses[401] } } }, async (req) => {
    const actor = actorOf(req);
    const rows = await service.listPublic({ actor });
    return ok('Public patterns loaded successfully', { patterns: rows.map((p) => presentPattern(p, actor.workspaceId)) });
  });

  r.post(
    '/patterns',
    { schema: { ...schema, body: createPatternBodySchema, response: { 201: patternData, ...writeErrors } } },
    async (req, reply) => {
      const actor = actorOf(req);
      const pattern = await service.create({ actor, input: req.body });
      return reply.code(201).send(ok('Pattern created successfully', { pattern: presentPattern(pattern, actor.workspaceId) }, 201));
    },
  );

  r.get('/patterns/:id', { schema: { ...schema, params: idParams, response: { 200: patternData, ...errorResponses } } }, async (req) => {
    const actor = actorOf(req);
    return ok('Pattern loaded', { pattern: presentPattern(await service.get({ actor, id: req.params.id }), actor.workspaceId) });
  });

  r.patch(
    '/patterns/:id',
    { schema: { ...schema, params: idParams, body: updatePatternBodySchema, response: { 200: patternData, ...writeErrors } } },
    async (req) => {
      const actor = actorOf(req);
      const pattern = await service.update({ actor, id: req.params.id, input: req.body });
      return ok('Pattern updated successfully', { pattern: presentPattern(pattern, actor.workspaceId) });
    },
  );

  r.delete('/patterns/:id', { schema: { ...schema, params: idParams, response: { 200: deletedData, ...errorResponses } } }, async (req) => {
    await service.remove({ actor: actorOf(req), id: req.params.id });
    return ok('Pattern deleted successfully', {});
  });

  r.patch(
    '/patterns/public/:id',
    { schema: { ...schema, params: idParams, response: { 200: patternData, ...errorResponses } } },
    async (req) => {
      const actor = actorOf(req);
      const pattern = await service.makePublic({ actor, id: req.params.id });
      return ok('Pattern moved to public library successfully!', { pattern: presentPattern(pattern, actor.workspaceId) });
    },
  );

  r.post(
    '/patterns/:id/copy',
    { schema: { ...schema, params: idParams, response: { 201: patternData, ...writeErrors } } },
    async (req, reply) => {
      const actor = actorOf(req);
      const pattern = await service.copy({ actor, id: req.params.id });
      return reply.code(201).send(ok('Pattern copied to your patterns', { pattern: presentPattern(pattern, actor.workspaceId) }, 201));
    },
  );

  r.get(
    '/patterns/:id/image',
    {
      schema: {
        ...schema,
        description:
          'The PNG (own pattern, or any public one); marked while the owner’s plan marks downloads, for every reader (decision 053). ETag and If-None-Match.',
        params: idParams,
        // original=1 is still accepted (the designer sends it) and answers what the plan allows: decision 053.
        querystring: z.object({ v: z.string().max(64).optional(), original: z.enum(['1']).optional() }),
        response: {
          200: z.unknown().describe('The PNG'),
          304: z.null().describe('Not modified'),
          ...errorResponses,
          429: errorEnvelopeSchema.describe('Too many images loaded (RATE_LIMITED)'),
        },
      },
    },
    async (req, reply) => {
      const image = await service.image({ actor: actorOf(req), id: req.params.id, ifNoneMatch: req.headers['if-none-match'] });
      const etag = image.etag;
      if (!image.data) return reply.code(304).headers({ etag, 'cache-control': IMAGE_HEADERS['cache-control'] }).send();
      return reply
        .headers({ ...IMAGE_HEADERS, etag, 'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(image.fileName)}` })
        .send(image.data);
    },
  );
}
