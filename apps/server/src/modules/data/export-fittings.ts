import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { fitCorrections, fittings, projects } from '../../db/schema/index.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { toCsv } from '../../lib/csv.js';
import { presentFitting } from '../fittings/presenter.js';

/** One row per fitting; what was worn in columns of its own (decision 086). */
const FITTING_COLUMNS = [
  'id',
  'projectId',
  'clientId',
  'eventId',
  'fittedOn',
  'undergarments',
  'shoes',
  'heelHeightMm',
  'wornOther',
  'notes',
  'createdById',
  'createdAt',
  'updatedAt',
] as const;

/** One row per correction, in its fitting's order; retired ones with the time they were retired. */
const CORRECTION_COLUMNS = ['fittingId', 'position', 'id', 'target', 'name', 'design', 'change', 'unit', 'reason', 'retiredAt'] as const;

/**
 * Every fitting of the studio with its corrections (decision 086): the two CSVs and the JSON's
 * `fittings`, each fitting holding its corrections. The photos of fittings are in photos.csv.
 */
export async function exportFittings(ctx: AppContext, actor: Actor) {
  requirePermission(actor, 'projects.read');
  const rows = await ctx.db
    .select({ fitting: fittings, clientId: projects.clientId })
    .from(fittings)
    .innerJoin(projects, eq(projects.id, fittings.projectId))
    .where(eq(fittings.workspaceId, actor.workspaceId))
    .orderBy(asc(fittings.fittedOn), asc(fittings.id));
  const corrections = await ctx.db
    .select()
    .from(fitCorrections)
    .where(eq(fitCorrections.workspaceId, actor.workspaceId))
    .orderBy(asc(fitCorrections.position));
  const json = rows.map((r) =>
    presentFitting(
      r.fitting,
      r.clientId,
      corrections.filter((c) => c.fittingId === r.fitting.id),
    ),
  );
  const fittingsCsv = toCsv(
    FITTING_COLUMNS,
    json.map((f) => [
      f.id,
      f.projectId,
      f.clientId,
      f.eventId,
      f.fittedOn,
      f.worn.undergarments,
      f.worn.shoes,
      f.worn.heelHeightMm,
      f.worn.other,
      f.notes,
      f.createdById,
      f.createdAt,
      f.updatedAt,
    ]),
  );
  const correctionsCsv = toCsv(
    CORRECTION_COLUMNS,
    json.flatMap((f) =>
      f.corrections.map((c) => [f.id, c.position + 1, c.id, c.target, c.name, c.design, c.change, c.unit, c.reason, c.retiredAt]),
    ),
  );
  return { json, fittingsCsv, correctionsCsv };
}
