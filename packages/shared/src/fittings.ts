import { z } from 'zod';
import { instantSchema } from './dates.js';
import { optionalText } from './clients.js';
import { recordIdsSchema } from './envelope.js';
import { LIMITS } from './limits.js';
import { generatorDesignSchema } from './pattern-generator.js';
import { fitTargetSchema, fitUnitSchema, type FitUnit } from './pattern-fit.js';
import { text } from './text.js';

/**
 * Fittings and the client's fit profile (decision 086): a project's fittings, what the client wore
 * for each, and the corrections made there. Every correction not retired is in force; the fit
 * profile lists them per client, newest first, for the generator to draft with.
 */
export const FITTING_LIMITS = {
  /** A bridal gown takes three to five fittings; 30 leaves room for any garment without inviting a script. */
  perProject: 30,
  correctionsPerFitting: 30,
  worn: 200,
  reason: 300,
  notes: LIMITS.notes,
  /** Millimetres: 300 mm (30 cm) is beyond any shoe worn to a fitting. */
  heelHeightMm: 300,
} as const;

/**
 * The largest change one correction makes, either way (decision 086): a fitting takes in or lets
 * out a few centimetres; more than 20 cm (8 in) or 30 % is a new measurement, not a correction.
 */
export const FIT_CHANGE_BOUNDS: Record<FitUnit, number> = { cm: 20, in: 8, '%': 30 };

/** '+2 cm', '−0.5 in', '+3 %': the sign always written, the figure in the reader's language ('−1,5 cm' in French). */
export function formatFitChange(change: number, unit: FitUnit, language = 'en'): string {
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  return `${sign}${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(Math.abs(change))} ${unit}`;
}

/** One correction as a form sends it; `id` keeps an existing correction (and its retired state) on update. */
export const fitCorrectionInputSchema = z
  .strictObject({
    id: z.string().max(64).optional(),
    target: fitTargetSchema,
    name: text()
      .trim()
      .min(1, 'Name the measurement or option')
      .max(LIMITS.measurementName, `At most ${LIMITS.measurementName} characters`),
    /** The FreeSewing design of an option correction; none for a measurement, which carries to every design. */
    design: generatorDesignSchema.nullish(),
    change: z.number({ error: 'Enter the change as a number' }).finite('Enter the change as a number'),
    unit: fitUnitSchema,
    reason: optionalText(FITTING_LIMITS.reason, 'Reason'),
  })
  .superRefine((c, ctx) => {
    const bound = FIT_CHANGE_BOUNDS[c.unit];
    if (c.change === 0)
      ctx.addIssue({ code: 'custom', path: ['change'], message: 'A correction changes something: enter more or less than 0' });
    else if (Math.abs(c.change) > bound)
      ctx.addIssue({ code: 'custom', path: ['change'], message: `A correction is at most ${bound} ${c.unit} either way` });
    if (c.target === 'option' && !c.design)
      ctx.addIssue({ code: 'custom', path: ['design'], message: 'Select the design the option belongs to' });
    if (c.target === 'measurement' && c.design)
      ctx.addIssue({ code: 'custom', path: ['design'], message: 'A measurement correction carries to every design: leave the design out' });
  });
export type FitCorrectionInput = z.input<typeof fitCorrectionInputSchema>;

const fittingFields = {
  /** When the fitting took place; a wall time without offset is read in the account's zone. */
  fittedOn: instantSchema,
  /** The calendar fitting it came from, of the same client; "" or null for none. */
  eventId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => v || null),
  undergarments: optionalText(FITTING_LIMITS.worn, 'Undergarments'),
  shoes: optionalText(FITTING_LIMITS.worn, 'Shoes'),
  heelHeightMm: z
    .number({ error: 'Enter the heel height in millimetres' })
    .int('Enter the heel height in whole millimetres')
    .min(0, 'The heel height cannot be negative')
    .max(FITTING_LIMITS.heelHeightMm, `At most ${FITTING_LIMITS.heelHeightMm} mm`)
    .nullish(),
  wornOther: optionalText(FITTING_LIMITS.worn, 'Also worn'),
  notes: optionalText(FITTING_LIMITS.notes, 'Notes'),
  corrections: z
    .array(fitCorrectionInputSchema)
    .max(FITTING_LIMITS.correctionsPerFitting, `A fitting has at most ${FITTING_LIMITS.correctionsPerFitting} corrections`),
};

/** POST /projects/{id}/fittings. */
export const createFittingBodySchema = z.strictObject({ ...fittingFields, corrections: fittingFields.corrections.default([]) });
export type CreateFittingBody = z.input<typeof createFittingBodySchema>;

/** PATCH /fittings/{id}: fields left out stay; `corrections`, when sent, replaces the list. */
export const updateFittingBodySchema = z.strictObject({
  fittedOn: fittingFields.fittedOn.optional(),
  /** Left out stays; "" or null unlinks the calendar event. */
  eventId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  undergarments: fittingFields.undergarments.optional(),
  shoes: fittingFields.shoes.optional(),
  heelHeightMm: fittingFields.heelHeightMm,
  wornOther: fittingFields.wornOther.optional(),
  notes: fittingFields.notes.optional(),
  corrections: fittingFields.corrections.optional(),
});
export type UpdateFittingBody = z.input<typeof updateFittingBodySchema>;

export const fitCorrectionSchema = recordIdsSchema.extend({
  target: fitTargetSchema,
  name: z.string(),
  design: generatorDesignSchema.nullable(),
  change: z.number(),
  unit: fitUnitSchema,
  reason: z.string(),
  /** When it was retired; null while in force. */
  retiredAt: z.string().nullable(),
  position: z.number().int(),
});
export type FitCorrection = z.infer<typeof fitCorrectionSchema>;

/** What the client wore for the fitting: optional texts "", the heel height null when not noted. */
export const fittingWornSchema = z.object({
  undergarments: z.string(),
  shoes: z.string(),
  heelHeightMm: z.number().int().nullable(),
  other: z.string(),
});
export type FittingWorn = z.infer<typeof fittingWornSchema>;

export const fittingSchema = recordIdsSchema.extend({
  projectId: z.string(),
  clientId: z.string(),
  eventId: z.string().nullable(),
  fittedOn: z.string(),
  worn: fittingWornSchema,
  notes: z.string(),
  corrections: z.array(fitCorrectionSchema),
  /** Who recorded it; null once that member's account is gone. */
  createdById: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Fitting = z.infer<typeof fittingSchema>;

/** A correction in the fit profile, with the fitting it came from. */
export const fitProfileEntrySchema = fitCorrectionSchema.extend({
  fittingId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  fittedOn: z.string(),
  worn: fittingWornSchema,
});
export type FitProfileEntry = z.infer<typeof fitProfileEntrySchema>;

/** GET /clients/{id}/fit-profile: the corrections in force (grouped by what they correct, newest first), and the retired ones apart. */
export const fitProfileSchema = z.object({
  clientId: z.string(),
  inForce: z.array(fitProfileEntrySchema),
  retired: z.array(fitProfileEntrySchema),
});
export type FitProfile = z.infer<typeof fitProfileSchema>;

/** GET /fit-options/{design}: the options of a FreeSewing design a fitting can correct, each with the units it takes. */
export const fitOptionsSchema = z.object({
  design: generatorDesignSchema,
  options: z.array(z.object({ name: z.string(), units: z.array(fitUnitSchema) })),
});
export type FitOptions = z.infer<typeof fitOptionsSchema>;
