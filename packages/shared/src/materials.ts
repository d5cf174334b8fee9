import { z } from 'zod';
import { optionalText, searchQuerySchema } from './clients.js';
import { recordIdsSchema } from './envelope.js';
import { LIMITS } from './limits.js';
import { hasAtMostTwoDecimals } from './money.js';
import { pageQueryShape } from './pages.js';
import { text } from './text.js';

/**
 * The studio's stock of fabrics and notions (decision 142). A quantity is never stored on the
 * material: it is the sum of the material's movements, in integer millimetres for what is measured
 * by length and in whole units for what is counted, so every change has who, when and why.
 */

export const MATERIAL_KINDS = ['fabric', 'notion'] as const;
export const materialKindSchema = z.enum(MATERIAL_KINDS, { error: 'Select fabric or notion' });
export type MaterialKind = z.infer<typeof materialKindSchema>;
export const MATERIAL_KIND_LABELS: Record<MaterialKind, string> = { fabric: 'Fabric', notion: 'Notion' };

/** How a material is counted: by length (fabric, lining, ribbon) in millimetres, or in units (buttons, zips). */
export const MATERIAL_MEASURES = ['length', 'count'] as const;
export const materialMeasureSchema = z.enum(MATERIAL_MEASURES, { error: 'Select length or count' });
export type MaterialMeasure = z.infer<typeof materialMeasureSchema>;

export const MATERIAL_LIMITS = {
  name: 120,
  fibre: 120,
  colour: 60,
  supplier: 120,
  location: 120,
  /** Fabric comes from 10 cm ribbon-like widths to 3.5 m sheeting; beyond that a width is a typing slip. */
  widthMinMm: 100,
  widthMaxMm: 3500,
  /** A print's repeat: up to 2 m. */
  repeatMaxMm: 2000,
  /** One movement: at most 1 km of fabric or a million units, far beyond any delivery. */
  quantityMax: 1_000_000,
  reason: 300,
} as const;

const wholeNumber = (label: string, min: number, max: number, unit = '', required = '') =>
  z
    .number({
      error: (issue) => (required && (issue.input === undefined || issue.input === null) ? required : `${label} must be a number`),
    })
    .int(`${label} must be a whole number${unit}`)
    .min(min, `${label} must be at least ${min}${unit}`)
    .max(max, `${label} must be at most ${max}${unit}`);

const cost = z
  .number({ error: 'Cost must be a number' })
  .min(0, 'Cost cannot be negative')
  .max(LIMITS.budgetMax, `Cost must be at most ${LIMITS.budgetMax}`)
  .refine(hasAtMostTwoDecimals, 'Cost can have at most 2 decimals');

const materialFields = {
  name: text().trim().min(1, 'Name is required').max(MATERIAL_LIMITS.name, `Name must be at most ${MATERIAL_LIMITS.name} characters`),
  fibre: optionalText(MATERIAL_LIMITS.fibre, 'Fibre'),
  colour: optionalText(MATERIAL_LIMITS.colour, 'Colour'),
  /** The fabric's usable width between the selvedges, in millimetres; a fabric needs one. */
  widthMm: wholeNumber('Width', MATERIAL_LIMITS.widthMinMm, MATERIAL_LIMITS.widthMaxMm, ' mm').nullish(),
  /** Per metre for what is measured by length, per unit for what is counted, in the studio's currency. */
  cost: cost.nullish(),
  supplier: optionalText(MATERIAL_LIMITS.supplier, 'Supplier'),
  location: optionalText(MATERIAL_LIMITS.location, 'Location'),
  /** A nap or a one-way print: pieces are never turned end over end in a layout. */
  directional: z.boolean({ error: 'Nap or one-way must be true or false' }).optional(),
  repeatMm: wholeNumber('Pattern repeat', 1, MATERIAL_LIMITS.repeatMaxMm, ' mm').nullish(),
  /** Below this quantity (mm or units) the material is shown to be reordered. */
  lowStockLevel: wholeNumber('Low-stock level', 0, MATERIAL_LIMITS.quantityMax).nullish(),
  notes: optionalText(LIMITS.notes, 'Notes'),
};

/** A fabric is measured by length and needs its width (the layouts are drawn on it). */
const fabricBodySchema = z.strictObject({
  kind: z.literal('fabric'),
  measure: z.literal('length', { error: 'A fabric is measured by length' }).optional(),
  ...materialFields,
  widthMm: wholeNumber('Width', MATERIAL_LIMITS.widthMinMm, MATERIAL_LIMITS.widthMaxMm, ' mm', 'Width is required for a fabric'),
});
/** A notion is counted (buttons, zips) unless it is sold by length (lining, ribbon, trim). */
const notionBodySchema = z.strictObject({ kind: z.literal('notion'), measure: materialMeasureSchema.optional(), ...materialFields });
export const createMaterialBodySchema = z.discriminatedUnion('kind', [fabricBodySchema, notionBodySchema], {
  error: 'Select fabric or notion',
});
export type CreateMaterialBody = z.input<typeof createMaterialBodySchema>;

