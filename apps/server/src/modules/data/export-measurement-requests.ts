import { exportedUnit } from '@atelier/shared';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { measurementRequests } from '../../db/schema/index.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { toCsv, type Cell } from '../../lib/csv.js';
import { presentMeasurementRequest } from '../measurement-requests/presenter.js';

/** One row per measurement asked, in the order asked, with what the client sent for it (decision 084). */
const REQUEST_COLUMNS = [
  'id',
  'clientId',
  'client',
  'garment',
  'unit',
  'status',
  'position',
  'measurement',
  'hint',
  'sentSize',
  'flag',
  'clientNote',
  'createdAt',
  'submittedAt',
  'decidedAt',
  'measurementId',
] as const;

/**
 * Every request to measure at home of the studio, whatever its status and the plan (decision 084):
 * the CSV and the JSON's `measurementRequests`. The comparison with earlier records is the app's
 * view, not data, so `previous` is left out.
 */
export async function exportMeasurementRequests(ctx: AppContext, actor: Actor, clientNames: ReadonlyMap<string, string>) {
  requirePermission(actor, 'measurements.read');
  const rows = await ctx.db
    .select()
    .from(measurementRequests)
    .where(eq(measurementRequests.workspaceId, actor.workspaceId))
    .orderBy(asc(measurementRequests.createdAt), asc(measurementRequests.id));
  const none = new Map();
  const json = rows.map((row) => {
    const { values, ...request } = presentMeasurementRequest(row, none);
    return { ...request, clientName: clientNames.get(row.clientId) ?? '', values: values.map(({ previous: _p, ...v }) => v) };
  });
  const csv = toCsv(
    REQUEST_COLUMNS,
    json.flatMap((r) =>
      r.fields.map((f, i): Cell[] => {
        const sent = r.values.find((v) => v.name === f.name);
        return [
          r.id,
          r.clientId,
          r.clientName,
          r.garmentName,
          // The request's unit; '°' on an angle's row (decision 124).
          exportedUnit({ name: f.name, unit: r.unit }),
          r.status,
          i + 1,
          f.name,
          f.hint,
          sent?.size ?? '',
          sent?.flag ?? '',
          r.clientNote,
          r.createdAt,
          r.submittedAt,
          r.decidedAt,
          r.measurementId,
        ];
      }),
    ),
  );
  return { json, csv };
}
