import { dollarsToCents, type createPayEntryBodySchema, type payEntryListQuerySchema, type StudioRole } from '@atelier/shared';
import { and, asc, desc, eq, gte, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { payEntries, users, workspaceMembers, type PayEntryRow } from '../../db/schema/index.js';
import { requireRecordId } from '../../lib/access.js';
import { can, requirePermission, type Actor } from '../../lib/actor.js';
import { AppError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { fullNameSql } from '../../lib/member-name.js';
import { positionText, readList, type ListRead } from '../../lib/pages.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { createWithinLimits } from '../plans/record-limits.js';
import { studioOwner } from '../plans/rules.js';
import { payPeriod, type PayPeriod } from './period.js';

export type PayEntryFilters = z.output<typeof payEntryListQuerySchema>;
export type CreatePayEntryInput = z.output<typeof createPayEntryBodySchema>;
export type PayPerson = { id: string; firstName: string; lastName: string; role: StudioRole | null };
/** A member's figures in cents: the period's, and what is owed to date. */
export type PayTotals = { person: PayPerson; pieces: number; earned: number; paid: number; adjusted: number; due: number };
export type PayEntryWithName = PayEntryRow & { byName: string | null };

// Through the column's own mapping: a Date bound raw is refused by the PostgreSQL driver (PGlite takes it).
const inPeriod = (period: PayPeriod) => sql`${gte(payEntries.createdAt, period.start)} and ${lt(payEntries.createdAt, period.end)}`;
const sumWhere = (condition: SQL) => sql<number>`coalesce(sum(${payEntries.amountCents}) filter (where ${condition}), 0)`.mapWith(Number);
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The people whose pay the studio keeps: its members, and whoever left it with lines still in its
 * ledger (their dues are still owed). Staff are themselves alone (decision 154).
 */
async function peopleOf(db: Db, actor: Actor, only?: string): Promise<PayPerson[]> {
  const inLedger = sql`exists (select 1 from ${payEntries} where ${payEntries.workspaceId} = ${actor.workspaceId} and ${payEntries.memberId} = ${users.id})`;
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: workspaceMembers.role })
    .from(users)
    .leftJoin(workspaceMembers, and(eq(workspaceMembers.userId, users.id), eq(workspaceMembers.workspaceId, actor.workspaceId)))
    .where(and(only ? eq(users.id, only) : undefined, or(isNotNull(workspaceMembers.userId), inLedger)))
    .orderBy(
      sql`${workspaceMembers.role} = 'owner' desc nulls last`,
      sql`${workspaceMembers.role} is null`,
      asc(users.firstName),
      asc(users.lastName),
      asc(users.id),
    );
}

/**
 * The person the id names, whose pay the actor may read: another studio's person, or a malformed
 * id, is 404 as any record of another studio; staff asking for someone else is 403 in their own studio.
 */
export async function payPersonFor(db: Db, actor: Actor, memberId: string): Promise<PayPerson> {
  requirePermission(actor, 'pay.read');
  requireRecordId(memberId, 'Member');
  const [person] = await peopleOf(db, actor, memberId);
  if (!person) throw notFound(said('pay.memberNotFound'));
  if (person.id !== actor.user.id && !can(actor, 'pay.manage')) throw new AppError('FORBIDDEN', said('pay.ownPayOnly'));
  return person;
}

/** Each person's figures, summed in SQL over the ledger in cents (decision 015). */
async function totalsOf(db: Db, actor: Actor, people: PayPerson[], period: PayPeriod): Promise<PayTotals[]> {
  const rows = await db
    .select({
      memberId: payEntries.memberId,
      pieces:
        sql<number>`${countWhere(sql`${payEntries.kind} = 'piece' and ${inPeriod(period)}`)} - ${countWhere(sql`${payEntries.kind} = 'piece-undone' and ${inPeriod(period)}`)}`.mapWith(
          Number,
        ),
      earned: sumWhere(sql`${payEntries.kind} in ('piece', 'piece-undone') and ${inPeriod(period)}`),
      paid: sumWhere(sql`${payEntries.kind} = 'payout' and ${inPeriod(period)}`),
      adjusted: sumWhere(sql`${payEntries.kind} = 'adjustment' and ${inPeriod(period)}`),
      due: sql<number>`coalesce(sum(${payEntries.amountCents}), 0)`.mapWith(Number),
    })
    .from(payEntries)
    .where(eq(payEntries.workspaceId, actor.workspaceId))
    .groupBy(payEntries.memberId);
  const byMember = new Map(rows.map((r) => [r.memberId, r]));
  return people.map((person) => {
    const r = byMember.get(person.id);
    return { person, pieces: r?.pieces ?? 0, earned: r?.earned ?? 0, paid: -(r?.paid ?? 0), adjusted: r?.adjusted ?? 0, due: r?.due ?? 0 };
  });
}

