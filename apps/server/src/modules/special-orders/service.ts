import {
  nextSpecialOrderState,
  type createSpecialOrderBodySchema,
  type SpecialOrderState,
  type updateSpecialOrderBodySchema,
} from '@atelier/shared';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  clientGroupMembers,
  clientGroups,
  clients,
  designerStyles,
  pieces,
  sizeCharts,
  specialOrders,
  suppliers,
  type SpecialOrderRow,
} from '../../db/schema/index.js';
import { requireAccess, requireRecord } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { transactionWithEffects } from '../../lib/events.js';
import { positionText, readList, type ListRead } from '../../lib/pages.js';
import type { RefusalKey } from '../../lib/refusals/index.js';
import { said } from '../../lib/said.js';
import { foldedContains } from '../../lib/search.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { createWithinLimits } from '../plans/record-limits.js';
import { proposeSizeFor } from '../size-charts/proposal.js';
import { readSizeChart } from '../size-charts/service.js';
import { columnsOf } from './columns.js';
import { specialOrderMoved } from './events.js';

export type SpecialOrderFilters = {
  limit?: number;
  cursor?: string;
  search?: string;
  state?: SpecialOrderState;
  clientId?: string;
  groupId?: string;
};
export type CreateSpecialOrderInput = z.output<typeof createSpecialOrderBodySchema>;
export type UpdateSpecialOrderInput = z.output<typeof updateSpecialOrderBodySchema>;
/** An order with its bride's name, its designer's lead time and its piece's code, as every answer shows it. */
export type SpecialOrderLine = SpecialOrderRow & { clientName: string; leadTimeDays: number | null; pieceCode: string | null };

const ORDER = { table: specialOrders, what: 'Special order' } as const;
export const mine = (actor: Actor, id: string) => and(eq(specialOrders.id, id), eq(specialOrders.workspaceId, actor.workspaceId));

function linesFrom(db: Db) {
  return db
    .select({
      row: specialOrders,
      clientName: clients.name,
      leadTimeDays: suppliers.leadTimeDays,
      pieceCode: pieces.code,
      at: positionText(specialOrders.createdAt),
    })
    .from(specialOrders)
    .innerJoin(clients, eq(clients.id, specialOrders.clientId))
    .leftJoin(suppliers, eq(suppliers.id, specialOrders.designerId))
    .leftJoin(pieces, eq(pieces.id, specialOrders.pieceId));
}
type Read = { row: SpecialOrderRow; clientName: string; leadTimeDays: number | null; pieceCode: string | null };
const toLine = (r: Read): SpecialOrderLine => ({
  ...r.row,
  clientName: r.clientName,
  leadTimeDays: r.leadTimeDays,
  pieceCode: r.pieceCode,
});

/** The order as every answer shows it. */
export async function readLine(db: Db, actor: Actor, id: string): Promise<SpecialOrderLine> {
  const [line] = await linesFrom(db).where(mine(actor, id));
  assertWritten(line, 'special order read');
  return toLine(line);
}

/**
 * The order locked for a move, refused with 409 unless it is in `state`: a second device's move,
 * or a check-in or alterations asked twice, is never made twice (decisions 216, 218).
 */
export async function lockedIn(tx: Db, actor: Actor, id: string, state: SpecialOrderState | ((s: SpecialOrderState) => boolean)) {
  await requireAccess(tx, { ...ORDER, actor, id, permission: 'specialOrders.write', lock: true });
  const [order] = await tx.select().from(specialOrders).where(mine(actor, id));
  assertWritten(order, 'special order read');
  const allowed = typeof state === 'function' ? state(order.state) : order.state === state;
  if (!allowed) throw new AppError('SPECIAL_ORDER_OUT_OF_ORDER', said('specialOrders.outOfOrder'));
  return order;
}

