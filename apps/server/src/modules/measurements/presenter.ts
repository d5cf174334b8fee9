import type { Measurement } from '@atelier/shared';
import type { MeasurementRow } from '../../db/schema/index.js';
import { withIds } from '../../lib/ids.js';

export function presentMeasurement(row: MeasurementRow): Measurement {
  return {
    ...withIds(row),
    clientId: row.clientId,
    // Stored as text so a garment type retired later does not break old rows; new rows are validated.
    garmentType: row.garmentType as Measurement['garmentType'],
    measurements: row.values.map((v) => ({ name: v.name, size: v.size, unit: v.unit })),
    notes: row.notes ?? '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
