import { z } from 'zod';
import { optionalText } from './clients.js';
import { recordIdsSchema } from './envelope.js';
import { invoiceLineSchema } from './invoices.js';
import { MATERIAL_LIMITS, materialKindSchema, materialMeasureSchema } from './materials.js';

/**
 * A project's bill of materials (decision 144): what the project needs of each material, in the
 * material's own measure (integer millimetres or whole units), and what the ledger holds for it.
 * Reserving and cutting a line are the ledger's movements (decision 142), named for the project.
 */

export const PROJECT_MATERIAL_LIMITS = {
  /** Lines per project: a gown with its lining, interfacing, trims and notions fits many times over. */
  linesMax: 100,
  source: 120,
} as const;

const quantity = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number of millimetres or units')
  .min(1, 'Quantity must be greater than 0')
  .max(MATERIAL_LIMITS.quantityMax, `Quantity must be at most ${MATERIAL_LIMITS.quantityMax}`);

export const addProjectMaterialBodySchema = z.strictObject({
  materialId: z.string({ error: 'Select a material' }).min(1, 'Select a material').max(200),
  /** Millimetres for what is measured by length, units for what is counted. */
  quantity,
  /** Where the quantity came from, e.g. 'layout'; "" when typed. */
  source: optionalText(PROJECT_MATERIAL_LIMITS.source, 'Source'),
  /** The layout whose length this is, when it came from one. */
  layoutId: z.string({ error: 'Layout must be an id' }).max(200, 'Layout must be an id').nullish(),
});
export type AddProjectMaterialBody = z.input<typeof addProjectMaterialBodySchema>;

export const updateProjectMaterialBodySchema = z.strictObject({
  quantity: quantity.optional(),
  source: optionalText(PROJECT_MATERIAL_LIMITS.source, 'Source').optional(),
  layoutId: addProjectMaterialBodySchema.shape.layoutId,
});
export type UpdateProjectMaterialBody = z.input<typeof updateProjectMaterialBodySchema>;

/** Reserve or cut a line: what is left of it when no quantity is given. */
export const projectMaterialMoveBodySchema = z.strictObject({
  quantity: quantity.optional(),
  reason: optionalText(MATERIAL_LIMITS.reason, 'Reason'),
});
export type ProjectMaterialMoveBody = z.input<typeof projectMaterialMoveBodySchema>;

export const projectMaterialParams = z.object({ id: z.string().max(200), lineId: z.string().max(200) });

export const projectMaterialLineSchema = recordIdsSchema.extend({
  material: z.object({
    id: z.string(),
    name: z.string(),
    kind: materialKindSchema,
    measure: materialMeasureSchema,
    widthMm: z.number().int().nullable(),
    /** What is left to set aside: on hand minus reserved, for every project. */
    available: z.number().int(),
    /** Per metre or per unit; null for a role that does not see prices (staff). */
    cost: z.number().nullable(),
  }),
  /** What the project needs, millimetres or units. */
  quantity: z.number().int(),
  /** Set aside for this project and not cut yet. */
  reserved: z.number().int(),
  /** Cut for this project, less what was returned. */
  cut: z.number().int(),
  /** What is left to reserve: needed, less reserved and cut, never below 0. */
  toReserve: z.number().int(),
  /** Quantity × the material's cost, rounded half-up to the cent; null without a price or for staff. */
  cost: z.number().nullable(),
  source: z.string(),
  layoutId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectMaterialLine = z.infer<typeof projectMaterialLineSchema>;

export const billOfMaterialsSchema = z.object({
  lines: z.array(projectMaterialLineSchema),
  /** Σ of the priced lines' cost; null for a role that does not see prices. */
  totalCost: z.number().nullable(),
  /** Lines whose material has no cost, left out of the total. */
  unpricedLines: z.number().int(),
  /** The studio's markup on materials (Settings, Studio); null for staff. */
  markupPercent: z.number().nullable(),
  /**
   * An invoice line ready to add, at cost and with the studio's markup; null for staff or while
   * nothing is priced. Quantity 1, the rate the total in the studio's currency.
   */
  invoiceLines: z.object({ atCost: invoiceLineSchema, withMarkup: invoiceLineSchema }).nullable(),
});
export type BillOfMaterials = z.infer<typeof billOfMaterialsSchema>;
