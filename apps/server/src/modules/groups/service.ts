import type { createGroupBodySchema, groupListQuerySchema, updateGroupBodySchema } from '@atelier/shared';
import { aliasedTable, and, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clientGroupMembers, clientGroups, clients } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { positionText, readList, type ListRead, type PageOrder } from '../../lib/pages.js';
import { said } from '../../lib/said.js';
import { foldedContains } from '../../lib/search.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { userSettings } from '../../lib/user-settings.js';
import { todayIn } from '../invoices/queries.js';
import { createWithinLimits } from '../plans/record-limits.js';
import { studioOwner } from '../plans/rules.js';
import { freeGroupCode } from './code.js';
import type { GroupRecord } from './presenter.js';
import { countsOf, memberStates, type MemberState } from './states.js';

export type GroupFilters = z.output<typeof groupListQuerySchema>;
type CreateGroupInput = z.output<typeof createGroupBodySchema>;
type UpdateGroupInput = z.output<typeof updateGroupBodySchema>;

export const GROUP = { table: clientGroups, what: 'Group' } as const;
const CLIENT = { table: clients, what: 'Client' } as const;
const payers = aliasedTable(clients, 'payer');

/**
 * The list's keyset order (decision 069) by view: upcoming soonest first (undated last), as a time
 * that falls as the event date rises; past latest first; otherwise newest first.
 */
function orderOf(view: GroupFilters['view']): PageOrder {
  if (view === 'upcoming')
    return {
      at: sql`(timestamptz '1970-01-01 00:00:00+00' + (date '9999-12-31' - coalesce(${clientGroups.eventDate}, date '9999-12-31')) * interval '1 day')`,
      id: clientGroups.id,
    };
  if (view === 'past') return { at: sql`(${clientGroups.eventDate}::timestamp at time zone 'UTC')`, id: clientGroups.id };
  return { at: clientGroups.createdAt, id: clientGroups.id };
}

async function studioToday(db: Db, workspaceId: string): Promise<string> {
  return todayIn(userSettings(await studioOwner(db, workspaceId)).timezone, new Date());
}

/** The groups' rows with their payer and their members' counts: one query for the rows, one for the members. */
async function withCounts(db: Db, workspaceId: string, where: SQL | undefined, order?: { at: PageOrder; take: number }) {
  const query = db
    .select({ group: clientGroups, payer: { id: payers.id, name: payers.name }, at: positionText(order?.at.at ?? clientGroups.createdAt) })
    .from(clientGroups)
    .leftJoin(payers, eq(payers.id, clientGroups.payerClientId))
    .where(and(eq(clientGroups.workspaceId, workspaceId), where))
    .orderBy(desc(order?.at.at ?? clientGroups.createdAt), desc(clientGroups.id));
  const rows = order ? await query.limit(order.take) : await query;
  const members = await memberStates(
    db,
    workspaceId,
    rows.map((r) => r.group.id),
  );
  const byGroup = new Map<string, MemberState[]>();
  for (const x of members) byGroup.set(x.groupId, [...(byGroup.get(x.groupId) ?? []), x]);
  return rows.map((r) => ({
    record: { ...r.group, payer: r.payer?.id ? r.payer : null, counts: countsOf(byGroup.get(r.group.id) ?? []) } as GroupRecord,
    members: byGroup.get(r.group.id) ?? [],
    at: r.at,
  }));
}

/** One group of the actor's studio with its members; 404 when there is none. */
export async function readGroup(db: Db, actor: Actor, id: string): Promise<{ group: GroupRecord; members: MemberState[] }> {
  const [row] = await withCounts(db, actor.workspaceId, eq(clientGroups.id, id));
  if (!row) throw notFound(said('groups.groupNotFound'));
  return { group: row.record, members: row.members };
}

