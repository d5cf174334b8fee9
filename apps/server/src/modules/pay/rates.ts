import { dollarsToCents, type createPayRateBodySchema, type payRateListQuerySchema, type updatePayRateBodySchema } from '@atelier/shared';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { payRates, type PayRateRow } from '../../db/schema/index.js';
import { requireRecord } from '../../lib/access.js';
import { type Actor } from '../../lib/actor.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { positionText, readList, type ListRead } from '../../lib/pages.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { createWithinLimits } from '../plans/record-limits.js';

export type PayRateFilters = z.output<typeof payRateListQuerySchema>;
export type CreatePayRateInput = z.output<typeof createPayRateBodySchema>;
export type UpdatePayRateInput = z.output<typeof updatePayRateBodySchema>;

const RATE = { table: payRates, what: 'Piece rate' } as const;

async function readRate(db: Db, actor: Actor, id: string): Promise<PayRateRow> {
  const [row] = await db
    .select()
    .from(payRates)
    .where(and(eq(payRates.id, id), eq(payRates.workspaceId, actor.workspaceId)))
    .limit(1);
  if (!row) throw notFound(said('pay.rateNotFound'));
  return row;
}

/** One rate per stage and garment type, the stage's name whatever its case and accents (the table's unique index says the same). */
async function requireFreePair(db: Db, actor: Actor, pair: Pick<PayRateRow, 'stage' | 'garmentType'>, except?: string): Promise<void> {
  const [taken] = await db
    .select({ id: payRates.id })
    .from(payRates)
    .where(
      and(
        eq(payRates.workspaceId, actor.workspaceId),
        sql`atelier_fold(${payRates.stage}) = atelier_fold(${pair.stage})`,
        pair.garmentType ? eq(payRates.garmentType, pair.garmentType) : isNull(payRates.garmentType),
        except ? ne(payRates.id, except) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fieldError('stage', said(pair.garmentType ? 'pay.garmentRateTaken' : 'pay.stageRateTaken', { stage: pair.stage }));
}

/**
 * The piece rates (decision 154): every member reads them (staff see what a stage pays them); owners
 * and managers set them, on Enterprise only. A change pays the stages done from then on.
 */
export function payRateService(ctx: AppContext) {
  return {
    list({ actor, filters }: { actor: Actor; filters: PayRateFilters }): Promise<ListRead<PayRateRow>> | ListRead<PayRateRow> {
      const { limit, cursor } = filters;
      return readList({
        key: ctx.pageKey,
        scope: { list: 'pay-rates', workspaceId: actor.workspaceId, filters: {} },
        page: { limit, cursor },
        order: { at: payRates.createdAt, id: payRates.id },
        read: async (after, take) => {
          const rows = await ctx.db
            .select({ rate: payRates, at: positionText(payRates.createdAt) })
            .from(payRates)
            .where(and(eq(payRates.workspaceId, actor.workspaceId), after))
            .orderBy(desc(payRates.createdAt), desc(payRates.id))
            .limit(take);
          return rows.map((r) => ({ row: r.rate, at: r.at, id: r.rate.id }));
        },
      });
    },

    async create({ actor, input }: { actor: Actor; input: CreatePayRateInput }): Promise<PayRateRow> {
      const pair = { stage: input.stage, garmentType: input.garmentType ?? null };
      const row = await createWithinLimits(ctx.db, {
        actor,
        store: 'payRates',
        create: async (tx) => {
          await requireFreePair(tx, actor, pair);
          const [inserted] = await tx
            .insert(payRates)
            .values({ ...pair, workspaceId: actor.workspaceId, rateCents: dollarsToCents(input.rate) })
            .returning();
          return inserted;
        },
      });
      assertWritten(row, 'pay rate insert');
      return row;
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdatePayRateInput }): Promise<PayRateRow> {
      return ctx.db.transaction(async (tx) => {
        await requireRecord(tx, { ...RATE, actor, id, lock: true });
        const before = await readRate(tx, actor, id);
        const after = {
          stage: input.stage ?? before.stage,
          garmentType: input.garmentType === undefined ? before.garmentType : input.garmentType,
          rateCents: input.rate === undefined ? before.rateCents : dollarsToCents(input.rate),
        };
        if (input.stage !== undefined || input.garmentType !== undefined) await requireFreePair(tx, actor, after, id);
        const [row] = await tx.update(payRates).set(after).where(eq(payRates.id, id)).returning();
        assertWritten(row, 'pay rate update');
        return row;
      });
    },

    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await ctx.db.delete(payRates).where(and(eq(payRates.id, id), eq(payRates.workspaceId, actor.workspaceId)));
    },
  };
}
