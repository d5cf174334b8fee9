import {
  GARMENT_LABELS,
  type createMeasurementBodySchema,
  type GarmentType,
  type measurementListQuerySchema,
  type updateMeasurementBodySchema,
} from '@atelier/shared';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, measurements, type MeasurementRow } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { recordActivity, type ActivityInput } from '../../lib/activity-log.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { fieldError, missingReference, notFound } from '../../lib/errors.js';
import { readList, positionText } from '../../lib/pages.js';
import { clientNameMatches, foldedContains } from '../../lib/search.js';
import { createWithinLimits } from '../plans/record-limits.js';
import { assertWritten } from '../../lib/sql-rows.js';

export type MeasurementFilters = z.output<typeof measurementListQuerySchema>;
export type CreateMeasurementInput = z.output<typeof createMeasurementBodySchema>;
export type UpdateMeasurementInput = z.output<typeof updateMeasurementBodySchema>;

const MEASUREMENT = { table: measurements, what: 'Measurement' } as const;
const CLIENT = { table: clients, what: 'Client' } as const;

/** The activity-log entry of a measurement change: "Dress measurements added for Jane Doe". */
async function logMeasurement(
  tx: Db,
  actor: Actor,
  row: Pick<MeasurementRow, 'id' | 'clientId' | 'garmentType'>,
  action: ActivityInput['action'],
) {
  const [client] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, row.clientId));
  const detail = GARMENT_LABELS[row.garmentType as GarmentType] ?? row.garmentType;
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
    if (!row) throw notFound('Measurement');
    return row;
  }

  async function get({ actor, id }: { actor: Actor; id: string }): Promise<MeasurementRow> {
    await requireAccess(ctx.db, { ...MEASUREMENT, actor, id, permission: 'measurements.read' });
    return read(actor, id);
  }

  return {
    get,

    /**
     * A page of the studio's measurements, newest first, or the whole list as batches (decision 069).
     * `clientField` names the query field a foreign or unknown clientId is reported on (none for a path).
     */
    async list({ actor, filters, clientField }: { actor: Actor; filters: MeasurementFilters; clientField?: string }) {
      requirePermission(actor, 'measurements.read');
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
        );
        if (match) conditions.push(match);
      }
      return readList<MeasurementRow>({
        key: ctx.pageKey,
        scope: { list: 'measurements', workspaceId: actor.workspaceId, filters: rest },
        page: { limit, cursor },
        order: { at: measurements.createdAt, id: measurements.id },
        read: async (after, take) => {
          const rows = await ctx.db
            .select({ row: measurements, at: positionText(measurements.createdAt) })
            .from(measurements)
            .where(and(...conditions, after))
            .orderBy(desc(measurements.createdAt), desc(measurements.id))
            .limit(take);
          return rows.map((r) => ({ ...r, id: r.row.id }));
        },
      });
    },

    async create({ actor, input }: { actor: Actor; input: CreateMeasurementInput }): Promise<MeasurementRow> {
      requirePermission(actor, 'measurements.write');
      await requireAccess(ctx.db, { ...CLIENT, actor, id: input.clientId, permission: 'clients.read', field: 'clientId' });
      try {
        return await createWithinLimits(ctx.db, {
          actor,
          store: 'measurements',
          create: async (tx) => {
            const [row] = await tx
              .insert(measurements)
              .values({
                workspaceId: actor.workspaceId,
                clientId: input.clientId,
                garmentType: input.garmentType,
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
        if (isForeignKeyViolation(err)) throw missingReference('clientId', 'Client');
        throw err;
      }
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateMeasurementInput }): Promise<MeasurementRow> {
      await requireAccess(ctx.db, { ...MEASUREMENT, actor, id, permission: 'measurements.write' });
      const current = await read(actor, id);
      // A form may echo the client back; only a different one is refused (decision 012).
      if (input.clientId !== undefined && input.clientId !== current.clientId) {
        throw fieldError('clientId', 'The client of a measurement cannot be changed.');
      }
      const changes: Partial<typeof measurements.$inferInsert> = {};
      if (input.garmentType !== undefined) changes.garmentType = input.garmentType;
      if (input.measurements !== undefined) changes.values = input.measurements;
      if (input.notes !== undefined) changes.notes = input.notes;
      if (Object.keys(changes).length === 0) return current;
      return ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(measurements)
          .set(changes)
          .where(and(eq(measurements.id, id), eq(measurements.workspaceId, actor.workspaceId)))
          .returning();
        if (!row) throw notFound('Measurement');
        await logMeasurement(tx, actor, row, 'updated');
        return row;
      });
    },

    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await requireAccess(ctx.db, { ...MEASUREMENT, actor, id, permission: 'measurements.delete' });
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
