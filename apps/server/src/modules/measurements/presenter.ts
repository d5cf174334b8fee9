import { GARMENT_LABELS, type Measurement } from '@atelier/shared';
import type { MeasurementRow } from '../../db/schema/index.js';

export function presentMeasurement(row: MeasurementRow): Measurement {
  return {
    // Written out, not spread from withIds: a spread first in a literal makes V8 grow the record field
    // by field, which made presenting 50,000 invoices take seconds (decision 071).
    _id: row.id,
    id: row.id,
    clientId: row.clientId,
    // Stored as text so a garment type retired later does not break old rows; new rows are validated.
    garmentType: row.garmentType as Measurement['garmentType'],
    templateId: row.templateId,
    // A record keeps the name of the template it was taken with (decision 078); a built-in type is named by its label.
    garmentName: row.garmentName ?? GARMENT_LABELS[row.garmentType as Measurement['garmentType']] ?? row.garmentType,
    measurements: row.values.map((v) => ({ name: v.name, size: v.size, unit: v.unit })),
    takenBy: row.takenBy,
    notes: row.notes ?? '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
