import type { PatternLayout } from '@atelier/shared';
import type { PatternLayoutRow } from '../../db/schema/index.js';

/** A layout as the API answers it (decision 143); its drawing is served apart, as SVG. */
export function presentLayout(row: PatternLayoutRow): PatternLayout {
  return {
    _id: row.id,
    id: row.id,
    patternId: row.patternId,
    material: row.materialId ? { id: row.materialId, name: row.materialName ?? '' } : null,
    widthMm: row.widthMm,
    directional: row.directional,
    repeatMm: row.repeatMm,
    seed: row.seed,
    lengthMm: row.lengthMm,
    baselineLengthMm: row.baselineLengthMm,
    efficiency: Math.round(row.efficiency * 1000) / 1000,
    placements: row.placements,
    createdAt: row.createdAt.toISOString(),
  };
}