/** Moves the order to `to`, keeping what the move opened, and sets off what every move sets off (events.ts). */
export async function moveTo(
  tx: Db,
  actor: Actor,
  order: SpecialOrderRow,
  to: SpecialOrderState,
  opened: { pieceId?: string; projectId?: string } = {},
): Promise<void> {
  await tx
    .update(specialOrders)
    .set({ ...opened, state: to, updatedAt: new Date() })
    .where(mine(actor, order.id));
  await specialOrderMoved.emit(tx, { actor, order, to });
}

/**
 * The states only their own routes reach (decision 218): a check-in makes the gown's piece and the
 * alterations their project, so a bare move there would leave the order without them.
 */
const MADE_BY_THEIR_ROUTES: Partial<Record<SpecialOrderState, RefusalKey>> = {
  'checked-in': 'specialOrders.checkInFirst',
  'in-alterations': 'specialOrders.alterationsFirst',
};

/** The style as it is ordered, kept on the order: one of the studio's, refused on the field otherwise. */
async function styleAsOrdered(db: Db, actor: Actor, styleId: string) {
  await requireRecord(db, { table: designerStyles, what: 'Designer style', actor, id: styleId, field: 'styleId' });
  const [style] = await db
    .select({ style: designerStyles, designerName: suppliers.name })
    .from(designerStyles)
    .innerJoin(suppliers, eq(suppliers.id, designerStyles.supplierId))
    .where(eq(designerStyles.id, styleId));
  assertWritten(style, 'designer style read');
  return {
    styleId,
    styleNumber: style.style.styleNumber,
    styleName: style.style.name,
    designerId: style.style.supplierId,
    designerName: style.designerName,
  };
}

/** The chart's proposal for the bride's latest measurements, read again by the server and kept (decision 216). */
async function keptProposal(db: Db, actor: Actor, clientId: string, chartId: string | null | undefined) {
  if (!chartId) return null;
  await requireRecord(db, { table: sizeCharts, what: 'Size chart', actor, id: chartId, field: 'sizeChartId' });
  const chart = await readSizeChart(db, actor, chartId);
  const answer = await proposeSizeFor(db, actor, { chartId, clientId });
  return { chartId, chartName: chart.name, measurementId: answer.measurement?.id ?? null, proposal: answer.proposal };
}

/**
 * A party's orders (decision 219): the bride is a member of the studio's group. Compared as text, so
 * an id that is no uuid, or another studio's group, names no member and lists nothing.
 */
function partyOf(workspaceId: string, groupId: string): SQL {
  const m = clientGroupMembers;
  const g = clientGroups;
  return sql`exists (select 1 from ${m} inner join ${g} on ${g.id} = ${m.groupId}
    where ${m.clientId} = ${specialOrders.clientId} and ${g.id}::text = ${groupId} and ${g.workspaceId} = ${workspaceId})`;
}

function searchOf(search: string): SQL | undefined {
  return or(
    foldedContains(clients.name, search),
    foldedContains(specialOrders.styleName, search),
    foldedContains(specialOrders.styleNumber, search),
    foldedContains(specialOrders.designerConfirmation, search),
  );
}

/**
 * The special orders calls: every call takes the actor and one options object (decision 064). The
 * routes declare the permission, the plan and the record (decision 193); a write locks its row.
 */