/**
 * Kind and measure are kept: the ledger's quantities mean millimetres or units for good. Every field
 * is optional as a whole: a field not sent is left as it is (`optionalText` alone turns a missing
 * field into null, which would clear it).
 */
export const updateMaterialBodySchema = z.strictObject(
  Object.fromEntries(Object.entries(materialFields).map(([key, field]) => [key, field.optional()])) as {
    [K in keyof typeof materialFields]: z.ZodOptional<(typeof materialFields)[K]>;
  },
);
export type UpdateMaterialBody = z.input<typeof updateMaterialBodySchema>;

export const materialListQuerySchema = z.object({
  ...pageQueryShape,
  /** Matches the name, fibre, colour, supplier or location, whatever the case and accents. */
  search: searchQuerySchema.optional(),
  kind: materialKindSchema.optional(),
  /** `true`: only what is below its low-stock level. */
  low: z.enum(['true', 'false'], { error: 'Low must be true or false' }).optional(),
});

export const materialSchema = recordIdsSchema.extend({
  kind: materialKindSchema,
  measure: materialMeasureSchema,
  name: z.string(),
  fibre: z.string(),
  colour: z.string(),
  widthMm: z.number().int().nullable(),
  /** Null for a role that does not see prices (staff). */
  cost: z.number().nullable(),
  supplier: z.string(),
  location: z.string(),
  directional: z.boolean(),
  repeatMm: z.number().int().nullable(),
  lowStockLevel: z.number().int().nullable(),
  notes: z.string(),
  /** The ledger's sums: on hand, set aside for projects, and what is left to set aside. */
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  /** On hand is below the low-stock level. */
  low: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Material = z.infer<typeof materialSchema>;

/**
 * What a movement does to the two sums: received and returned add to what is on hand; adjusted
 * corrects it either way, with a reason; reserved sets some aside for a project and released gives
 * it back; cut takes a project's reservation off the shelf.
 */
export const MOVEMENT_KINDS = ['received', 'reserved', 'released', 'cut', 'returned', 'adjusted'] as const;
export const movementKindSchema = z.enum(MOVEMENT_KINDS, { error: 'Select a movement' });
export type MovementKind = z.infer<typeof movementKindSchema>;
export const MOVEMENT_KIND_LABELS: Record<MovementKind, string> = {
  received: 'Received',
  reserved: 'Reserved',
  released: 'Released',
  cut: 'Cut',
  returned: 'Returned',
  adjusted: 'Adjusted',
};
/** The movements of the stock itself, and those that belong to a project. */
export const STOCK_MOVEMENTS = ['received', 'adjusted'] as const satisfies readonly MovementKind[];
export const PROJECT_MOVEMENTS = ['reserved', 'released', 'cut', 'returned'] as const satisfies readonly MovementKind[];

const quantity = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number of millimetres or units')
  .refine((q) => q !== 0, 'Quantity cannot be zero')
  .refine((q) => Math.abs(q) <= MATERIAL_LIMITS.quantityMax, `Quantity must be at most ${MATERIAL_LIMITS.quantityMax}`);

/** Stock kept by those who buy it: a delivery received, or a count corrected with its reason. */
export const stockMovementBodySchema = z
  .strictObject({
    kind: z.enum(STOCK_MOVEMENTS, { error: 'Select received or adjusted' }),
    /** Millimetres or units; only an adjustment may be negative. */
    quantity,
    reason: optionalText(MATERIAL_LIMITS.reason, 'Reason'),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'received' && body.quantity < 0)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Quantity must be greater than 0' });
    if (body.kind === 'adjusted' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the quantity is adjusted' });
  });
export type StockMovementBody = z.input<typeof stockMovementBodySchema>;

/** A project's use of a material: set aside, given back, cut, or an offcut returned to the shelf. */
export const projectMovementBodySchema = z.strictObject({
  kind: z.enum(PROJECT_MOVEMENTS, { error: 'Select reserved, released, cut or returned' }),
  quantity: quantity.refine((q) => q > 0, 'Quantity must be greater than 0'),
  projectId: z.string({ error: 'Select a project' }).max(200),
  reason: optionalText(MATERIAL_LIMITS.reason, 'Reason'),
});
export type ProjectMovementBody = z.input<typeof projectMovementBodySchema>;

export const movementSchema = recordIdsSchema.extend({
  materialId: z.string(),
  kind: movementKindSchema,
  /** Signed: what it did to the quantity on hand and to the reserved quantity. */
  onHandChange: z.number().int(),
  reservedChange: z.number().int(),
  project: z.object({ id: z.string(), name: z.string() }).nullable(),
  reason: z.string(),
  /** Who made it; null once they are no longer in the studio's records. */
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

export const movementListQuerySchema = z.object({ ...pageQueryShape });
