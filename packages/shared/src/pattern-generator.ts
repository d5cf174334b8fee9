import { z } from 'zod';
import { optionalText } from './clients.js';
import { measurementValueSchema, type MeasurementValue } from './measurements.js';
import { PATTERN_FABRIC_TYPES, PATTERN_GARMENT_TYPES, PATTERN_LIMITS, PATTERN_SIZE_RANGES, PATTERN_STYLES } from './patterns.js';
import { PAPER_SIZES, type PaperSize } from './settings-values.js';
import { text } from './text.js';
import { patternFitSchema } from './pattern-fit.js';
import { GENERATOR_DESIGNS } from './generator-designs.js';
import { DIFFICULTIES } from './design-catalogue.js';

/**
 * The pattern generator (the /ai-patterns page and POST /patterns/generate):
 * a client's measurements drafted by FreeSewing's pattern-making rules into a made-to-measure
 * pattern, printable at true scale (decisions 038, 039, 040). FreeSewing itself runs on the
 * server only; this file is the contract both sides read.
 *
 * Endpoints (all behind sign-in, envelope as everywhere):
 * - GET  /api/v1/patterns/generator → 200 `data: GeneratorInfo` (designs, plan, this month's usage, defaults)
 * - POST /api/v1/patterns/generate/check, body `GeneratorCheckBody` → 200 `data: GeneratorCheck`
 *   (which measurements the design needs, which the record has, which are missing)
 * - POST /api/v1/patterns/generate, body `GeneratePatternBody` → 201 `data.pattern` (a Pattern whose
 *   `generator` is set), message 'Pattern generated successfully'. Refusals:
 *   422 MEASUREMENTS_MISSING (see `missingMeasurementField`), 422 PATTERN_DRAFT_FAILED (the values
 *   cannot make a body FreeSewing can draft), 403 PLAN_AI_LIMIT_REACHED (Free: 5 a calendar month in
 *   the account's time zone), 403 FEATURE_NOT_AVAILABLE (a Premium template on Free),
 *   403 STORAGE_LIMIT_REACHED (the preview image), 404 on clientId / measurementId.
 * - GET  /api/v1/patterns/{id}/pdf?paper=a4|letter → application/pdf, the tiled true-scale PDF
 *   (paper defaults to the reader's settings; marked 'Atelier' on every page when `isWatermarked`)
 * - GET  /api/v1/patterns/{id}/svg → image/svg+xml, all parts at true scale (millimetres)
 * - GET  /api/v1/patterns/{id}/image → the PNG preview, as for every pattern
 * A generated pattern is an ordinary pattern afterwards: listed, edited, made public, deleted
 * and copied through the pattern API (a copy keeps its draft, so its PDF works too).
 */

/** FreeSewing designs we offer: each one a 'design template' the plans count (decision 038). */
export { GENERATOR_DESIGNS };
export type GeneratorDesign = (typeof GENERATOR_DESIGNS)[number];
export * from './design-catalogue.js';
export const generatorDesignSchema = z.enum(GENERATOR_DESIGNS, { error: 'Select a design' });

/** 1 in = 25.4 mm exactly, so a 34 in bust is 863.6 mm. */
export const MM_PER_INCH = 25.4;
export const toMillimetres = (v: Pick<MeasurementValue, 'size' | 'unit'>): number => (v.unit === 'cm' ? v.size * 10 : v.size * MM_PER_INCH);

/** Seam allowance in mm (the user's choice; 1 cm, or 3/8 in when they measure in inches). */
export const SEAM_ALLOWANCE = { minMm: 0, maxMm: 50, cmDefaultMm: 10, inchesDefaultMm: 9.525 } as const;
export const defaultSeamAllowanceMm = (unit: 'inches' | 'cm') =>
  unit === 'cm' ? SEAM_ALLOWANCE.cmDefaultMm : SEAM_ALLOWANCE.inchesDefaultMm;

/** Fabric on the bolt, for the materials estimate (decision 040). */
export const FABRIC_WIDTHS_MM = [1120, 1400, 1500] as const;
export const FABRIC_WIDTH = { minMm: 600, maxMm: 3000, defaultMm: 1400 } as const;

export const GENERATOR_LIMITS = { extraMeasurements: 40 } as const;

const idText = (label: string) =>
  z
    .string({ error: `Select a ${label}` })
    .min(1, `Select a ${label}`)
    .max(64);
const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) => z.enum(values, { error: `Select a ${label}` });

/** Which client record to draft from, and which design. */
const draftTarget = {
  clientId: idText('client'),
  /** The client's measurement record; null: none yet, the `extraMeasurements` become a new record. */
  measurementId: idText('measurement record').nullable(),
  garmentType: choice(PATTERN_GARMENT_TYPES, 'garment type'),
  /** Absent: the garment type's default design (`defaultDesignFor`). Must be offered for the garment type. */
  design: generatorDesignSchema.optional(),
};

/**
 * Values the user supplies for measurements the record lacks, named by the labels the check or the
 * 422 gave (or FreeSewing's names). They are saved back to the client's record as custom values
 * before drafting, so the next pattern asks for nothing; an angle (Shoulder Slope) is in degrees
 * whatever its unit says.
 */
const extraMeasurements = z
  .array(measurementValueSchema)
  .max(GENERATOR_LIMITS.extraMeasurements, `At most ${GENERATOR_LIMITS.extraMeasurements} added measurements`)
  .default([]);

export const generatorCheckBodySchema = z.strictObject({ ...draftTarget, extraMeasurements });
export type GeneratorCheckBody = z.input<typeof generatorCheckBodySchema>;

