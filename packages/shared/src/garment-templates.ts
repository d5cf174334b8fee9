import { z } from 'zod';
import { recordIdsSchema } from './envelope.js';
import { garmentTypeSchema } from './garments.js';
import { LIMITS } from './limits.js';
import { answeredUnitSchema, measurementUnitSchema } from './measurements.js';
import { optionalText } from './clients.js';
import { text } from './text.js';

/**
 * A studio's own garment types and their measurement lists (decision 078): "advanced measurement
 * templates", sold with Premium and Enterprise.
 */
export const GARMENT_TEMPLATE_LIMITS = {
  name: 60,
  hint: 120,
  templatesPerStudio: 100,
  measurementsPerTemplate: 60,
} as const;

export const templateMeasurementSchema = z.strictObject({
  name: text()
    .trim()
    .min(1, 'Measurement name is required')
    .max(LIMITS.measurementName, `Measurement name must be at most ${LIMITS.measurementName} characters`),
  /** Where to put the tape: 'around the fullest part'. */
  hint: optionalText(GARMENT_TEMPLATE_LIMITS.hint, 'Hint'),
  /** The unit the form starts with; null leaves the studio's usual one. */
  unit: measurementUnitSchema.nullish().transform((v) => v ?? null),
});

const templateMeasurementsSchema = z
  .array(templateMeasurementSchema)
  .max(
    GARMENT_TEMPLATE_LIMITS.measurementsPerTemplate,
    `A garment has at most ${GARMENT_TEMPLATE_LIMITS.measurementsPerTemplate} measurements`,
  )
  .superRefine((values, ctx) => {
    const seen = new Set<string>();
    values.forEach((v, i) => {
      const key = v.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `'${v.name}' is listed twice; each measurement name can appear once` });
      seen.add(key);
    });
  });

const templateName = text()
  .trim()
  .min(1, 'Name is required')
  .max(GARMENT_TEMPLATE_LIMITS.name, `Name must be at most ${GARMENT_TEMPLATE_LIMITS.name} characters`);

/**
 * POST /garment-templates. `copyOf` starts from a built-in list (`dress`, `suit`, …): its
 * measurements are used when the body sends none.
 */
export const createGarmentTemplateBodySchema = z.strictObject({
  name: templateName,
  measurements: templateMeasurementsSchema.optional(),
  copyOf: garmentTypeSchema.optional(),
});
export type CreateGarmentTemplateBody = z.input<typeof createGarmentTemplateBodySchema>;

export const updateGarmentTemplateBodySchema = z.strictObject({
  name: templateName.optional(),
  measurements: templateMeasurementsSchema.optional(),
});
export type UpdateGarmentTemplateBody = z.input<typeof updateGarmentTemplateBodySchema>;

export const garmentTemplateSchema = recordIdsSchema.extend({
  name: z.string(),
  measurements: z.array(z.object({ name: z.string(), hint: z.string(), unit: measurementUnitSchema.nullable() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GarmentTemplate = z.infer<typeof garmentTemplateSchema>;

/**
 * GET /clients/{clientId}/measurement-history: the client's records grouped by garment, oldest
 * visit first, each value beside its change since the visit before (decision 078).
 */
export const measurementHistorySchema = z.object({
  garments: z.array(
    z.object({
      /** `dress`…`jacket` for a built-in type, the template's id, or `name:<lowercased name>` for one whose template is gone. */
      key: z.string(),
      garmentName: z.string(),
      /** Every measurement name seen, in the order of the newest visit, then older ones. */
      names: z.array(z.string()),
      visits: z.array(
        z.object({
          measurementId: z.string(),
          date: z.string(),
          values: z.array(
            z.object({
              name: z.string(),
              size: z.number(),
              unit: answeredUnitSchema,
              /** Size minus the previous visit's value of that name, in this visit's unit; null on the first. */
              change: z.number().nullable(),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type MeasurementHistory = z.infer<typeof measurementHistorySchema>;