/** The ledger's lines of one person with the name of who wrote each, newest first. */
function entriesQuery(db: Db, where: SQL | undefined) {
  return db
    .select({ entry: payEntries, byName: fullNameSql, at: positionText(payEntries.createdAt) })
    .from(payEntries)
    .leftJoin(users, eq(users.id, payEntries.createdById))
    .where(where)
    .orderBy(desc(payEntries.createdAt), desc(payEntries.id));
}

/** Piece-rate pay's ledger (decision 154): what each person earned, was paid and is owed. */
export function payLedgerService(ctx: AppContext) {
  return {
    /** Everyone's figures for owners and managers; staff their own line. */
    async summary({ actor, query }: { actor: Actor; query: { from?: string; to?: string } }) {
      requirePermission(actor, 'pay.read');
      const period = payPeriod(await studioOwner(ctx.db, actor.workspaceId), query);
      const people = await peopleOf(ctx.db, actor, can(actor, 'pay.manage') ? undefined : actor.user.id);
      return { period, totals: await totalsOf(ctx.db, actor, people, period) };
    },

    async entries({ actor, memberId, filters }: { actor: Actor; memberId: string; filters: PayEntryFilters }) {
      await payPersonFor(ctx.db, actor, memberId);
      const { limit, cursor, ...range } = filters;
      const period = range.from || range.to ? payPeriod(await studioOwner(ctx.db, actor.workspaceId), range) : null;
      const scope = and(
        eq(payEntries.workspaceId, actor.workspaceId),
        eq(payEntries.memberId, memberId),
        period ? and(gte(payEntries.createdAt, period.start), lt(payEntries.createdAt, period.end)) : undefined,
      );
      return readList({
        key: ctx.pageKey,
        scope: { list: 'pay-entries', workspaceId: actor.workspaceId, filters: { memberId, ...range } },
        page: { limit, cursor },
        order: { at: payEntries.createdAt, id: payEntries.id },
        read: async (after, take) => {
          const rows = await entriesQuery(ctx.db, and(scope, after)).limit(take);
          return rows.map((r) => ({ row: { ...r.entry, byName: r.byName }, at: r.at, id: r.entry.id }));
        },
      }) as Promise<ListRead<PayEntryWithName>> | ListRead<PayEntryWithName>;
    },

    /** A statement's lines: the period's, oldest first, with what was owed before it began. */
    async statement({ actor, memberId, query }: { actor: Actor; memberId: string; query: { from?: string; to?: string } }) {
      const person = await payPersonFor(ctx.db, actor, memberId);
      const owner = await studioOwner(ctx.db, actor.workspaceId);
      const period = payPeriod(owner, query);
      const mine = and(eq(payEntries.workspaceId, actor.workspaceId), eq(payEntries.memberId, memberId));
      const [before] = await ctx.db
        .select({ cents: sql<number>`coalesce(sum(${payEntries.amountCents}), 0)`.mapWith(Number) })
        .from(payEntries)
        .where(and(mine, lt(payEntries.createdAt, period.start)));
      const rows = await ctx.db
        .select({ entry: payEntries })
        .from(payEntries)
        .where(and(mine, gte(payEntries.createdAt, period.start), lt(payEntries.createdAt, period.end)))
        .orderBy(asc(payEntries.createdAt), asc(payEntries.id));
      return { person, owner, period, openingCents: before?.cents ?? 0, entries: rows.map((r) => r.entry) };
    },

    /** A payout takes the amount off what is owed (past zero it is an advance); an adjustment adds its signed amount. */
    async record({ actor, memberId, input }: { actor: Actor; memberId: string; input: CreatePayEntryInput }): Promise<PayEntryWithName> {
      const person = await payPersonFor(ctx.db, actor, memberId);
      const cents = dollarsToCents(input.amount);
      const row = await createWithinLimits(ctx.db, {
        actor,
        store: 'payEntries',
        create: async (tx) => {
          const [inserted] = await tx
            .insert(payEntries)
            .values({
              workspaceId: actor.workspaceId,
              memberId: person.id,
              kind: input.kind,
              amountCents: input.kind === 'payout' ? -cents : cents,
              note: input.note,
              createdById: actor.user.id,
            })
            .returning();
          return inserted;
        },
      });
      assertWritten(row, 'pay entry insert');
      return { ...row, byName: `${actor.user.firstName} ${actor.user.lastName}`.trim() };
    },
  };
}
export type PayLedgerService = ReturnType<typeof payLedgerService>;
