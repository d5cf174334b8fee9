import { bodyFromMeasurements, DECIDING_MEASURES, proposeSize, type BodyMeasurements, type SizeProposalAnswer } from '@atelier/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clients, measurements, type MeasurementRow } from '../../db/schema/index.js';
import { requireRecord } from '../../lib/access.js';
import type { Actor } from '../../lib/actor.js';
import { garmentNameOf } from '../measurements/presenter.js';
import { readSizeChart } from './service.js';

/** How many of a client's newest records are looked through for a bust, waist or hips. */
const RECORDS_READ = 50;

/** The client's newest record that gives a bust, waist or hips, with the body read from it. */
async function latestBody(db: Db, actor: Actor, clientId: string): Promise<{ row: MeasurementRow; body: BodyMeasurements } | null> {
  const rows = await db
    .select()
    .from(measurements)
    .where(and(eq(measurements.workspaceId, actor.workspaceId), eq(measurements.clientId, clientId)))
    .orderBy(desc(measurements.updatedAt), desc(measurements.id))
    .limit(RECORDS_READ);
  for (const row of rows) {
    const body = bodyFromMeasurements(row.values);
    if (body && DECIDING_MEASURES.some((m) => body.values[m] !== undefined)) return { row, body };
  }
  return null;
}

/**
 * The size this chart proposes for the client's latest measurements (decision 214): the one
 * computation of `proposeSize`, with the record it read, so an order can keep both. A client with no
 * such record gets no size and every deciding measure listed as missing.
 */
export async function proposeSizeFor(
  db: Db,
  actor: Actor,
  { chartId, clientId }: { chartId: string; clientId: string },
): Promise<SizeProposalAnswer> {
  await requireRecord(db, { table: clients, what: 'Client', actor, id: clientId, field: 'clientId' });
  const chart = await readSizeChart(db, actor, chartId);
  const found = await latestBody(db, actor, clientId);
  const body = found?.body ?? { unit: chart.unit, values: {} };
  return {
    proposal: proposeSize(chart, body),
    measurement: found && {
      id: found.row.id,
      garmentType: found.row.garmentType as NonNullable<SizeProposalAnswer['measurement']>['garmentType'],
      garmentName: garmentNameOf(found.row),
      measuredAt: found.row.updatedAt.toISOString(),
      unit: found.body.unit,
    },
    body: body.values,
  };
}