export function specialOrderService(ctx: AppContext) {
  return {
    async list({ actor, filters }: { actor: Actor; filters: SpecialOrderFilters }): Promise<ListRead<SpecialOrderLine>> {
      const { limit, cursor, ...rest } = filters;
      const conditions = [
        rest.search ? searchOf(rest.search) : undefined,
        rest.state ? eq(specialOrders.state, rest.state) : undefined,
        // Compared as text: an id that is no uuid names no client, never a database error.
        rest.clientId ? sql`${specialOrders.clientId}::text = ${rest.clientId}` : undefined,
        rest.groupId ? partyOf(actor.workspaceId, rest.groupId) : undefined,
      ].filter((c): c is SQL => c !== undefined);
      return readList({
        key: ctx.pageKey,
        scope: { list: 'specialOrders', workspaceId: actor.workspaceId, filters: rest },
        page: { limit, cursor },
        order: { at: specialOrders.createdAt, id: specialOrders.id },
        read: async (after, take) => {
          const rows = await linesFrom(ctx.db)
            .where(and(eq(specialOrders.workspaceId, actor.workspaceId), ...conditions, after))
            .orderBy(desc(specialOrders.createdAt), desc(specialOrders.id))
            .limit(take);
          return rows.map((r) => ({ row: toLine(r), at: r.at, id: r.row.id }));
        },
      });
    },

    async get({ actor, id }: { actor: Actor; id: string }): Promise<SpecialOrderLine> {
      return readLine(ctx.db, actor, id);
    },

    async create({ actor, input }: { actor: Actor; input: CreateSpecialOrderInput }): Promise<SpecialOrderLine> {
      const row = await createWithinLimits(ctx.db, {
        actor,
        store: 'specialOrders',
        create: async (tx) => {
          await requireRecord(tx, { table: clients, what: 'Client', actor, id: input.clientId, field: 'clientId' });
          const style = await styleAsOrdered(tx, actor, input.styleId);
          const sizeProposal = await keptProposal(tx, actor, input.clientId, input.sizeChartId);
          const values = { ...columnsOf(input), ...style, sizeProposal, clientId: input.clientId, workspaceId: actor.workspaceId };
          const [inserted] = await tx
            .insert(specialOrders)
            .values(values as typeof specialOrders.$inferInsert)
            .returning();
          if (!inserted) return undefined;
          const subject = `${inserted.styleNumber} ${inserted.size}`;
          await recordActivity(tx, actor, { entityType: 'special-order', entityId: inserted.id, action: 'created', subject });
          return inserted;
        },
      });
      assertWritten(row, 'special order insert');
      return readLine(ctx.db, actor, row.id);
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateSpecialOrderInput }): Promise<SpecialOrderLine> {
      await ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...ORDER, actor, id, permission: 'specialOrders.write', lock: true });
        const [before] = await tx.select().from(specialOrders).where(mine(actor, id));
        assertWritten(before, 'special order read');
        // A deposit or a price sent alone is held against the other as it is.
        const price = input.price ?? before.priceCents / 100;
        const deposit = input.deposit ?? before.depositCents / 100;
        if (deposit > price) throw fieldError('deposit', said('specialOrders.depositAbovePrice'));
        const style = input.styleId ? await styleAsOrdered(tx, actor, input.styleId) : {};
        const sizeProposal =
          input.sizeChartId === undefined ? {} : { sizeProposal: await keptProposal(tx, actor, before.clientId, input.sizeChartId) };
        const [after] = await tx
          .update(specialOrders)
          .set({ ...columnsOf(input), ...style, ...sizeProposal, updatedAt: new Date() })
          .where(mine(actor, id))
          .returning();
        assertWritten(after, 'special order update');
        const subject = `${after.styleNumber} ${after.size}`;
        await recordActivity(tx, actor, { entityType: 'special-order', entityId: id, action: 'updated', subject });
      });
      return readLine(ctx.db, actor, id);
    },

    /** Moves the order to the state after its own, and no other (decision 216). */
    async advance({ actor, id, state }: { actor: Actor; id: string; state: SpecialOrderState }): Promise<SpecialOrderLine> {
      const madeElsewhere = MADE_BY_THEIR_ROUTES[state];
      if (madeElsewhere) throw new AppError('SPECIAL_ORDER_OUT_OF_ORDER', said(madeElsewhere));
      await transactionWithEffects(ctx, async (tx) => {
        const before = await lockedIn(tx, actor, id, (current) => nextSpecialOrderState(current) === state);
        await moveTo(tx, actor, before, state);
      });
      return readLine(ctx.db, actor, id);
    },

    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...ORDER, actor, id, permission: 'specialOrders.delete', lock: true });
        const [gone] = await tx.delete(specialOrders).where(mine(actor, id)).returning();
        assertWritten(gone, 'special order delete');
        const subject = `${gone.styleNumber} ${gone.size}`;
        await recordActivity(tx, actor, { entityType: 'special-order', entityId: id, action: 'deleted', subject });
      });
    },
  };
}
