import { dollarsToCents, type createAppointmentTypeBodySchema, type updateAppointmentTypeBodySchema } from '@atelier/shared';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { appointmentTypes, workspaceMembers, type AppointmentTypeRow } from '../../db/schema/index.js';

import type { Actor } from '../../lib/actor.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { createWithinLimits } from '../plans/record-limits.js';

type CreateInput = z.output<typeof createAppointmentTypeBodySchema>;
type UpdateInput = z.output<typeof updateAppointmentTypeBodySchema>;

/** Every listed member must be one of the studio's; 422 naming memberIds otherwise. */
async function checkedMembers(db: Db, workspaceId: string, ids: readonly string[] | undefined): Promise<string[] | undefined> {
  if (ids === undefined) return undefined;
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const found = unique.every((id) => uuid.test(id))
    ? await db
        .select({ id: workspaceMembers.userId })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.userId, unique)))
    : [];
  if (found.length !== unique.length) throw fieldError('memberIds', said('bookings.chooseMembers'));
  return unique;
}

/** A deposit is part of the price: never more than it when a price is set. */
function checkDeposit(priceCents: number, depositCents: number): void {
  if (priceCents > 0 && depositCents > priceCents) throw fieldError('deposit', said('bookings.depositOverPrice'));
}

const centsOf = (value: number | undefined) => (value === undefined ? undefined : dollarsToCents(value));

/** The studio's appointment types (decision 156): read by any member, written by bookings.manage. */
export function appointmentTypeService(ctx: AppContext) {
  async function readOne(workspaceId: string, id: string): Promise<AppointmentTypeRow> {
    const [row] = await ctx.db
      .select()
      .from(appointmentTypes)
      .where(and(eq(appointmentTypes.id, id), eq(appointmentTypes.workspaceId, workspaceId)))
      .limit(1);
    if (!row) throw notFound(said('bookings.typeNotFound'));
    return row;
  }

  return {
    async list({ actor }: { actor: Actor }): Promise<AppointmentTypeRow[]> {
      return ctx.db
        .select()
        .from(appointmentTypes)
        .where(eq(appointmentTypes.workspaceId, actor.workspaceId))
        .orderBy(asc(appointmentTypes.position), asc(appointmentTypes.createdAt));
    },

    async create({ actor, input }: { actor: Actor; input: CreateInput }): Promise<AppointmentTypeRow> {
      const memberIds = (await checkedMembers(ctx.db, actor.workspaceId, input.memberIds)) ?? [];
      const priceCents = centsOf(input.price) ?? 0;
      const depositCents = centsOf(input.deposit) ?? 0;
      checkDeposit(priceCents, depositCents);
      return createWithinLimits(ctx.db, {
        actor,
        store: 'appointmentTypes',
        create: async (tx) => {
          const [last] = await tx
            .select({ position: max(appointmentTypes.position) })
            .from(appointmentTypes)
            .where(eq(appointmentTypes.workspaceId, actor.workspaceId));
          const [row] = await tx
            .insert(appointmentTypes)
            .values({
              workspaceId: actor.workspaceId,
              name: input.name,
              durationMinutes: input.durationMinutes,
              bufferAfterMinutes: input.bufferAfterMinutes ?? 0,
              priceCents,
              depositCents,
              eventType: input.eventType ?? 'consultation',
              memberIds,
              active: input.active ?? true,
              position: (last?.position ?? -1) + 1,
            })
            .returning();
          assertWritten(row, 'appointment type insert');
          return row;
        },
      });
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateInput }): Promise<AppointmentTypeRow> {
      const current = await readOne(actor.workspaceId, id);
      const memberIds = await checkedMembers(ctx.db, actor.workspaceId, input.memberIds);
      const priceCents = centsOf(input.price) ?? current.priceCents;
      const depositCents = centsOf(input.deposit) ?? current.depositCents;
      checkDeposit(priceCents, depositCents);
      const { price: _price, deposit: _deposit, memberIds: _members, ...rest } = input;
      const [row] = await ctx.db
        .update(appointmentTypes)
        .set({ ...rest, priceCents, depositCents, ...(memberIds ? { memberIds } : {}) })
        .where(and(eq(appointmentTypes.id, id), eq(appointmentTypes.workspaceId, actor.workspaceId)))
        .returning();
      if (!row) throw notFound(said('bookings.typeNotFound'));
      return row;
    },

    async remove({ actor, id }: { actor: Actor; id: string }): Promise<{ id: string }> {
      const gone = await ctx.db
        .delete(appointmentTypes)
        .where(and(eq(appointmentTypes.id, id), eq(appointmentTypes.workspaceId, actor.workspaceId)))
        .returning({ id: appointmentTypes.id });
      if (gone.length === 0) throw notFound(said('bookings.typeNotFound'));
      return { id };
    },
  };
}
