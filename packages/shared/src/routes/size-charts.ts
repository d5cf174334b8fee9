import { z } from 'zod';
import { optionalText, searchQuerySchema } from '../clients.js';
import { recordIdsSchema } from '../envelope.js';
import { garmentTypeSchema } from '../garments.js';
import { pageOf, pageQueryShape } from '../pages.js';
import {
  chartMeasureSchema,
  checkSizeChart,
  sizeChartRowSchema,
  sizeChartRuleSchema,
  sizeChartShape,
  sizeChartUnitSchema,
  sizeProposalSchema,
} from '../size-charts.js';
import { text } from '../text.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/**
 * A designer's size charts (decision 214): each chart of a designer (one of the studio's suppliers,
 * as for its styles) has a name ('Misses', 'Plus'), its unit, its rule and its sizes, checked by the
 * one chart schema of `size-charts.ts`; a bride's size is proposed from it and her latest measurements.
 */
export const SIZE_CHART_LIMITS = { name: 80, note: 2000 } as const;

const designerReference = z.string({ error: 'Select a designer' }).min(1, 'Select a designer').max(64);
const nameSchema = text()
  .trim()
  .min(1, 'Name is required')
  .max(SIZE_CHART_LIMITS.name, `Name must be at most ${SIZE_CHART_LIMITS.name} characters`);
const noteSchema = optionalText(SIZE_CHART_LIMITS.note, 'Note');

export const createSizeChartBodySchema = z
  .strictObject({ designerId: designerReference, name: nameSchema, note: noteSchema, ...sizeChartShape })
  .superRefine(checkSizeChart);
export type CreateSizeChartBody = z.input<typeof createSizeChartBodySchema>;

const CHART_FIELDS = ['unit', 'rule', 'measures', 'rows'] as const;

/**
 * A field not sent is left as it is; a note sent as null is cleared. The chart itself is one whole:
 * its unit, rule, measures and rows are sent together, or none of them, and checked together.
 */
export const updateSizeChartBodySchema = z
  .strictObject({
    designerId: designerReference.optional(),
    name: nameSchema.optional(),
    note: noteSchema.optional(),
    unit: sizeChartShape.unit.optional(),
    rule: sizeChartShape.rule.optional(),
    measures: sizeChartShape.measures.optional(),
    rows: sizeChartShape.rows.optional(),
  })
  .superRefine((body, ctx) => {
    const sent = CHART_FIELDS.filter((field) => body[field] !== undefined);
    if (sent.length === 0) return;
    if (sent.length < CHART_FIELDS.length) {
      for (const field of CHART_FIELDS.filter((f) => body[f] === undefined))
        ctx.addIssue({ code: 'custom', path: [field], message: 'Send the unit, rule, measures and rows of a chart together' });
      return;
    }
    const { unit, rule, measures, rows } = body;
    if (unit && rule && measures && rows) checkSizeChart({ unit, rule, measures, rows }, ctx);
  });
export type UpdateSizeChartBody = z.input<typeof updateSizeChartBodySchema>;

export const sizeChartSchema = recordIdsSchema.extend({
  designer: z.object({ id: z.string(), name: z.string() }),
  name: z.string(),
  unit: sizeChartUnitSchema,
  rule: sizeChartRuleSchema,
  measures: z.array(chartMeasureSchema),
  /** Smallest first, as the chart was saved. */
  rows: z.array(z.object({ ...sizeChartRowSchema.shape, upchargeCents: z.int() })),
  /** "" when there is none (decision 017). */
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SizeChart = z.infer<typeof sizeChartSchema>;

/** Whose body a size is proposed for: one of the studio's clients. */
export const sizeProposalQuerySchema = z.object({ clientId: z.string({ error: 'Select a client' }).min(1, 'Select a client').max(64) });

/** A proposal and what it was read from, as an order keeps it: the record and when it was last measured. */
export const sizeProposalAnswerSchema = z.object({
  proposal: sizeProposalSchema,
  /** The client's latest record with a bust, waist or hips; null when she has none. */
  measurement: z
    .object({ id: z.string(), garmentType: garmentTypeSchema, garmentName: z.string(), measuredAt: z.string(), unit: sizeChartUnitSchema })
    .nullable(),
  /** The values the proposal read, in `measurement.unit`. */
  body: z.partialRecord(chartMeasureSchema, z.number()),
});
export type SizeProposalAnswer = z.infer<typeof sizeProposalAnswerSchema>;

/** The success messages these routes answer, in English; other languages' in declared.json (decisions 138, 203). */
const messages = {
  sizeChartAdded: 'Size chart added',
  sizeChartsLoaded: 'Size charts loaded',
  sizeChartUpdated: 'Size chart updated',
  sizeChartDeleted: 'Size chart deleted',
  sizeProposed: 'Size proposed',
} satisfies RouteMessages;

const sizeChart = z.object({ sizeChart: sizeChartSchema });

/** The studio's size charts: the permission, then the record its `:id` names, checked from the declaration (decision 193). */
export const sizeChartRoutes = routeGroup(messages, {
  create: defineRoute({
    method: 'POST',
    path: '/size-charts',
    resource: 'sizeCharts',
    access: 'sizeCharts.write',
    feature: 'materials',
    body: createSizeChartBodySchema,
    success: { status: 201, data: sizeChart },
    message: 'sizeChartAdded',
    errors: createErrorResponses,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/size-charts',
    resource: 'sizeCharts',
    access: 'sizeCharts.read',
    feature: 'materials',
    query: z.object({ ...pageQueryShape, search: searchQuerySchema.optional(), designerId: z.string().max(64).optional() }),
    description:
      'The studio’s size charts, newest first; `search` matches the chart’s or its designer’s name whatever the case and ' +
      'accents, `designerId` keeps one designer’s.',
    success: { status: 200, data: pageOf('sizeCharts', sizeChartSchema) },
    message: 'sizeChartsLoaded',
    errors: errorResponses,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/size-charts/:id',
    resource: 'sizeCharts',
    access: 'sizeCharts.write',
    feature: 'materials',
    record: 'sizeCharts',
    params: idParams,
    body: updateSizeChartBodySchema,
    success: { status: 200, data: sizeChart },
    message: 'sizeChartUpdated',
    errors: errorResponses,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/size-charts/:id',
    resource: 'sizeCharts',
    access: 'sizeCharts.delete',
    feature: 'materials',
    record: 'sizeCharts',
    params: idParams,
    success: { status: 200, data: z.object({ deleted: z.literal(true) }) },
    message: 'sizeChartDeleted',
    errors: errorResponses,
  }),
  propose: defineRoute({
    method: 'GET',
    path: '/size-charts/:id/proposal',
    resource: 'sizeCharts',
    access: 'sizeCharts.read',
    feature: 'materials',
    record: 'sizeCharts',
    params: idParams,
    query: sizeProposalQuerySchema,
    description:
      'The size to order from this chart for the client’s latest measurements (the newest record with a bust, waist or ' +
      'hips), with the measurement that decided it and what each other takes in.',
    success: { status: 200, data: sizeProposalAnswerSchema },
    message: 'sizeProposed',
    errors: errorResponses,
  }),
});
