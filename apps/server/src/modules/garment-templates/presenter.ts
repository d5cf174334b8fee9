import type { GarmentTemplate } from '@atelier/shared';
import type { GarmentTemplateRow } from '../../db/schema/index.js';

/** The only shape a template leaves in: a hint not given is "" (decision 017), a unit not set null. */
export function presentGarmentTemplate(row: GarmentTemplateRow): GarmentTemplate {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    measurements: row.measurements.map((m) => ({ name: m.name, hint: m.hint ?? '', unit: m.unit ?? null })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