/** POST /patterns/generate (a pattern's fields plus what drafting needs). */
export const generatePatternBodySchema = z.strictObject({
  ...draftTarget,
  /** Empty: the style followed by the garment type. */
  name: text().trim().max(PATTERN_LIMITS.name, `Name must be at most ${PATTERN_LIMITS.name} characters`).default(''),
  description: optionalText(PATTERN_LIMITS.description, 'Description'),
  style: choice(PATTERN_STYLES, 'style'),
  sizeRange: choice(PATTERN_SIZE_RANGES, 'size range'),
  fabricType: choice(PATTERN_FABRIC_TYPES, 'fabric type'),
  occasion: optionalText(PATTERN_LIMITS.occasion, 'Occasion'),
  additionalDetails: optionalText(PATTERN_LIMITS.additionalDetails, 'Additional details'),
  /** Millimetres; absent: `defaultSeamAllowanceMm` of the user's unit. */
  seamAllowance: z
    .number({ error: 'Seam allowance must be a number of millimetres' })
    .min(SEAM_ALLOWANCE.minMm, 'Seam allowance cannot be negative')
    .max(SEAM_ALLOWANCE.maxMm, `Seam allowance must be at most ${SEAM_ALLOWANCE.maxMm} mm`)
    .optional(),
  /** Millimetres; the materials list's fabric length is laid out on this width. */
  fabricWidth: z
    .number({ error: 'Fabric width must be a number of millimetres' })
    .min(FABRIC_WIDTH.minMm, `Fabric width must be at least ${FABRIC_WIDTH.minMm} mm`)
    .max(FABRIC_WIDTH.maxMm, `Fabric width must be at most ${FABRIC_WIDTH.maxMm} mm`)
    .default(FABRIC_WIDTH.defaultMm),
  extraMeasurements,
});
export type GeneratePatternBody = z.input<typeof generatePatternBodySchema>;

/** One measurement a design needs, as the check and the form show it. */
export const designMeasurementSchema = z.object({
  /** FreeSewing's name (`seat`). */
  name: z.string(),
  /** Ours (`Hips`): the name to send in `extraMeasurements`. */
  label: z.string(),
  kind: z.enum(['circumference', 'length', 'angle']),
});
export type DesignMeasurement = z.infer<typeof designMeasurementSchema>;

export const generatorCheckSchema = z.object({
  design: generatorDesignSchema,
  /** Everything the design needs, with the value found in mm (degrees for angles) or null. */
  measurements: z.array(designMeasurementSchema.extend({ valueMm: z.number().nullable() })),
  /** The client's fit profile as the draft would apply it (decision 087). */
  fit: patternFitSchema,
  /** The ones still missing after `extraMeasurements`: ask for these before generating. */
  missing: z.array(designMeasurementSchema),
});
export type GeneratorCheck = z.infer<typeof generatorCheckSchema>;

/**
 * A 422 MEASUREMENTS_MISSING lists each missing measurement as an `errors` entry:
 * `{ field: 'measurements.seat', message: "Hips (FreeSewing: seat) is not in the client's measurements" }`.
 */
export const MISSING_FIELD_PREFIX = 'measurements.';
export const missingMeasurementField = (freesewingName: string) => `${MISSING_FIELD_PREFIX}${freesewingName}`;
export const missingMeasurementMessage = (label: string, freesewingName: string) =>
  `${label} (FreeSewing: ${freesewingName}) is not in the client's measurements`;
/** The FreeSewing name an `errors` entry of MEASUREMENTS_MISSING is about, or null. */
export const missingMeasurementName = (field: string): string | null =>
  field.startsWith(MISSING_FIELD_PREFIX) ? field.slice(MISSING_FIELD_PREFIX.length) : null;

export const generatorDesignInfoSchema = z.object({
  id: generatorDesignSchema,
  /** FreeSewing's name ('Bella'). */
  name: z.string(),
  /** What it drafts ('Bodice with sleeves'), and with the name ('Bodice with sleeves (Bella)'): decision 132. */
  drafts: z.string(),
  label: z.string(),
  summary: z.string(),
  garmentTypes: z.array(z.enum(PATTERN_GARMENT_TYPES)),
  difficulty: z.enum(DIFFICULTIES),
  free: z.boolean(),
  /** The signed-in account's plan may draft it (false: a Premium template on Free). */
  available: z.boolean(),
  measurements: z.array(designMeasurementSchema),
});

/** GET /patterns/generator. */
export const generatorInfoSchema = z.object({
  designs: z.array(generatorDesignInfoSchema),
  usage: z.object({
    /** Generations this calendar month, in the account's time zone. */
    used: z.number().int(),
    /** null: unlimited (Premium, Enterprise). */
    limit: z.number().int().nullable(),
    /** When the count starts again: the next month's first midnight in `timeZone` (ISO instant). */
    resetsAt: z.string(),
    timeZone: z.string(),
  }),
  /** Outputs carry the 'Atelier' mark (Free). */
  watermarked: z.boolean(),
  defaults: z.object({
    unit: z.enum(['inches', 'cm']),
    seamAllowance: z.number(),
    fabricWidth: z.number(),
    paperSize: z.enum(PAPER_SIZES),
  }),
});
export type GeneratorInfo = z.infer<typeof generatorInfoSchema>;

export const pdfQuerySchema = z.object({
  paper: z.enum(PAPER_SIZES, { error: 'Select A4 or Letter' }).optional(),
  /** Another version of the pattern to compare with on a last page; a re-draft compares with its previous version unless `none`. */
  compare: z.string().max(64).optional(),
});
export type PdfPaper = PaperSize;

/** The 10 cm × 5 cm square printed on the cover page to check the printer's scale (decision 040). */
export const TEST_SQUARE_MM = { width: 100, height: 50 } as const;
