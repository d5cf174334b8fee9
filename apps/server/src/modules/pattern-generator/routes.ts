import {
  errorEnvelopeSchema,
  generatePatternBodySchema,
  generatorCheckBodySchema,
  generatorCheckSchema,
  generatorInfoSchema,
  patternSchema,
  pdfQuerySchema,
  successEnvelope,
} from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/authenticate.js';
import { ok } from '../../lib/reply.js';
import { errorResponses, idParams, secured } from '../../lib/route-schemas.js';
import { presentPattern } from '../patterns/presenter.js';
import { generatorService } from './service.js';

const generateErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe(
    'Free: 5 generations a month used (PLAN_AI_LIMIT_REACHED), a Premium template (FEATURE_NOT_AVAILABLE), or storage full (STORAGE_LIMIT_REACHED)',
  ),
  422: errorEnvelopeSchema.describe(
    'Validation (VALIDATION_ERROR), measurements the record lacks (MEASUREMENTS_MISSING, one entry per measurement), or values no body has (PATTERN_DRAFT_FAILED)',
  ),
  429: errorEnvelopeSchema.describe('Too many generations in a minute (RATE_LIMITED)'),
};
const downloadErrors = { ...errorResponses, 429: errorEnvelopeSchema.describe('Too many downloads in a minute (RATE_LIMITED)') };

/** The pattern generator's API (contract in packages/shared/src/pattern-generator.ts). */
export async function patternGeneratorRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = secured('patterns');
  const service = generatorService(ctx);

  r.get(
    '/patterns/generator',
    { schema: { ...schema, response: { 200: successEnvelope(generatorInfoSchema), 401: errorResponses[401] } } },
    async (req) => {
      return ok('Pattern generator loaded', await service.info({ actor: actorOf(req) }));
    },
  );

  r.post(
    '/patterns/generate/check',
    { schema: { ...schema, body: generatorCheckBodySchema, response: { 200: successEnvelope(generatorCheckSchema), ...errorResponses } } },
    async (req) => {
      const check = await service.check({ actor: actorOf(req), input: req.body });
      return ok(check.missing.length ? 'Some measurements are missing' : 'All measurements are recorded', check);
    },
  );

  r.post(
    '/patterns/generate',
    {
      schema: {
        ...schema,
        body: generatePatternBodySchema,
        response: { 201: successEnvelope(z.object({ pattern: patternSchema })), ...generateErrors },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const pattern = await service.generate({ actor, input: req.body });
      return reply.code(201).send(ok('Pattern generated successfully', { pattern: presentPattern(pattern, actor.workspaceId) }, 201));
    },
  );

  r.get(
    '/patterns/:id/pdf',
    {
      schema: {
        ...schema,
        description:
          'The generated pattern as a tiled PDF at true scale (A4 or Letter; default the reader’s paper setting), marked on the Free plan.',
        params: idParams,
        querystring: pdfQuerySchema,
        response: { 200: z.unknown().describe('The PDF'), ...downloadErrors },
      },
    },
    async (req, reply) => {
      const pdf = await service.pdf({ actor: actorOf(req), id: req.params.id, paper: req.query.paper });
      return reply
        .headers({
          'content-type': 'application/pdf',
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(pdf.fileName)}`,
        })
        .send(pdf.data);
    },
  );

  r.get(
    '/patterns/:id/svg',
    {
      schema: {
        ...schema,
        description: 'All parts of a generated pattern as SVG, in millimetres.',
        params: idParams,
        response: { 200: z.unknown().describe('The SVG'), ...downloadErrors },
      },
    },
    async (req, reply) => {
      const svg = await service.svg({ actor: actorOf(req), id: req.params.id });
      // An SVG opened from our origin must not run anything: no script can be in it, and the CSP says so again.
      return reply
        .headers({
          'content-type': 'image/svg+xml; charset=utf-8',
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(svg.fileName)}`,
        })
        .send(svg.data);
    },
  );
}