/** The group calls (decision 160): every call takes the actor and one options object (decision 064). */
export function groupService(ctx: AppContext) {
  return {
    async list({ actor, filters }: { actor: Actor; filters: GroupFilters }): Promise<ListRead<GroupRecord>> {
      const { limit, cursor, ...rest } = filters;
      const conditions: SQL[] = [];
      if (rest.search) conditions.push(foldedContains(clientGroups.name, rest.search));
      if (rest.clientId !== undefined) {
        await requireAccess(ctx.db, { ...CLIENT, actor, id: rest.clientId, permission: 'clients.read', field: 'clientId' });
        const m = clientGroupMembers;
        conditions.push(sql`exists (select 1 from ${m} where ${m.groupId} = ${clientGroups.id} and ${m.clientId} = ${rest.clientId})`);
      }
      // Today is the studio's (its owner's zone), fixed in the cursor's scope with the view.
      const today = rest.view ? await studioToday(ctx.db, actor.workspaceId) : undefined;
      if (rest.view === 'upcoming' && today) conditions.push(or(isNull(clientGroups.eventDate), gte(clientGroups.eventDate, today))!);
      if (rest.view === 'past' && today) conditions.push(lt(clientGroups.eventDate, today));
      const order = orderOf(rest.view);
      return readList({
        key: ctx.pageKey,
        scope: { list: 'groups', workspaceId: actor.workspaceId, filters: { ...rest, today } },
        page: { limit, cursor },
        order,
        read: async (after, take) => {
          const rows = await withCounts(ctx.db, actor.workspaceId, and(...conditions, after), { at: order, take });
          return rows.map((r) => ({ row: r.record, at: r.at, id: r.record.id }));
        },
      });
    },

    async get({ actor, id }: { actor: Actor; id: string }) {
      return readGroup(ctx.db, actor, id);
    },

    async create({ actor, input }: { actor: Actor; input: CreateGroupInput }): Promise<GroupRecord> {
      if (input.payerClientId)
        await requireAccess(ctx.db, { ...CLIENT, actor, id: input.payerClientId, permission: 'clients.read', field: 'payerClientId' });
      const id = await createWithinLimits(ctx.db, {
        actor,
        store: 'groups',
        create: async (tx) => {
          const [row] = await tx
            .insert(clientGroups)
            .values({ ...input, workspaceId: actor.workspaceId, code: await freeGroupCode(tx, actor.workspaceId) })
            .returning({ id: clientGroups.id });
          assertWritten(row, 'group insert');
          await recordActivity(tx, actor, { entityType: 'group', entityId: row.id, action: 'created', subject: input.name });
          return row.id;
        },
      });
      return (await readGroup(ctx.db, actor, id)).group;
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateGroupInput }): Promise<GroupRecord> {
      if (input.payerClientId)
        await requireAccess(ctx.db, { ...CLIENT, actor, id: input.payerClientId, permission: 'clients.read', field: 'payerClientId' });
      const { archived, regenerateCode, ...fields } = input;
      const changes: Partial<typeof clientGroups.$inferInsert> = Object.fromEntries(
        Object.entries(fields).filter(([, v]) => v !== undefined),
      );
      if (archived !== undefined) changes.archivedAt = archived ? new Date() : null;
      if (regenerateCode) changes.code = await freeGroupCode(ctx.db, actor.workspaceId);
      if (Object.keys(changes).length > 0) {
        await ctx.db.transaction(async (tx) => {
          const [row] = await tx
            .update(clientGroups)
            .set(changes)
            .where(and(eq(clientGroups.id, id), eq(clientGroups.workspaceId, actor.workspaceId)))
            .returning({ name: clientGroups.name });
          if (!row) throw notFound(said('groups.groupNotFound'));
          await recordActivity(tx, actor, { entityType: 'group', entityId: id, action: 'updated', subject: row.name });
        });
      }
      return (await readGroup(ctx.db, actor, id)).group;
    },

    /** The group and its memberships go; the clients, their garments and invoices stay. */
    async remove({ actor, id }: { actor: Actor; id: string }) {
      return ctx.db.transaction(async (tx) => {
        await requireAccess(tx, { ...GROUP, actor, id, permission: 'groups.write', lock: true });
        const gone = await tx.delete(clientGroupMembers).where(eq(clientGroupMembers.groupId, id)).returning({ id: clientGroupMembers.id });
        const [row] = await tx
          .delete(clientGroups)
          .where(and(eq(clientGroups.id, id), eq(clientGroups.workspaceId, actor.workspaceId)))
          .returning({ name: clientGroups.name });
        await recordActivity(tx, actor, { entityType: 'group', entityId: id, action: 'deleted', subject: row?.name ?? '' });
        return { members: gone.length };
      });
    },
  };
}
