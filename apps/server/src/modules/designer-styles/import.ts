import type { designerStyleImportBodySchema } from '@atelier/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { designerStyles, suppliers } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { said, sayIn } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { createManyWithinLimits } from '../plans/record-limits.js';
import { columnsOf, requireDesigner, type DesignerStyleLine } from './service.js';

export type DesignerStyleImport = z.output<typeof designerStyleImportBodySchema>;

/**
 * Every row whose style number the designer already has, whatever its case, refused on its own
 * `rows.<i>.styleNumber` at once, so the boutique fixes the file in one go (the schema has refused
 * a number twice in the file).
 */
async function requireNewNumbers(db: Db, actor: Actor, supplierId: string, rows: DesignerStyleImport['rows']) {
  const lowered = rows.map((row) => row.styleNumber.toLowerCase());
  const taken = await db
    .select({ number: sql<string>`lower(${designerStyles.styleNumber})` })
    .from(designerStyles)
    .where(
      and(
        eq(designerStyles.workspaceId, actor.workspaceId),
        eq(designerStyles.supplierId, supplierId),
        inArray(sql`lower(${designerStyles.styleNumber})`, lowered),
      ),
    );
  const numbers = new Set(taken.map((t) => t.number));
  const refusals = rows.flatMap((row, i) => {
    if (!numbers.has(lowered[i] ?? '')) return [];
    const refusal = said('designerStyles.numberTaken', { number: row.styleNumber });
    return [{ field: `rows.${i}.styleNumber`, message: sayIn('en', refusal), said: refusal }];
  });
  const [first] = refusals;
  if (first) throw new AppError('VALIDATION_ERROR', first.said, { errors: refusals });
}

/**
 * POST /designer-styles/import (decision 213): the route's schema has refused the whole body if any
 * row is invalid; here the designer, the numbers it already has and the store's bound are checked for
 * the whole line, and every row is inserted in one statement in that one transaction: all or none.
 */
export async function importDesignerLine(
  ctx: AppContext,
  { actor, input }: { actor: Actor; input: DesignerStyleImport },
): Promise<DesignerStyleLine[]> {
  const added = await createManyWithinLimits(ctx.db, {
    actor,
    store: 'designerStyles',
    adding: input.rows.length,
    create: async (tx) => {
      await requireDesigner(tx, actor, input.designerId);
      await requireNewNumbers(tx, actor, input.designerId, input.rows);
      const values = input.rows.map(
        (row) =>
          ({ ...columnsOf(row), supplierId: input.designerId, workspaceId: actor.workspaceId }) as typeof designerStyles.$inferInsert,
      );
      const rows = await tx.insert(designerStyles).values(values).returning();
      // One entry per style, like any other way of adding one (every create is logged).
      await recordActivity(
        tx,
        actor,
        ...rows.map((r) => ({ entityType: 'designer-style' as const, entityId: r.id, action: 'created' as const, subject: r.name })),
      );
      return rows;
    },
  });
  const [designer] = await ctx.db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, input.designerId));
  assertWritten(designer, 'designer read');
  // One INSERT keeps the rows' order: answered in the file's order.
  // A style just imported has no pieces yet.
  return added.map((row) => ({ ...row, designerName: designer.name, pieceCount: 0 }));
}
