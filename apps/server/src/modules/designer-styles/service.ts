import { dollarsToCents, type createDesignerStyleBodySchema, type updateDesignerStyleBodySchema } from '@atelier/shared';
import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { designerStyles, pieces, suppliers, type DesignerStyleRow } from '../../db/schema/index.js';
import { requireAccess, requireRecord } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { fieldError } from '../../lib/errors.js';
import { positionText, readList, type ListRead } from '../../lib/pages.js';
import { said } from '../../lib/said.js';
import { foldedContains } from '../../lib/search.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { createWithinLimits } from '../plans/record-limits.js';

export type DesignerStyleFilters = { limit?: number; cursor?: string; search?: string };
export type CreateDesignerStyleInput = z.output<typeof createDesignerStyleBodySchema>;
export type UpdateDesignerStyleInput = z.output<typeof updateDesignerStyleBodySchema>;
/** A style with its designer's name and its stock (the count of its pieces, decision 215), as every answer shows it. */
export type DesignerStyleLine = DesignerStyleRow & { designerName: string; pieceCount: number };

/** The style's stock: how many of its pieces the boutique holds. */
const pieceCount = sql<number>`(select count(*) from ${pieces} where ${pieces.styleId} = ${designerStyles.id})::int`;

const DESIGNER_STYLE = { table: designerStyles, what: 'Designer style' } as const;
const mine = (actor: Actor, id: string) => and(eq(designerStyles.id, id), eq(designerStyles.workspaceId, actor.workspaceId));
const cents = (amount: number | null | undefined) => (amount === undefined ? undefined : amount === null ? null : dollarsToCents(amount));

/** The columns a body sets: prices to cents; a field not sent is left out, so an update leaves it as it is. */
export function columnsOf(input: Partial<CreateDesignerStyleInput>) {
  const { designerId, cost, retail, ...rest } = input;
  const columns = { ...rest, supplierId: designerId, costCents: cents(cost), retailCents: cents(retail) };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Partial<typeof designerStyles.$inferInsert>;
}

/** The designer is one of the studio's suppliers; another studio's is refused on the field, as not found. */
export async function requireDesigner(db: Db, actor: Actor, id: string | undefined) {
  if (id !== undefined) await requireRecord(db, { table: suppliers, what: 'Designer', actor, id, field: 'designerId' });
}

/** A designer prints a style number once: the same number again, whatever its case, is refused on the field. */
async function requireNewNumber(db: Db, actor: Actor, supplierId: string, styleNumber: string, except?: string) {
  const [taken] = await db
    .select({ id: designerStyles.id })
    .from(designerStyles)
    .where(
      and(
        eq(designerStyles.workspaceId, actor.workspaceId),
        eq(designerStyles.supplierId, supplierId),
        sql`lower(${designerStyles.styleNumber}) = lower(${styleNumber})`,
        except ? ne(designerStyles.id, except) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fieldError('styleNumber', said('designerStyles.numberTaken', { number: styleNumber }));
}

async function readLine(db: Db, actor: Actor, id: string): Promise<DesignerStyleLine> {
  const [line] = await db
    .select({ row: designerStyles, designerName: suppliers.name, pieceCount })
    .from(designerStyles)
    .innerJoin(suppliers, eq(suppliers.id, designerStyles.supplierId))
    .where(mine(actor, id));
  assertWritten(line, 'designer style read');
  return { ...line.row, designerName: line.designerName, pieceCount: line.pieceCount };
}

/**
 * The designer styles calls: every call takes the actor and one options object (decision 064). The routes
 * declare the permission, the plan and the record (decision 193); a write still locks the row it changes.
 */
export function designerStyleService(ctx: AppContext) {
  return {
    async list({ actor, filters }: { actor: Actor; filters: DesignerStyleFilters }): Promise<ListRead<DesignerStyleLine>> {
      const { limit, cursor, ...rest } = filters;
      const conditions: SQL[] = [];
      const match =
        rest.search && or(foldedContains(designerStyles.name, rest.search), foldedContains(designerStyles.styleNumber, rest.search));
      if (match) conditions.push(match);
      return readList({
        key: ctx.pageKey,
        scope: { list: 'designerStyles', workspaceId: actor.workspaceId, filters: rest },
        page: { limit, cursor },
        order: { at: designerStyles.createdAt, id: designerStyles.id },
        read: async (after, take) => {
          const rows = await ctx.db
            .select({ row: designerStyles, designerName: suppliers.name, pieceCount, at: positionText(designerStyles.createdAt) })
            .from(designerStyles)
            .innerJoin(suppliers, eq(suppliers.id, designerStyles.supplierId))
            .where(and(eq(designerStyles.workspaceId, actor.workspaceId), ...conditions, after))
            .orderBy(desc(designerStyles.createdAt), desc(designerStyles.id))
            .limit(take);
          return rows.map((r) => ({ row: { ...r.row, designerName: r.designerName, pieceCount: r.pieceCount }, at: r.at, id: r.row.id }));
        },
      });
    },

    async create({ actor, input }: { actor: Actor; input: CreateDesignerStyleInput }): Promise<DesignerStyleLine> {
      const row = await createWithinLimits(ctx.db, {
        actor,
        store: 'designerStyles',
        create: async (tx) => {
          await requireDesigner(tx, actor, input.designerId);
          await requireNewNumber(tx, actor, input.designerId, input.styleNumber);
          const values = { ...columnsOf(input), workspaceId: actor.workspaceId } as typeof designerStyles.$inferInsert;
          const [inserted] = await tx.insert(designerStyles).values(values).returning();
          if (!inserted) return undefined;
          await recordActivity(tx, actor, {
            entityType: 'designer-style',
            entityId: inserted.id,
            action: 'created',
            subject: inserted.name,
          });
          return inserted;
        },
      });
      assertWritten(row, 'designer style insert');
      return readLine(ctx.db, actor, row.id);
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateDesignerStyleInput }): Promise<DesignerStyleLine> {
      const after = await ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...DESIGNER_STYLE, actor, id, permission: 'designerStyles.write', lock: true });
        await requireDesigner(tx, actor, input.designerId);
        const [before] = await tx.select().from(designerStyles).where(mine(actor, id));
        assertWritten(before, 'designer style read');
        if (input.designerId !== undefined || input.styleNumber !== undefined)
          await requireNewNumber(tx, actor, input.designerId ?? before.supplierId, input.styleNumber ?? before.styleNumber, id);
        const [row] = await tx
          .update(designerStyles)
          .set({ ...columnsOf(input), updatedAt: new Date() })
          .where(mine(actor, id))
          .returning();
        assertWritten(row, 'designer style update');
        await recordActivity(tx, actor, { entityType: 'designer-style', entityId: id, action: 'updated', subject: row.name });
        return row;
      });
      return readLine(ctx.db, actor, after.id);
    },

    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...DESIGNER_STYLE, actor, id, permission: 'designerStyles.delete', lock: true });
        const [gone] = await tx.delete(designerStyles).where(mine(actor, id)).returning();
        assertWritten(gone, 'designer style delete');
        await recordActivity(tx, actor, { entityType: 'designer-style', entityId: id, action: 'deleted', subject: gone.name });
      });
    },
  };
}
