import { CM_PER_INCH, measurementKind, unitOfMeasurement, type MeasurementHistory } from '@atelier/shared';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, measurements, type MeasurementRow } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import type { Actor } from '../../lib/actor.js';
import { presentMeasurement } from './presenter.js';

/**
 * The newest records the history reads for one client (decision 078): years of fittings are a few
 * dozen, so 500 is every visit an honest studio has, and the read stays one bounded query.
 */
export const HISTORY_RECORDS = 500;

type Unit = 'inches' | 'cm';
type Garment = MeasurementHistory['garments'][number];

/**
 * The previous visit's value of `name` in this visit's unit. An angle is in degrees whatever its
 * unit says, and a count has none: neither is converted (decision 124).
 */
function convert(name: string, size: number, from: Unit, to: Unit): number {
  const kind = measurementKind(name);
  if (from === to || kind === 'angle' || kind === 'count') return size;
  return to === 'cm' ? size * CM_PER_INCH : size / CM_PER_INCH;
}

/** Rounded to 2 decimals; never -0, which JSON would show as 0 but a comparison would not. */
const round2 = (n: number) => Math.round(n * 100) / 100 || 0;

/**
 * Which garment a record belongs to: a built-in type by its key, a template's record by the
 * template, and one whose template is gone by the name it kept (decision 078).
 */
function garmentKey(row: Pick<MeasurementRow, 'garmentType' | 'templateId' | 'garmentName'>): string {
  if (row.templateId) return row.templateId;
  if (row.garmentName) return `name:${row.garmentName.toLowerCase()}`;
  return row.garmentType;
}

/**
 * The records (newest first) grouped by garment, the garment with the newest visit first; each
 * group's visits oldest first, each value beside its change since the latest earlier visit that
 * measured that name (names compared case-insensitively), converted to this visit's unit.
 */
function groupHistory(newestFirst: MeasurementRow[]): MeasurementHistory {
  const groups = new Map<string, MeasurementRow[]>();
  for (const row of newestFirst) {
    const key = garmentKey(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return { garments: [...groups].map(([key, rows]) => garmentOf(key, rows)) };
}

function garmentOf(key: string, newestFirst: MeasurementRow[]): Garment {
  const names = new Map<string, string>();
  for (const row of newestFirst) for (const v of row.values) if (!names.has(v.name.toLowerCase())) names.set(v.name.toLowerCase(), v.name);
  const last = new Map<string, { size: number; unit: Unit }>();
  const visits = [...newestFirst].reverse().map((row) => {
    const values = row.values.map((v) => {
      const before = last.get(v.name.toLowerCase());
      last.set(v.name.toLowerCase(), { size: v.size, unit: v.unit });
      const change = before ? round2(v.size - convert(v.name, before.size, before.unit, v.unit)) : null;
      return { name: v.name, size: v.size, unit: unitOfMeasurement(v), change };
    });
    return { measurementId: row.id, date: row.createdAt.toISOString(), values };
  });
  return { key, garmentName: presentMeasurement(newestFirst[0]!).garmentName, names: [...names.values()], visits };
}

/** GET /clients/{clientId}/measurement-history: the client must be the studio's (404 otherwise). */
export async function measurementHistory(ctx: AppContext, { actor, clientId }: { actor: Actor; clientId: string }) {
  await requireAccess(ctx.db, { table: clients, what: 'Client', actor, id: clientId, permission: 'measurements.read' });
  const rows = await ctx.db
    .select()
    .from(measurements)
    .where(and(eq(measurements.clientId, clientId), eq(measurements.workspaceId, actor.workspaceId)))
    .orderBy(desc(measurements.createdAt), desc(measurements.id))
    .limit(HISTORY_RECORDS);
  return groupHistory(rows);
}

/** A garment's newest record and how many records the client has of it. */
export type GarmentLatest = { latest: MeasurementRow; records: number };

/**
 * The client page's measurements (decision 126): the newest record of each garment, the garment
 * measured last first, at most `take`, with the count of each garment's records, of all garments and
 * of all records. One query: DISTINCT ON keeps each garment's newest row, the windows count before it.
 * The key is `garmentKey`'s, in SQL: a template's records by the template, a record whose template is
 * gone by the name it kept, a built-in type by its key.
 */
export async function latestPerGarment(db: Db, { workspaceId, clientId, take }: { workspaceId: string; clientId: string; take: number }) {
  const key = sql`coalesce(${measurements.templateId}::text, 'name:' || lower(nullif(${measurements.garmentName}, '')), ${measurements.garmentType})`;
  const rows = await db
    .selectDistinctOn([key], {
      ...getTableColumns(measurements),
      records: sql<number>`count(*) over (partition by ${key})`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(measurements)
    .where(and(eq(measurements.clientId, clientId), eq(measurements.workspaceId, workspaceId)))
    .orderBy(key, desc(measurements.createdAt), desc(measurements.id));
  const garments: GarmentLatest[] = rows
    .map(({ records, total: _total, ...latest }) => ({ latest, records }))
    .sort((a, b) => b.latest.createdAt.getTime() - a.latest.createdAt.getTime() || b.latest.id.localeCompare(a.latest.id));
  return { total: rows[0]?.total ?? 0, garments: garments.length, items: garments.slice(0, take) };
}
