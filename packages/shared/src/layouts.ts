import { z } from 'zod';
import { recordIdsSchema } from './envelope.js';
import { MATERIAL_LIMITS } from './materials.js';
import { pageQueryShape } from './pages.js';

/**
 * A generated pattern's cutting layout on a fabric (decision 143): its main fabric's pieces laid out
 * on the fabric's width the way a cutter lays a marker, answering the length to buy or reserve.
 * Lengths and widths are integer millimetres.
 */

export const LAYOUT_LIMITS = {
  /** The search's seed: the same pattern, fabric and seed give the same layout. */
  seedMax: 2_147_483_647,
} as const;

const widthMm = z
  .number({ error: 'Width must be a number' })
  .int('Width must be a whole number of mm')
  .min(MATERIAL_LIMITS.widthMinMm, `Width must be at least ${MATERIAL_LIMITS.widthMinMm} mm`)
  .max(MATERIAL_LIMITS.widthMaxMm, `Width must be at most ${MATERIAL_LIMITS.widthMaxMm} mm`);

/**
 * A fabric from the studio's stock (its width, nap and repeat are read from it), or a fabric still
 * to buy described by its width, nap and repeat.
 */
export const createLayoutBodySchema = z
  .strictObject({
    materialId: z.string({ error: 'Select a fabric' }).max(200).optional(),
    widthMm: widthMm.optional(),
    directional: z.boolean({ error: 'Nap or one-way must be true or false' }).optional(),
    repeatMm: z
      .number({ error: 'Pattern repeat must be a number' })
      .int('Pattern repeat must be a whole number of mm')
      .min(1, 'Pattern repeat must be at least 1 mm')
      .max(MATERIAL_LIMITS.repeatMaxMm, `Pattern repeat must be at most ${MATERIAL_LIMITS.repeatMaxMm} mm`)
      .nullish(),
    seed: z
      .number({ error: 'Seed must be a number' })
      .int('Seed must be a whole number')
      .min(1, 'Seed must be at least 1')
      .max(LAYOUT_LIMITS.seedMax, `Seed must be at most ${LAYOUT_LIMITS.seedMax}`)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.materialId === undefined && body.widthMm === undefined)
      ctx.addIssue({ code: 'custom', path: ['materialId'], message: 'Select a fabric or give its width' });
    if (body.materialId !== undefined)
      for (const field of ['widthMm', 'directional', 'repeatMm'] as const)
        if (body[field] !== undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: 'A fabric from stock has its own width, nap and repeat' });
  });
export type CreateLayoutBody = z.input<typeof createLayoutBodySchema>;

export const layoutListQuerySchema = z.object({ ...pageQueryShape });

export const layoutPlacementSchema = z.object({
  pieceId: z.string(),
  title: z.string(),
  /** 1-based among the piece's cut count. */
  copy: z.number().int(),
  mirrored: z.boolean(),
  rotation: z.union([z.literal(0), z.literal(180)]),
  /** The piece's box corner on the fabric, mm: x across the width, y along the length. */
  x: z.number(),
  y: z.number(),
  onFold: z.boolean(),
});
export type LayoutPlacement = z.infer<typeof layoutPlacementSchema>;

export const layoutSchema = recordIdsSchema.extend({
  patternId: z.string(),
  /** The fabric from stock it was laid on; null for a width typed, or once the material is deleted. */
  material: z.object({ id: z.string(), name: z.string() }).nullable(),
  widthMm: z.number().int(),
  directional: z.boolean(),
  repeatMm: z.number().int().nullable(),
  seed: z.number().int(),
  /** The length of fabric the layout takes, mm. */
  lengthMm: z.number().int(),
  /** What the simple baseline (each piece's box packed in shelves) takes on the same fabric, mm. */
  baselineLengthMm: z.number().int(),
  /** The pieces' area over the area of fabric used, 0 to 1. */
  efficiency: z.number(),
  placements: z.array(layoutPlacementSchema),
  createdAt: z.string(),
});
export type PatternLayout = z.infer<typeof layoutSchema>;
