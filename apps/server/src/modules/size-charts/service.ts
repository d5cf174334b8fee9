import type { createSizeChartBodySchema, updateSizeChartBodySchema } from '@atelier/shared';
import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { sizeCharts, suppliers, type SizeChartRow } from '../../db/schema/index.js';
import { requireAccess, requireRecord } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { fieldError } from '../../lib/errors.js';
import { positionText, readList, type ListRead } from '../../lib/pages.js';
import { said } from '../../lib/said.js';
import { foldedContains } from '../../lib/search.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { createWithinLimits } from '../plans/record-limits.js';

export type SizeChartFilters = { limit?: number; cursor?: string; search?: string; designerId?: string };
export type CreateSizeChartInput = z.output<typeof createSizeChartBodySchema>;
export type UpdateSizeChartInput = z.output<typeof updateSizeChartBodySchema>;
/** A chart with its designer's name, as every answer shows it. */
export type SizeChartLine = SizeChartRow & { designerName: string };

const SIZE_CHART = { table: sizeCharts, what: 'Size chart' } as const;
const mine = (actor: Actor, id: string) => and(eq(sizeCharts.id, id), eq(sizeCharts.workspaceId, actor.workspaceId));

/** The columns a body sets; a field not sent is left out, so an update leaves it as it is. */
function columnsOf(input: Partial<CreateSizeChartInput>) {
  const { designerId, ...rest } = input;
  const columns = { ...rest, supplierId: designerId };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Partial<typeof sizeCharts.$inferInsert>;
}

/** The designer is one of the studio's suppliers; another studio's is refused on the field, as not found. */
async function requireDesigner(db: Db, actor: Actor, id: string | undefined) {
  if (id !== undefined) await requireRecord(db, { table: suppliers, what: 'Designer', actor, id, field: 'designerId' });
}

/** A designer's chart names are its own: the same name again, whatever its case, is refused on the field. */
async function requireNewName(db: Db, actor: Actor, supplierId: string, name: string, except?: string) {
  const [taken] = await db
    .select({ id: sizeCharts.id })
    .from(sizeCharts)
    .where(
      and(
        eq(sizeCharts.workspaceId, actor.workspaceId),
        eq(sizeCharts.supplierId, supplierId),
        sql`lower(${sizeCharts.name}) = lower(${name})`,
        except ? ne(sizeCharts.id, except) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fieldError('name', said('sizeCharts.nameTaken', { name }));
}

/** One chart of the studio with its designer's name. */
export async function readSizeChart(db: Db, actor: Actor, id: string): Promise<SizeChartLine> {
  const [line] = await db
    .select({ row: sizeCharts, designerName: suppliers.name })
    .from(sizeCharts)
    .innerJoin(suppliers, eq(suppliers.id, sizeCharts.supplierId))
    .where(mine(actor, id));
  assertWritten(line, 'size chart read');
  return { ...line.row, designerName: line.designerName };
}

/**
 * The size charts calls: every call takes the actor and one options object (decision 064). The routes
 * declare the permission, the plan and the record (decision 193); a write still locks the row it changes.
 */
export function sizeChartService(ctx: AppContext) {
  return {
    async list({ actor, filters }: { actor: Actor; filters: SizeChartFilters }): Promise<ListRead<SizeChartLine>> {
      const { limit, cursor, ...rest } = filters;
      const conditions: SQL[] = [];
      const match = rest.search && or(foldedContains(sizeCharts.name, rest.search), foldedContains(suppliers.name, rest.search));
      if (match) conditions.push(match);
      // An id that is not a uuid names no designer: nothing matches, rather than a database error.
      if (rest.designerId !== undefined) conditions.push(sql`${sizeCharts.supplierId}::text = ${rest.designerId}`);
      return readList({
        key: ctx.pageKey,
        scope: { list: 'sizeCharts', workspaceId: actor.workspaceId, filters: rest },
        page: { limit, cursor },
        order: { at: sizeCharts.createdAt, id: sizeCharts.id },
        read: async (after, take) => {
          const rows = await ctx.db
            .select({ row: sizeCharts, designerName: suppliers.name, at: positionText(sizeCharts.createdAt) })
            .from(sizeCharts)
            .innerJoin(suppliers, eq(suppliers.id, sizeCharts.supplierId))
            .where(and(eq(sizeCharts.workspaceId, actor.workspaceId), ...conditions, after))
            .orderBy(desc(sizeCharts.createdAt), desc(sizeCharts.id))
            .limit(take);
          return rows.map((r) => ({ row: { ...r.row, designerName: r.designerName }, at: r.at, id: r.row.id }));
        },
      });
    },

    async create({ actor, input }: { actor: Actor; input: CreateSizeChartInput }): Promise<SizeChartLine> {
      const row = await createWithinLimits(ctx.db, {
        actor,
        store: 'sizeCharts',
        create: async (tx) => {
          await requireDesigner(tx, actor, input.designerId);
          await requireNewName(tx, actor, input.designerId, input.name);
          const values = { ...columnsOf(input), workspaceId: actor.workspaceId } as typeof sizeCharts.$inferInsert;
          const [inserted] = await tx.insert(sizeCharts).values(values).returning();
          if (!inserted) return undefined;
          await recordActivity(tx, actor, { entityType: 'size-chart', entityId: inserted.id, action: 'created', subject: inserted.name });
          return inserted;
        },
      });
      assertWritten(row, 'size chart insert');
      return readSizeChart(ctx.db, actor, row.id);
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateSizeChartInput }): Promise<SizeChartLine> {
      const after = await ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...SIZE_CHART, actor, id, permission: 'sizeCharts.write', lock: true });
        await requireDesigner(tx, actor, input.designerId);
        const [before] = await tx.select().from(sizeCharts).where(mine(actor, id));
        assertWritten(before, 'size chart read');
        if (input.designerId !== undefined || input.name !== undefined)
          await requireNewName(tx, actor, input.designerId ?? before.supplierId, input.name ?? before.name, id);
        const [row] = await tx
          .update(sizeCharts)
          .set({ ...columnsOf(input), updatedAt: new Date() })
          .where(mine(actor, id))
          .returning();
        assertWritten(row, 'size chart update');
        await recordActivity(tx, actor, { entityType: 'size-chart', entityId: id, action: 'updated', subject: row.name });
        return row;
      });
      return readSizeChart(ctx.db, actor, after.id);
    },

    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...SIZE_CHART, actor, id, permission: 'sizeCharts.delete', lock: true });
        const [gone] = await tx.delete(sizeCharts).where(mine(actor, id)).returning();
        assertWritten(gone, 'size chart delete');
        await recordActivity(tx, actor, { entityType: 'size-chart', entityId: id, action: 'deleted', subject: gone.name });
      });
    },
  };
}
