import { z } from 'zod';
import { patternFitSchema, patternVersionInfoSchema } from './pattern-fit.js';
import { optionalText, searchQuerySchema } from './clients.js';
import { recordIdsSchema } from './envelope.js';
import { pageQueryShape } from './pages.js';
import { text } from './text.js';

/**
 * Patterns: the designer, the library and their API (the /patterns page and routes).
 */

export const PATTERN_GARMENT_TYPES = ['Dress', 'Blouse', 'Skirt', 'Pants', 'Jacket', 'Other'] as const;
export const PATTERN_STYLES = ['Casual', 'Formal', 'Vintage', 'Modern', 'Sportswear', 'Boho', 'Other'] as const;
export const PATTERN_SIZE_RANGES = ['XS-S', 'M-L', 'XL-XXL', 'All sizes', 'Custom'] as const;
export const PATTERN_FABRIC_TYPES = ['Cotton', 'Silk', 'Wool', 'Linen', 'Denim', 'Satin', 'Leather', 'Knit', 'Other'] as const;
export type PatternGarmentType = (typeof PATTERN_GARMENT_TYPES)[number];
export type PatternStyle = (typeof PATTERN_STYLES)[number];
export type PatternSizeRange = (typeof PATTERN_SIZE_RANGES)[number];
export type PatternFabricType = (typeof PATTERN_FABRIC_TYPES)[number];

/** The designer's defaults; an empty name saves as 'Custom Pattern'. */
export const PATTERN_DEFAULTS = {
  name: 'Custom Pattern',
  garmentType: 'Other',
  style: 'Other',
  sizeRange: 'Custom',
  fabricType: 'Other',
} as const;

/** The canvas, brush and quick colours. */
export const CANVAS = { width: 800, height: 600, background: '#ffffff' } as const;
export const BRUSH = { min: 1, max: 50, default: 5, defaultColor: '#000000' } as const;
export const QUICK_COLORS = [
  { name: 'Black', value: '#000000' },
  { name: 'Red', value: '#ff0000' },
  { name: 'Green', value: '#00ff00' },
  { name: 'Blue', value: '#0000ff' },
  { name: 'Yellow', value: '#ffff00' },
  { name: 'Magenta', value: '#ff00ff' },
  { name: 'Cyan', value: '#00ffff' },
  { name: 'Orange', value: '#ffa500' },
] as const;

export const PATTERN_LIMITS = {
  name: 120,
  description: 2000,
  occasion: 120,
  additionalDetails: 2000,
  difficulty: 40,
  listItems: 50,
  material: 200,
  instruction: 1000,
  /** Decoded PNG bytes (decision 036). */
  imageMaxBytes: 2 * 1024 * 1024,
  /** The base64 text of 2 MB, with a data-URL prefix to spare. */
  imageMaxChars: Math.ceil((2 * 1024 * 1024) / 3) * 4 + 100,
} as const;

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) => z.enum(values, { error: `Select a ${label}` });
const list = (max: number, label: string) =>
  z
    .array(text().trim().min(1, `${label} cannot be empty`).max(max, `${label} must be at most ${max} characters`), {
      error: `${label} must be a list of text`,
    })
    .max(PATTERN_LIMITS.listItems, `At most ${PATTERN_LIMITS.listItems} ${label.toLowerCase()} entries`);

/**
 * A PNG as base64, bare or as a data URL (what a canvas gives). Its bytes are judged on the server
 * (PNG by content, size, dimensions); null means "no new image" (PATCH sends null).
 */
export const base64ImageSchema = z
  .string({ error: 'The image must be base64 text' })
  .max(PATTERN_LIMITS.imageMaxChars, 'The image must be at most 2 MB')
  .nullable();

const fields = {
  name: text()
    .trim()
    .max(PATTERN_LIMITS.name, `Name must be at most ${PATTERN_LIMITS.name} characters`)
    .transform((v) => v || PATTERN_DEFAULTS.name),
  description: optionalText(PATTERN_LIMITS.description, 'Description'),
  garmentType: choice(PATTERN_GARMENT_TYPES, 'garment type'),
  style: choice(PATTERN_STYLES, 'style'),
  sizeRange: choice(PATTERN_SIZE_RANGES, 'size range'),
  fabricType: choice(PATTERN_FABRIC_TYPES, 'fabric type'),
  occasion: optionalText(PATTERN_LIMITS.occasion, 'Occasion'),
  additionalDetails: optionalText(PATTERN_LIMITS.additionalDetails, 'Additional details'),
  difficulty: optionalText(PATTERN_LIMITS.difficulty, 'Difficulty'),
  materials: list(PATTERN_LIMITS.material, 'Materials'),
  instructions: list(PATTERN_LIMITS.instruction, 'Instructions'),
  base64Image: base64ImageSchema,
};

