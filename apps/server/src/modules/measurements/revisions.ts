import { unitOfMeasurement } from '@atelier/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  clients,
  measurementRevisions,
  measurements,
  users,
  type MeasurementRevisionRow,
  type MeasurementRow,
  type StoredMeasurementValue,
} from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { fullNameSql } from '../../lib/member-name.js';

/**
 * The earlier values of a measurement record (decision 130). The activity log says that a record
 * was edited, in a sentence; it keeps no values, so the values an edit replaced are kept here, one
 * row per changed measurement, in the edit's transaction.
 */

type Unit = StoredMeasurementValue['unit'];
type Change = { name: string; fromSize: number | null; fromUnit: Unit | null; toSize: number | null; toUnit: Unit | null };

/** A revision with the name of the member who made it ("" when unnamed, null once the account is gone). */
export type RevisionLine = MeasurementRevisionRow & { actorName: string | null };
/** A client's revision with the garment of its record. */
export type ClientRevisionLine = RevisionLine & Pick<MeasurementRow, 'garmentType' | 'garmentName'>;

/**
 * What an edit changed, measurement by measurement: a size or unit that differs, a measurement
 * added or removed. Names are matched as the record keys them, case-insensitively (decision 012);
 * a value written again as it was is no change. The order is the new record's, then the removed.
 */
export function changedValues(before: readonly StoredMeasurementValue[], after: readonly StoredMeasurementValue[]): Change[] {
  const old = new Map(before.map((v) => [v.name.toLowerCase(), v]));
  const changes: Change[] = [];
  for (const v of after) {
    const was = old.get(v.name.toLowerCase());
    old.delete(v.name.toLowerCase());
    // An angle's kept unit is never read: only a change of what it says counts (decision 189).
    if (was && was.size === v.size && unitOfMeasurement(was) === unitOfMeasurement(v)) continue;
    changes.push({ name: v.name, fromSize: was?.size ?? null, fromUnit: was?.unit ?? null, toSize: v.size, toUnit: v.unit });
  }
  for (const was of old.values()) changes.push({ name: was.name, fromSize: was.size, fromUnit: was.unit, toSize: null, toUnit: null });
  return changes;
}

/**
 * Keeps what an edit of `record`'s values replaced (decision 130). Call it with the transaction
 * that writes the new values, so a revision exists exactly when its change does.
 */
export async function recordRevisions(
  tx: Db,
  actor: { workspaceId: string; user: Pick<Actor['user'], 'id'> | null },
  record: Pick<MeasurementRow, 'id' | 'clientId'>,
  values: { before: readonly StoredMeasurementValue[]; after: readonly StoredMeasurementValue[] },
): Promise<void> {
  const changes = changedValues(values.before, values.after);
  if (changes.length === 0) return;
  // createdAt is the database's now(), the transaction's start: one moment for the edit's rows, in
  // microseconds, so a later edit sorts after it; `position` keeps the edit's own order.
  await tx.insert(measurementRevisions).values(
    changes.map((c, position) => ({
      ...c,
      position,
      workspaceId: actor.workspaceId,
      measurementId: record.id,
      clientId: record.clientId,
      actorId: actor.user?.id ?? null,
    })),
  );
}

/**
 * The latest edit first, each edit's rows in their order: NULLS LAST as the indexes are built (the
 * times are never null), so a long history is read in index order rather than sorted (as the activity log's).
 */
const NEWEST_FIRST = [sql`${measurementRevisions.createdAt} desc nulls last`, asc(measurementRevisions.position)] as const;

/** Who made a change, "Ada Lovelace" (decision 072); null once the account is deleted. */
const memberName = fullNameSql;

/** The record's latest `take` revisions, newest first. The caller has checked the record is the studio's. */
export async function revisionsOf(
  db: Db,
  { workspaceId, measurementId, take }: { workspaceId: string; measurementId: string; take: number },
) {
  const rows = await db
    .select({ revision: measurementRevisions, actorName: memberName })
    .from(measurementRevisions)
    .leftJoin(users, eq(users.id, measurementRevisions.actorId))
    .where(and(eq(measurementRevisions.workspaceId, workspaceId), eq(measurementRevisions.measurementId, measurementId)))
    .orderBy(...NEWEST_FIRST)
    .limit(take);
  return rows.map(({ revision, actorName }): RevisionLine => ({ ...revision, actorName }));
}

/** A revision with its member's name and its record's garment: the columns the client page and the export read. */
const WITH_RECORD = {
  revision: measurementRevisions,
  actorName: memberName,
  garmentType: measurements.garmentType,
  garmentName: measurements.garmentName,
};

/**
 * The client page's changes (decision 126's bounded section): the latest `take` revisions of all
 * the client's records, newest first, with their count, in one query on the client's index.
 */
export async function clientRevisions(db: Db, { workspaceId, clientId, take }: { workspaceId: string; clientId: string; take: number }) {
  const rows = await db
    .select({ ...WITH_RECORD, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(measurementRevisions)
    .innerJoin(measurements, eq(measurements.id, measurementRevisions.measurementId))
    .leftJoin(users, eq(users.id, measurementRevisions.actorId))
    .where(and(eq(measurementRevisions.workspaceId, workspaceId), eq(measurementRevisions.clientId, clientId)))
    .orderBy(...NEWEST_FIRST)
    .limit(take);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(({ revision, actorName, garmentType, garmentName }): ClientRevisionLine => ({
      ...revision,
      actorName,
      garmentType,
      garmentName,
    })),
  };
}

/** A studio's revision with its client's name, as the export writes it. */
export type StudioRevisionLine = ClientRevisionLine & { clientName: string };

/**
 * Every revision of the studio, oldest edit first and each edit's rows in their order (decision
 * 137): the data export keeps the whole history, where the screens read its latest rows.
 */
export async function studioRevisions(db: Db, workspaceId: string): Promise<StudioRevisionLine[]> {
  const rows = await db
    .select({ ...WITH_RECORD, clientName: clients.name })
    .from(measurementRevisions)
    .innerJoin(measurements, eq(measurements.id, measurementRevisions.measurementId))
    .innerJoin(clients, eq(clients.id, measurementRevisions.clientId))
    .leftJoin(users, eq(users.id, measurementRevisions.actorId))
    .where(eq(measurementRevisions.workspaceId, workspaceId))
    .orderBy(asc(measurementRevisions.createdAt), asc(measurementRevisions.position), asc(measurementRevisions.id));
  return rows.map(({ revision, ...rest }) => ({ ...revision, ...rest }));
}
