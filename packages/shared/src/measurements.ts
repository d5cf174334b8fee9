import { z } from 'zod';
import { LIMITS } from './limits.js';
import { recordIdsSchema } from './envelope.js';
import { garmentTypeSchema } from './garments.js';
import { optionalText, searchQuerySchema } from './clients.js';
import { pageQueryShape } from './pages.js';
import { text } from './text.js';
import { isRepresentable } from './measurement-input.js';
import { ANGLE_UNIT, measurementKind } from './measurement-kinds.js';

export const MEASUREMENT_UNITS = ['inches', 'cm'] as const;
export const measurementUnitSchema = z.enum(MEASUREMENT_UNITS);
type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];
/** A value's unit in an answer: the record's tape unit, or degrees for an angle (`unitOfMeasurement`, decision 189). */
export const answeredUnitSchema = z.enum([...MEASUREMENT_UNITS, ANGLE_UNIT]);

/**
 * What a tape gives, by the measurement's kind (decision 124): an inch size in sixteenths, a
 * centimetre size in millimetres, an angle in tenths of a degree, a count whole. The refusal sits on
 * the value's field, beside its name, so it does not repeat the name: a name inside the sentence would
 * keep it from being read in the reader’s language (decision 204). Each sentence is written as a message
 * property so the catalogue test reads it.
 */
export function sizePrecisionMessage(value: { name: string; size: number; unit: MeasurementUnit }): string | null {
  const kind = measurementKind(value.name);
  if (isRepresentable(value.size, value.unit, kind)) return null;
  const refusal =
    kind === 'angle'
      ? { message: 'An angle is written in degrees with at most one decimal, like 13 or 13.5' }
      : kind === 'count'
        ? { message: 'A count is a whole number' }
        : value.unit === 'cm'
          ? { message: `The size ${value.size} cm has more than one decimal; write it to the millimetre, like 69.5` }
          : { message: `The size ${value.size} in is not in sixteenths of an inch, like 27.25 or 27.125` };
  return refusal.message;
}

/** The tape unit a record keeps for a value sent in `unit`: degrees (an angle's) are kept as inches, never read. */
const tapeUnitOf = (unit: MeasurementUnit | typeof ANGLE_UNIT): MeasurementUnit => (unit === ANGLE_UNIT ? 'inches' : unit);

export const measurementValueSchema = z
  .strictObject({
    name: text()
      .trim()
      .min(1, 'Measurement name is required')
      .max(LIMITS.measurementName, `Measurement name must be at most ${LIMITS.measurementName} characters`),
    size: z
      .number({ error: 'Size must be a number' })
      .gt(0, 'Size must be greater than 0')
      .max(LIMITS.measurementMax, `Size must be at most ${LIMITS.measurementMax}`),
    /** Degrees only for an angle, as the answers give it back (decision 189); an angle in a tape unit is degrees too. */
    unit: answeredUnitSchema.default('inches'),
  })
  .superRefine((value, ctx) => {
    if (value.unit === ANGLE_UNIT && typeof value.name === 'string' && measurementKind(value.name) !== 'angle')
      ctx.addIssue({ code: 'custom', path: ['unit'], message: `${value.name} is not an angle: select inches or cm` });
    // Only a size the fields above took: one out of bounds, or of no unit we know, has its own refusal.
    const { size } = value;
    const unit = tapeUnitOf(value.unit);
    if (typeof size !== 'number' || !(size > 0 && size <= LIMITS.measurementMax) || !MEASUREMENT_UNITS.includes(unit)) return;
    const message = sizePrecisionMessage({ ...value, unit });
    if (message) ctx.addIssue({ code: 'custom', path: ['size'], message });
  })
  // A record keeps a tape unit for every value; an angle's is never read (decision 124).
  .transform((value) => ({ ...value, unit: tapeUnitOf(value.unit) }));
export type MeasurementValue = z.output<typeof measurementValueSchema>;
/** A value as a form sends it: degrees allowed on an angle (decision 189). */
export type MeasurementValueBody = z.input<typeof measurementValueSchema>;

/**
 * The form keys values by name, so a name appears once per record (case-insensitive, decision 012).
 * An empty list is allowed: a record can hold notes only.
 */
const valuesSchema = z
  .array(measurementValueSchema)
  .max(LIMITS.measurementValues, `At most ${LIMITS.measurementValues} measurements per record`)
  .superRefine((values, ctx) => {
    const seen = new Set<string>();
    values.forEach((v, i) => {
      const key = v.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `'${v.name}' is listed twice; each measurement name can appear once` });
      seen.add(key);
    });
  });

const notesSchema = optionalText(LIMITS.notes, 'Notes');

/**
 * A studio garment template the record is taken with (decision 078): its name is kept on the
 * record, so the record outlives a change or deletion of the template. "" or null is none.
 */
const templateIdSchema = z
  .string()
  .max(64)
  .nullish()
  .transform((v) => (v === '' ? null : v));

export const createMeasurementBodySchema = z.strictObject({
  clientId: z.string().min(1, 'Select a client').max(64),
  garmentType: garmentTypeSchema,
  templateId: templateIdSchema,
  measurements: valuesSchema,
  notes: notesSchema,
});
export type CreateMeasurementBody = z.input<typeof createMeasurementBodySchema>;

/** clientId may be echoed back by a form, but it can never change (decision 012). */
export const updateMeasurementBodySchema = z.strictObject({
  clientId: z.string().max(64).optional(),
  garmentType: garmentTypeSchema.optional(),
  templateId: templateIdSchema,
  measurements: valuesSchema.optional(),
  notes: notesSchema.optional(),
});
export type UpdateMeasurementBody = z.input<typeof updateMeasurementBodySchema>;

export const measurementListQuerySchema = z.object({
  ...pageQueryShape,
  /** Matches the client's name or the garment type (the history tab's search). */
  search: searchQuerySchema.optional(),
  clientId: z.string().max(64).optional(),
  garmentType: garmentTypeSchema.optional(),
});

export const measurementSchema = recordIdsSchema.extend({
  clientId: z.string(),
  /** `other` for a record taken with a studio template. */
  garmentType: garmentTypeSchema,
  /** The studio template it was taken with; null for a built-in type, or once the template is deleted. */
  templateId: z.string().nullable(),
  /** What the garment is called: the built-in label ('Dress') or the template's name when taken ('Agbada'). */
  garmentName: z.string(),
  measurements: z.array(z.object({ name: z.string(), size: z.number(), unit: answeredUnitSchema })),
  /** Who measured: the studio, or the client at home with the studio's approval (decision 084). */
  takenBy: z.enum(['studio', 'client']),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Measurement = z.infer<typeof measurementSchema>;