export const createPatternBodySchema = z.strictObject({
  ...fields,
  name: fields.name.default(PATTERN_DEFAULTS.name),
  garmentType: fields.garmentType.default(PATTERN_DEFAULTS.garmentType),
  style: fields.style.default(PATTERN_DEFAULTS.style),
  sizeRange: fields.sizeRange.default(PATTERN_DEFAULTS.sizeRange),
  fabricType: fields.fabricType.default(PATTERN_DEFAULTS.fabricType),
  materials: fields.materials.default([]),
  instructions: fields.instructions.default([]),
  base64Image: fields.base64Image.default(null),
  isAiGenerated: z.boolean({ error: 'isAiGenerated must be true or false' }).default(false),
});
export type CreatePatternBody = z.input<typeof createPatternBodySchema>;

/** PATCH: any of the fields; `base64Image` null or absent keeps the image. Public is one-way and has its own call. */
export const updatePatternBodySchema = z.strictObject(fields).partial();
export type UpdatePatternBody = z.input<typeof updatePatternBodySchema>;

/**
 * What the generator drafted (decisions 038 to 040); null for drawings. The client and
 * record are answered to their studio only (a public pattern never names the client).
 */
export const patternDraftInfoSchema = z.object({
  /** The FreeSewing design id (`GENERATOR_DESIGNS`) and its name. */
  design: z.string(),
  designName: z.string(),
  clientId: z.string().nullable(),
  measurementId: z.string().nullable(),
  /** Millimetres. */
  seamAllowance: z.number(),
  fabricWidth: z.number(),
  /** Estimated fabric length for `fabricWidth`, mm (the materials list says it in the owner's unit). */
  fabricLength: z.number(),
  /** The unit the pattern's texts use (the owner's preference when generated). */
  unit: z.enum(['inches', 'cm']),
  /** The parts drafted, by name ('Front', 'Back', …). */
  parts: z.array(z.string()),
  /** `/api/v1/patterns/{id}/pdf`: add `?paper=a4|letter` (default: the reader's settings). */
  pdfUrl: z.string(),
  /** `/api/v1/patterns/{id}/svg`: all parts at true scale. */
  svgUrl: z.string(),
  /** The client's fit profile as applied (decision 087); null for a pattern drafted before fittings or shown in the library. */
  fit: patternFitSchema.nullable(),
  ...patternVersionInfoSchema.shape,
});
export type PatternDraftInfo = z.infer<typeof patternDraftInfoSchema>;

export const patternSchema = recordIdsSchema.extend({
  name: z.string(),
  description: z.string(),
  garmentType: z.enum(PATTERN_GARMENT_TYPES),
  style: z.enum(PATTERN_STYLES),
  sizeRange: z.enum(PATTERN_SIZE_RANGES),
  fabricType: z.enum(PATTERN_FABRIC_TYPES),
  occasion: z.string(),
  additionalDetails: z.string(),
  /** Our API's image address (with a version, so a new image is a new URL); empty when there is none. */
  image_urls: z.array(z.string()),
  isAiGenerated: z.boolean(),
  /** The owner is on the Free plan: downloads of the image carry the 'Atelier' mark. */
  isWatermarked: z.boolean(),
  difficulty: z.string(),
  materials: z.array(z.string()),
  instructions: z.array(z.string()),
  isPublic: z.boolean(),
  /** Drafted by the generator: its design, settings and downloads; null for drawings. */
  generator: patternDraftInfoSchema.nullable(),
  /** The signed-in user's own pattern (may edit and delete it). */
  isOwn: z.boolean(),
  /** The studio's name for the library card ('' for your own). */
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Pattern = z.infer<typeof patternSchema>;

/** Storage per plan (decision 036): every stored image of the account counts. */
export const storageUsageSchema = z.object({ usedBytes: z.number().int(), limitBytes: z.number().int() });
export type StorageUsage = z.infer<typeof storageUsageSchema>;

/** GET /patterns and /patterns/public: pages, and a search on the name or the garment type (decision 069). */
export const patternListQuerySchema = z.object({
  ...pageQueryShape,
  search: searchQuerySchema.optional(),
});
