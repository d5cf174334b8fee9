import {
  GARMENT_LABELS,
  unitOfMeasurement,
  type GarmentType,
  type MeasurementRequest,
  type portalMeasurementRequestSchema,
} from '@atelier/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { measurements, type MeasurementRequestRow } from '../../db/schema/index.js';
import { HISTORY_RECORDS } from '../measurements/history.js';

type PortalMeasurementRequest = z.infer<typeof portalMeasurementRequestSchema>;
type Unit = 'inches' | 'cm';
export type PreviousValue = { size: number; unit: Unit; date: Date; recordId: string };

/** What a request is called: the template's name kept when asked, else the built-in label (decision 084). */
export const requestGarmentName = (row: Pick<MeasurementRequestRow, 'garmentName' | 'garmentType'>) =>
  row.garmentName ?? GARMENT_LABELS[row.garmentType as GarmentType] ?? row.garmentType;

/**
 * The client's recorded values by lowercased name, newest first, from their newest records (the
 * history's bound, decision 078): any garment, any unit. The flags and the studio's comparison
 * both read "the latest value of that name" from here (decision 084).
 */
export async function recordedValues(db: Db, opts: { workspaceId: string; clientId: string }): Promise<Map<string, PreviousValue[]>> {
  const rows = await db
    .select({ id: measurements.id, values: measurements.values, createdAt: measurements.createdAt })
    .from(measurements)
    .where(and(eq(measurements.workspaceId, opts.workspaceId), eq(measurements.clientId, opts.clientId)))
    .orderBy(desc(measurements.createdAt), desc(measurements.id))
    .limit(HISTORY_RECORDS);
  const byName = new Map<string, PreviousValue[]>();
  for (const row of rows) {
    for (const v of row.values) {
      const key = v.name.trim().toLowerCase();
      const list = byName.get(key) ?? [];
      list.push({ size: v.size, unit: v.unit, date: row.createdAt, recordId: row.id });
      byName.set(key, list);
    }
  }
  return byName;
}

/** The latest recorded value of a name, leaving out the record `skip` (the one an approval made). */
export function latestValue(values: Map<string, PreviousValue[]>, name: string, skip?: string | null): PreviousValue | null {
  return values.get(name.trim().toLowerCase())?.find((v) => v.recordId !== skip) ?? null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The studio's view of a request: each sent value beside the client's latest recorded one. */
export function presentMeasurementRequest(row: MeasurementRequestRow, recorded: Map<string, PreviousValue[]>): MeasurementRequest {
  const flagOf = new Map(row.flags.map((f) => [f.name.toLowerCase(), f.reason]));
  return {
    _id: row.id,
    id: row.id,
    clientId: row.clientId,
    garmentType: row.garmentType as GarmentType,
    templateId: row.templateId,
    garmentName: requestGarmentName(row),
    unit: row.unit,
    status: row.status,
    fields: row.fields.map((f) => ({ name: f.name, hint: f.hint })),
    values: (row.submittedValues ?? []).map((v) => {
      const previous = latestValue(recorded, v.name, row.measurementId);
      return {
        name: v.name,
        size: v.size,
        flag: flagOf.get(v.name.toLowerCase()) ?? null,
        previous: previous
          ? { size: previous.size, unit: unitOfMeasurement({ name: v.name, unit: previous.unit }), date: previous.date.toISOString() }
          : null,
      };
    }),
    clientNote: row.clientNote ?? '',
    createdAt: row.createdAt.toISOString(),
    submittedAt: iso(row.submittedAt),
    decidedAt: iso(row.decidedAt),
    measurementId: row.measurementId,
  };
}

/** The client's view (the portal): what to measure and whether it was sent; nothing of the studio's judgement. */
export function presentPortalMeasurementRequest(row: MeasurementRequestRow): PortalMeasurementRequest {
  return {
    id: row.id,
    garmentName: requestGarmentName(row),
    unit: row.unit,
    fields: row.fields.map((f) => ({ name: f.name, hint: f.hint })),
    // Only open and sent requests reach the portal (portalMeasurementRequests).
    status: row.status === 'submitted' ? 'submitted' : 'open',
  };
}
