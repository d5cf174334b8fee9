import type { createMeasurementBodySchema, measurementListQuerySchema, updateMeasurementBodySchema } from '@atelier/shared';
import { and, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { clients, measurements, type MeasurementRow } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { containsPattern } from '../../lib/search.js';

export type MeasurementFilters = z.output<typeof measurementListQuerySchema>;
export type CreateMeasurementInput = z.output<typeof createMeasurementBodySchema>;
export type UpdateMeasurementInput = z.output<typeof updateMeasurementBodySchema>;

const MEASUREMENT = { table: measurements, what: 'Measurement' } as const;
const clientField = (field?: string) => ({ table: clients, what: 'Client', field });

/** Free users record measurements too (spec section 6, "basic measurements"), so no plan check here. */
export async function listMeasurements(ctx: AppContext, userId: string, filters: MeasurementFilters, clientIdField?: string) {
  const conditions: SQL[] = [eq(measurements.userId, userId)];
  if (filters.clientId !== undefined) {
    await requireAccess(ctx.db, userId, filters.clientId, clientField(clientIdField));
    conditions.push(eq(measurements.clientId, filters.clientId));
  }
  if (filters.garmentType) conditions.push(eq(measurements.garmentType, filters.garmentType));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const match = or(ilike(clients.name, pattern), ilike(measurements.garmentType, pattern));
    if (match) conditions.push(match);
  }
  // The join is only for searching by client name; one query for the whole list.
  return ctx.db
    .select(getTableColumns(measurements))
    .from(measurements)
    .innerJoin(clients, eq(clients.id, measurements.clientId))
    .where(and(...conditions))
    .orderBy(desc(measurements.createdAt), desc(measurements.id));
}

async function readMeasurement(ctx: AppContext, userId: string, id: string): Promise<MeasurementRow> {
  const [row] = await ctx.db
    .select()
    .from(measurements)
    .where(and(eq(measurements.id, id), eq(measurements.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Measurement');
  return row;
}

export async function getMeasurement(ctx: AppContext, userId: string, id: string): Promise<MeasurementRow> {
  await requireAccess(ctx.db, userId, id, MEASUREMENT);
  return readMeasurement(ctx, userId, id);
}

export async function createMeasurement(ctx: AppContext, userId: string, input: CreateMeasurementInput): Promise<MeasurementRow> {
  await requireAccess(ctx.db, userId, input.clientId, clientField('clientId'));
  try {
    const [row] = await ctx.db
      .insert(measurements)
      .values({ userId, clientId: input.clientId, garmentType: input.garmentType, values: input.measurements, notes: input.notes })
      .returning();
    if (!row) throw new Error('measurement insert returned nothing');
    return row;
  } catch (err) {
    // The client was deleted after the check: answer as if it never existed.
    if (isForeignKeyViolation(err)) throw fieldError('clientId', 'Client not found', 'NOT_FOUND', 404);
    throw err;
  }
}

export async function updateMeasurement(ctx: AppContext, userId: string, id: string, input: UpdateMeasurementInput): Promise<MeasurementRow> {
  const current = await getMeasurement(ctx, userId, id);
  // A form may echo the client back; only a different one is refused (spec section 5).
  if (input.clientId !== undefined && input.clientId !== current.clientId) {
    throw fieldError('clientId', 'The client of a measurement cannot be changed.');
  }
  const changes: Partial<typeof measurements.$inferInsert> = {};
  if (input.garmentType !== undefined) changes.garmentType = input.garmentType;
  if (input.measurements !== undefined) changes.values = input.measurements;
  if (input.notes !== undefined) changes.notes = input.notes;
  if (Object.keys(changes).length === 0) return current;
  const [row] = await ctx.db
    .update(measurements)
    .set(changes)
    .where(and(eq(measurements.id, id), eq(measurements.userId, userId)))
    .returning();
  if (!row) throw notFound('Measurement');
  return row;
}

export async function deleteMeasurement(ctx: AppContext, userId: string, id: string): Promise<void> {
  await requireAccess(ctx.db, userId, id, MEASUREMENT);
  await ctx.db.delete(measurements).where(and(eq(measurements.id, id), eq(measurements.userId, userId)));
}
