import {
  GARMENT_LABELS,
  unitOfMeasurement,
  type ClientRevision,
  type Measurement,
  type MeasurementRecord,
  type MeasurementRevision,
} from '@atelier/shared';
import type { MeasurementRow } from '../../db/schema/index.js';
import type { ClientRevisionLine, RevisionLine } from './revisions.js';
import { isoTime } from '../../lib/iso-time.js';

/** The garment a record is of: the template's name it was taken with (decision 078), else the built-in type's label. */
export const garmentNameOf = (row: Pick<MeasurementRow, 'garmentType' | 'garmentName'>): string =>
  row.garmentName ?? GARMENT_LABELS[row.garmentType as Measurement['garmentType']] ?? row.garmentType;

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
    garmentName: garmentNameOf(row),
    // An angle says degrees whatever the record keeps (decision 189).
    measurements: row.values.map((v) => ({ name: v.name, size: v.size, unit: unitOfMeasurement(v) })),
    takenBy: row.takenBy,
    notes: row.notes ?? '',
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

/** One change of a record (decision 130): the sizes exact as stored, the unit of `to` (of `from` for a removal). */
export function presentRevision(row: RevisionLine): MeasurementRevision {
  return {
    id: row.id,
    name: row.name,
    from: row.fromSize,
    fromUnit: row.fromUnit === null ? null : unitOfMeasurement({ name: row.name, unit: row.fromUnit }),
    to: row.toSize,
    // A row has a `to` or a `from` (changedValues writes no other); 'inches' only satisfies the type.
    unit: unitOfMeasurement({ name: row.name, unit: row.toUnit ?? row.fromUnit ?? 'inches' }),
    by: row.actorId === null || row.actorName === null ? null : { id: row.actorId, name: row.actorName },
    at: isoTime(row.createdAt),
  };
}

/** GET and PATCH /measurements/{id}: the record and its latest changes, newest first. */
export function presentMeasurementRecord(row: MeasurementRow, revisions: readonly RevisionLine[]): MeasurementRecord {
  return { ...presentMeasurement(row), revisions: revisions.map(presentRevision) };
}

/** A change on the client page: with its record and the record's garment. */
export function presentClientRevision(row: ClientRevisionLine): ClientRevision {
  return { ...presentRevision(row), measurementId: row.measurementId, garmentName: garmentNameOf(row) };
}
