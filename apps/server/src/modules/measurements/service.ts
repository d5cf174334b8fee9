import {
  GARMENT_LABELS,
  MEASUREMENT_REVISIONS_SHOWN,
  type createMeasurementBodySchema,
  type GarmentType,
  type measurementListQuerySchema,
  type updateMeasurementBodySchema,
} from '@atelier/shared';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, garmentTemplates, measurements, type MeasurementRow } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { recordActivity, type ActivityInput } from '../../lib/activity-log.js';
import { type Actor } from '../../lib/actor.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { fieldError, missingReference, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { readList, positionText } from '../../lib/pages.js';
import { held, preparedPages } from '../../lib/prepared-pages.js';
import { clientNameMatches, foldedContains } from '../../lib/search.js';
import { createWithinLimits } from '../plans/record-limits.js';
import { requireFeature } from '../plans/rules.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { recordRevisions, revisionsOf, type RevisionLine } from './revisions.js';

export type MeasurementFilters = z.output<typeof measurementListQuerySchema>;
export type CreateMeasurementInput = z.output<typeof createMeasurementBodySchema>;
export type UpdateMeasurementInput = z.output<typeof updateMeasurementBodySchema>;

const CLIENT = { table: clients, what: 'Client' } as const;
const TEMPLATE = { table: garmentTemplates, what: 'Garment template' } as const;

const ORDER = { at: measurements.createdAt, id: measurements.id };
/** Measurements newest first, each with its position. */
const selectPositioned = (db: Db, where: SQL | undefined) =>
  db
    .select({ row: measurements, at: positionText(measurements.createdAt) })
    .from(measurements)
    .where(where)
    .orderBy(desc(measurements.createdAt), desc(measurements.id));
const positioned = (rows: { row: MeasurementRow; at: string }[]) => rows.map((r) => ({ row: r.row, at: r.at, id: r.row.id }));
// Unfiltered pages by statements prepared once (decision 174).
const pages = preparedPages('measurements_page', ORDER, (db, after) =>
  selectPositioned(db, and(eq(measurements.workspaceId, held.workspaceId), after)).limit(held.take),
);

/** Decision 078: a record taken with a studio template is of garment type 'other'; another type with a templateId is refused, not rewritten. */
const templateNeedsOther = () => fieldError('garmentType', said('measurements.templateNeedsOther'));

/** One record with its latest changes (decision 130), as its GET and its edit answer it. */
export type MeasurementWithRevisions = { row: MeasurementRow; revisions: RevisionLine[] };

type GarmentColumns = Partial<Pick<typeof measurements.$inferInsert, 'garmentType' | 'templateId' | 'garmentName'>>;

/** The activity-log entry of a measurement change: "Dress measurements added for Jane Doe". */
async function logMeasurement(
  tx: Db,
  actor: Actor,
  row: Pick<MeasurementRow, 'id' | 'clientId' | 'garmentType' | 'garmentName'>,
  action: ActivityInput['action'],
) {
  const [client] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, row.clientId));
  // A template's record names the template ('Agbada measurements added'), decision 078.
  const detail = row.garmentName ?? GARMENT_LABELS[row.garmentType as GarmentType] ?? row.garmentType;
  await recordActivity(tx, actor, { entityType: 'measurement', entityId: row.id, action, subject: client?.name ?? '', detail });
}

