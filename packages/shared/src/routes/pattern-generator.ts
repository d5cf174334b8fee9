import { z } from 'zod';
import { errorEnvelopeSchema } from '../envelope.js';
import {
  generatePatternBodySchema,
  generatorCheckBodySchema,
  generatorCheckSchema,
  generatorInfoSchema,
  pdfQuerySchema,
} from '../pattern-generator.js';
import { patternSchema } from '../patterns.js';
import { compareQuerySchema, patternVersionSchema, redraftBodySchema } from '../pattern-fit.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  generatorLoaded: 'Pattern generator loaded',
  patternGenerated: 'Pattern generated successfully',
  patternRedrafted: 'Pattern re-drafted: a new version',
  patternVersionsLoaded: 'Versions loaded successfully',
  measurementsMissing: 'Some measurements are missing',
  measurementsComplete: 'All measurements are recorded',
} satisfies RouteMessages;

const generateErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe(
    'Free: 5 generations a month used (PLAN_AI_LIMIT_REACHED), a Premium template (FEATURE_NOT_AVAILABLE), or storage full (STORAGE_LIMIT_REACHED)',
  ),
  422: errorEnvelopeSchema.describe(
    'Validation (VALIDATION_ERROR), measurements the record lacks (MEASUREMENTS_MISSING, one ' +
      'entry per measurement), or values no body has (PATTERN_DRAFT_FAILED), or the client’s fit ' +
      'profile takes an input past what the design drafts (FIT_CORRECTION_REFUSED, one entry ' +
      '`fitProfile.<correctionId>` per correction), or the studio holds the most patterns or ' +
      'measurement records (STORE_LIMIT_REACHED)',
  ),
  429: errorEnvelopeSchema.describe('Too many generations in a minute (RATE_LIMITED)'),
};

const downloadErrors = { ...errorResponses, 429: errorEnvelopeSchema.describe('Too many downloads in a minute (RATE_LIMITED)') };

/**
 * The pattern generator (contract in ../pattern-generator.ts). Its routes are the patterns
 * resource: a generated pattern is a pattern, and refreshing the patterns refreshes the month's usage.
 */
export const patternGeneratorRoutes = routeGroup(messages, {
  info: defineRoute({
    method: 'GET',
    path: '/patterns/generator',
    resource: 'patterns',
    access: 'patterns.read',
    success: { status: 200, data: generatorInfoSchema },
    message: 'generatorLoaded',
    errors: { 401: errorResponses[401] },
  }),
  /** Which measurements a design needs that the record lacks; the message says whether any do. */
  check: defineRoute({
    method: 'POST',
    path: '/patterns/generate/check',
    resource: 'patterns',
    access: 'patterns.read',
    body: generatorCheckBodySchema,
    success: { status: 200, data: generatorCheckSchema },
    message: 'measurementsComplete',
    errors: {
      ...errorResponses,
      422: errorEnvelopeSchema.describe(
        "Validation (VALIDATION_ERROR), or the client's fit profile takes an input past what the " +
          'design drafts (FIT_CORRECTION_REFUSED, one entry `fitProfile.<correctionId>` per ' +
          'correction, as Generate would answer)',
      ),
    },
  }),
  generate: defineRoute({
    method: 'POST',
    path: '/patterns/generate',
    resource: 'patterns',
    access: 'patterns.write',
    body: generatePatternBodySchema,
    success: { status: 201, data: z.object({ pattern: patternSchema }) },
    message: 'patternGenerated',
    errors: generateErrors,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/patterns/:id/pdf',
    resource: 'patterns',
    access: 'patterns.read',
    description:
      'The generated pattern as a tiled PDF at true scale (A4 or Letter; default the reader’s paper setting), marked on the Free plan.',
    params: idParams,
    query: pdfQuerySchema,
    success: { status: 200, file: 'application/pdf', schema: z.unknown().describe('The PDF') },
    errors: downloadErrors,
  }),
  svg: defineRoute({
    method: 'GET',
    path: '/patterns/:id/svg',
    resource: 'patterns',
    access: 'patterns.read',
    description: 'All parts of a generated pattern as SVG, in millimetres.',
    params: idParams,
    success: { status: 200, file: 'image/svg+xml', schema: z.unknown().describe('The SVG') },
    errors: downloadErrors,
  }),
  /** A new version drafted from the same base values with the client's fit profile as it is now (decision 087). */
  redraft: defineRoute({
    method: 'POST',
    path: '/patterns/:id/redraft',
    resource: 'patterns',
    access: 'patterns.write',
    record: 'patterns',
    description:
      'Re-drafts a generated pattern with its first base measurements and options plus the fit ' +
      'profile in force: a new version (a new pattern counted like any generation). 422 ' +
      'FIT_CORRECTION_REFUSED names a correction the design cannot take.',
    params: idParams,
    body: redraftBodySchema,
    success: { status: 201, data: z.object({ pattern: patternSchema }) },
    message: 'patternRedrafted',
    errors: {
      ...generateErrors,
      404: errorEnvelopeSchema.describe('No generated pattern of the studio with that id, or a fitting of another client (NOT_FOUND)'),
    },
  }),
  versions: defineRoute({
    method: 'GET',
    path: '/patterns/:id/versions',
    resource: 'patterns',
    access: 'patterns.read',
    description: 'Every version of a generated pattern of the studio, newest first.',
    params: idParams,
    success: { status: 200, data: z.object({ versions: z.array(patternVersionSchema) }) },
    message: 'patternVersionsLoaded',
    errors: errorResponses,
  }),
  compare: defineRoute({
    method: 'GET',
    path: '/patterns/:id/compare',
    resource: 'patterns',
    access: 'patterns.read',
    description:
      'Two versions as one SVG: the earlier outline dashed under this one, part on part. `with` defaults to the version this one was re-drafted from.',
    params: idParams,
    query: compareQuerySchema,
    success: { status: 200, file: 'image/svg+xml', schema: z.unknown().describe('The SVG') },
    errors: downloadErrors,
  }),
});