/** The measurement calls. Free users record them too ("basic measurements"): no plan limit, only the store's bound (decision 070). */
export function measurementService(ctx: AppContext) {
  async function read(actor: Actor, id: string): Promise<MeasurementRow> {
    const [row] = await ctx.db
      .select()
      .from(measurements)
      .where(and(eq(measurements.id, id), eq(measurements.workspaceId, actor.workspaceId)))
      .limit(1);
    if (!row) throw notFound(said('measurements.notFound'));
    return row;
  }

  /** The record's latest changes, newest first (decision 130); the caller has checked the record is the studio's. */
  const latestRevisions = (db: Db, actor: Actor, id: string) =>
    revisionsOf(db, { workspaceId: actor.workspaceId, measurementId: id, take: MEASUREMENT_REVISIONS_SHOWN });

  async function get({ actor, id }: { actor: Actor; id: string }): Promise<MeasurementWithRevisions> {
    const row = await read(actor, id);
    return { row, revisions: await latestRevisions(ctx.db, actor, id) };
  }

  /** A template a record is to be taken with: the studio's (404 on templateId), on a plan that has them (403). */
  async function checkTemplate(actor: Actor, id: string): Promise<void> {
    await requireAccess(ctx.db, { ...TEMPLATE, actor, id, permission: 'measurements.write', field: 'templateId' });
    await requireFeature(ctx.db, actor, 'garmentTemplates');
  }

  /**
   * The template's name, read in the write's transaction and held (FOR SHARE) until it commits, so
   * the record gets the name the template has as it is written, and a template deleted since the
   * check is the 404 it would have been.
   */
  async function templateName(tx: Db, actor: Actor, id: string): Promise<string> {
    const [row] = await tx
      .select({ name: garmentTemplates.name })
      .from(garmentTemplates)
      .where(and(eq(garmentTemplates.id, id), eq(garmentTemplates.workspaceId, actor.workspaceId)))
      .for('share');
    if (!row) throw missingReference('templateId', said('garmentTemplates.notFound'));
    return row.name;
  }

  /**
   * What an edit changes of the garment (decision 078): a new templateId takes that template's
   * name; the same templateId keeps the name the record was taken with (a renamed template does
   * not rename old records, and a downgraded studio can still edit them); templateId null, or
   * another built-in garmentType, makes it a built-in record again.
   */
  async function garmentChanges(actor: Actor, current: MeasurementRow, input: UpdateMeasurementInput) {
    const changes: GarmentColumns = {};
    let readName: string | null = null;
    if (input.templateId) {
      if (input.garmentType !== undefined && input.garmentType !== 'other') throw templateNeedsOther();
      if (input.templateId !== current.templateId) {
        await checkTemplate(actor, input.templateId);
        Object.assign(changes, { garmentType: 'other', templateId: input.templateId });
        readName = input.templateId;
      }
    } else if (input.templateId === null) {
      Object.assign(changes, { templateId: null, garmentName: null });
      if (input.garmentType !== undefined) changes.garmentType = input.garmentType;
    } else if (input.garmentType !== undefined && input.garmentType !== current.garmentType) {
      Object.assign(changes, { garmentType: input.garmentType, templateId: null, garmentName: null });
    }
    return { changes, readName };
  }

  return {
    get,

    /**
     * A page of the studio's measurements, newest first, or the whole list as batches (decision 069).
     * `clientField` names the query field a foreign or unknown clientId is reported on (none for a path).
     */
    async list({ actor, filters, clientField }: { actor: Actor; filters: MeasurementFilters; clientField?: string }) {
      const { limit, cursor, ...rest } = filters;
      const conditions: SQL[] = [eq(measurements.workspaceId, actor.workspaceId)];
      if (rest.clientId !== undefined) {
        await requireAccess(ctx.db, { ...CLIENT, actor, id: rest.clientId, permission: 'clients.read', field: clientField });
        conditions.push(eq(measurements.clientId, rest.clientId));
      }
      if (rest.garmentType) conditions.push(eq(measurements.garmentType, rest.garmentType));
      if (rest.search) {
        const match = or(
          clientNameMatches(measurements.clientId, actor.workspaceId, rest.search),
          foldedContains(measurements.garmentType, rest.search),
          // A template's record is found by the name it was taken with ('agbada'), decision 078.
          foldedContains(measurements.garmentName, rest.search),
        );
        if (match) conditions.push(match);
      }
      return readList<MeasurementRow>({
        key: ctx.pageKey,
        scope: { list: 'measurements', workspaceId: actor.workspaceId, filters: rest },
        page: { limit, cursor },
        order: ORDER,
        read: async (after, take) => positioned(await selectPositioned(ctx.db, and(...conditions, after)).limit(take)),
        prepared:
          conditions.length > 1
            ? undefined
            : async (position, take) => positioned(await pages(ctx.db, { workspaceId: actor.workspaceId }, position, take)),
      });
    },

    async create({ actor, input }: { actor: Actor; input: CreateMeasurementInput }): Promise<MeasurementRow> {
      await requireAccess(ctx.db, { ...CLIENT, actor, id: input.clientId, permission: 'clients.read', field: 'clientId' });
      if (input.templateId) {
        if (input.garmentType !== 'other') throw templateNeedsOther();
        await checkTemplate(actor, input.templateId);
      }
      try {
        return await createWithinLimits(ctx.db, {
          actor,
          store: 'measurements',
          create: async (tx) => {
            const garmentName = input.templateId ? await templateName(tx, actor, input.templateId) : null;
            const [row] = await tx
              .insert(measurements)
              .values({
                workspaceId: actor.workspaceId,
                clientId: input.clientId,
                garmentType: input.garmentType,
                templateId: input.templateId ?? null,
                garmentName,
                values: input.measurements,
                notes: input.notes,
              })
              .returning();
            assertWritten(row, 'measurement insert');
            await logMeasurement(tx, actor, row, 'created');
            return row;
          },
        });
      } catch (err) {
        // The client was deleted after the check: answer as if it never existed.
        if (isForeignKeyViolation(err)) throw missingReference('clientId', said('clients.notFound'));
        throw err;
      }
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateMeasurementInput }): Promise<MeasurementWithRevisions> {
      const current = await read(actor, id);
      // A form may echo the client back; only a different one is refused (decision 012).
      if (input.clientId !== undefined && input.clientId !== current.clientId) {
        throw fieldError('clientId', said('measurements.clientFixed'));
      }
      const garment = await garmentChanges(actor, current, input);
      const changes: Partial<typeof measurements.$inferInsert> = { ...garment.changes };
      if (input.measurements !== undefined) changes.values = input.measurements;
      if (input.notes !== undefined) changes.notes = input.notes;
      if (Object.keys(changes).length === 0) return { row: current, revisions: await latestRevisions(ctx.db, actor, id) };
      return ctx.db.transaction(async (tx) => {
        if (garment.readName) changes.garmentName = await templateName(tx, actor, garment.readName);
        // The values replaced are the ones the update overwrites, read under its row lock, not `current`
        // (read before the transaction): two edits at once each keep what they really replaced.
        const [before] = await tx
          .select({ values: measurements.values })
          .from(measurements)
          .where(and(eq(measurements.id, id), eq(measurements.workspaceId, actor.workspaceId)))
          .for('update');
        if (!before) throw notFound(said('measurements.notFound'));
        const [row] = await tx
          .update(measurements)
          .set(changes)
          .where(and(eq(measurements.id, id), eq(measurements.workspaceId, actor.workspaceId)))
          .returning();
        if (!row) throw notFound(said('measurements.notFound'));
        await logMeasurement(tx, actor, row, 'updated');
        await recordRevisions(tx, actor, row, { before: before.values, after: row.values });
        return { row, revisions: await latestRevisions(tx, actor, id) };
      });
    },

    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(measurements)
          .where(and(eq(measurements.id, id), eq(measurements.workspaceId, actor.workspaceId)))
          .returning();
        if (gone) await logMeasurement(tx, actor, gone, 'deleted');
      });
    },
  };
}
