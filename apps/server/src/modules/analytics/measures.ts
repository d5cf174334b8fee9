import { addDaysToDay, startOfDayInZone, type Day } from '@atelier/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRows } from '../../lib/sql-rows.js';
import type { DayRange } from './periods.js';
import { projectIsOpenSql } from '../../lib/open-projects.js';

/**
 * The studio's measures, each defined once (decision 034) and computed by the database: every
 * function is one aggregate query bounded by an index range, and several periods are counted in
 * one pass with FILTER, so nothing loads an account's rows to sum them in JavaScript (decision 034).
 * Money is integer cents; the presenters turn cents into currency units.
 */
export type Scope = {
  workspaceId: string;
  /** The account's time zone: days of timestamps are read in it. */
  zone: string;
  /** The account's currency: revenue counts payments on invoices in it. */
  currency: string;
};

const iso = (d: Date) => d.toISOString();
/** The instants [start, end) of a day range in the zone, as SQL timestamptz literals. */
function instants(r: DayRange, zone: string) {
  return {
    start: sql`${iso(startOfDayInZone(r.from, zone))}::timestamptz`,
    end: sql`${iso(startOfDayInZone(addDaysToDay(r.to, 1), zone))}::timestamptz`,
  };
}
const day = (d: Day) => sql`${d}::date`;
/** A timestamp column's instant within the range's days (index-friendly: compares the column itself). */
function inInstants(column: SQL, r: DayRange, zone: string): SQL {
  const { start, end } = instants(r, zone);
  return sql`${column} >= ${start} and ${column} < ${end}`;
}
/** The smallest range covering all of them: the WHERE bound that keeps the scan on the index. */
function span(ranges: DayRange[]): DayRange {
  return {
    from: ranges.reduce((m, r) => (r.from < m ? r.from : m), ranges[0]!.from),
    to: ranges.reduce((m, r) => (r.to > m ? r.to : m), ranges[0]!.to),
  };
}
const columns = (parts: SQL[]) => sql.join(parts, sql`, `);

/**
 * A project's due day is the calendar day of its due date in every zone (decision 015: a date-only
 * due date is midnight UTC), so due days are read in UTC and compared with days.
 */
const dueDay = sql`(due_date at time zone 'UTC')::date`;
const dueFrom = (d: Day) => sql`${`${d}T00:00:00Z`}::timestamptz`;

/** Revenue: payments received on a day of each range, on invoices in the account's currency. */
export async function revenueCents(db: Db, s: Scope, ranges: DayRange[]): Promise<number[]> {
  const all = span(ranges);
  const sums = ranges.map(
    (r, i) =>
      sql`coalesce(sum(p.amount_cents) filter (where p.paid_on between ${day(r.from)} and ${day(r.to)}), 0)::float8 as ${sql.raw(`r${i}`)}`,
  );
  const [row] = await sqlRows<Record<string, number>>(
    db,
    sql`select ${columns(sums)} from invoice_payments p
        where p.workspace_id = ${s.workspaceId} and p.currency = ${s.currency} and p.paid_on between ${day(all.from)} and ${day(all.to)}`,
  );
  return ranges.map((_, i) => Number(row?.[`r${i}`] ?? 0));
}

/**
 * Active clients: distinct clients with a project created, or a payment received, on a day of each
 * range. Grouped by client first (a hash of a few thousand clients) rather than counted distinct per
 * range (a sort of every row per range): the same counts at a fraction of the work (decision 046).
 */
export async function activeClientCounts(db: Db, s: Scope, ranges: DayRange[]): Promise<number[]> {
  const all = span(ranges);
  const flags = ranges.map((r, i) => sql`bool_or(d between ${day(r.from)} and ${day(r.to)}) as ${sql.raw(`a${i}`)}`);
  const counts = ranges.map((_, i) => sql`count(*) filter (where ${sql.raw(`a${i}`)})::int as ${sql.raw(`c${i}`)}`);
  const [row] = await sqlRows<Record<string, number>>(
    db,
    sql`with acts as (
          select client_id, (created_at at time zone ${s.zone})::date as d from projects
            where workspace_id = ${s.workspaceId} and ${inInstants(sql`created_at`, all, s.zone)}
          union all
          select p.client_id, p.paid_on as d from invoice_payments p
            where p.workspace_id = ${s.workspaceId} and p.paid_on between ${day(all.from)} and ${day(all.to)}
        ), clients_active as (select client_id, ${columns(flags)} from acts group by client_id)
        select ${columns(counts)} from clients_active`,
  );
  return ranges.map((_, i) => Number(row?.[`c${i}`] ?? 0));
}

/** Projects completed (completed_at) in each range, and the average budget of projects created in each. */
export async function projectFigures(db: Db, s: Scope, ranges: DayRange[]): Promise<{ completed: number; avgBudgetCents: number }[]> {
  const all = span(ranges);
  const parts = ranges.flatMap((r, i) => [
    sql`count(*) filter (where ${inInstants(sql`completed_at`, r, s.zone)})::int as ${sql.raw(`c${i}`)}`,
    sql`coalesce(round(avg(budget_cents) filter (where ${inInstants(sql`created_at`, r, s.zone)})), 0)::float8 as ${sql.raw(`b${i}`)}`,
  ]);
  const { start, end } = instants(all, s.zone);
  // Two index ranges (created and completed) in one statement.
  const [row] = await sqlRows<Record<string, number>>(
    db,
    sql`select ${columns(parts)} from projects
        where workspace_id = ${s.workspaceId}
          and ((created_at >= ${start} and created_at < ${end}) or (completed_at >= ${start} and completed_at < ${end}))`,
  );
  return ranges.map((_, i) => ({ completed: Number(row?.[`c${i}`] ?? 0), avgBudgetCents: Number(row?.[`b${i}`] ?? 0) }));
}

/** Revenue per calendar month (YYYY-MM) of the range. */
export async function revenueByMonth(db: Db, s: Scope, r: DayRange): Promise<Map<string, number>> {
  const rows = await sqlRows<{ key: string; cents: number }>(
    db,
    // Grouped by month first, then formatted: to_char once a month rather than once a payment.
    sql`select to_char(month, 'YYYY-MM') as key, cents from (
          select date_trunc('month', p.paid_on) as month, sum(p.amount_cents)::float8 as cents
          from invoice_payments p
          where p.workspace_id = ${s.workspaceId} and p.currency = ${s.currency} and p.paid_on between ${day(r.from)} and ${day(r.to)}
          group by 1
        ) by_month`,
  );
  return new Map(rows.map((x) => [x.key, Number(x.cents)]));
}

/** Projects created in the range: per month, per type, per status, and how many clients ordered. */
export async function projectsCreated(db: Db, s: Scope, r: DayRange) {
  const where = sql`workspace_id = ${s.workspaceId} and ${inInstants(sql`created_at`, r, s.zone)}`;
  const [byMonth, byType, byStatus, totals] = await Promise.all([
    sqlRows<{ key: string; n: number }>(
      db,
      sql`select to_char(created_at at time zone ${s.zone}, 'YYYY-MM') as key, count(*)::int as n from projects where ${where} group by 1`,
    ),
    sqlRows<{ type: string; n: number }>(db, sql`select type, count(*)::int as n from projects where ${where} group by type`),
    sqlRows<{ status: string; n: number }>(db, sql`select status, count(*)::int as n from projects where ${where} group by status`),
    sqlRows<{ projects: number; clients: number }>(
      db,
      sql`select count(*)::int as projects, count(distinct client_id)::int as clients from projects where ${where}`,
    ),
  ]);
  return {
    byMonth: new Map(byMonth.map((x) => [x.key, Number(x.n)])),
    byType: new Map(byType.map((x) => [x.type, Number(x.n)])),
    byStatus: new Map(byStatus.map((x) => [x.status, Number(x.n)])),
    projects: Number(totals[0]?.projects ?? 0),
    clients: Number(totals[0]?.clients ?? 0),
  };
}

/** Revenue of the range by the invoiced project's type; '' for invoices without a project. */
export async function revenueByProjectType(db: Db, s: Scope, r: DayRange): Promise<Map<string, number>> {
  const rows = await sqlRows<{ type: string; cents: number }>(
    db,
    sql`select coalesce(pr.type, '') as type, sum(p.amount_cents)::float8 as cents
        from invoice_payments p left join projects pr on pr.id = p.project_id
        where p.workspace_id = ${s.workspaceId} and p.currency = ${s.currency} and p.paid_on between ${day(r.from)} and ${day(r.to)}
        group by 1`,
  );
  return new Map(rows.map((x) => [x.type, Number(x.cents)]));
}

/** Clients added in the range. */
export async function newClientCount(db: Db, s: Scope, r: DayRange): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from clients where workspace_id = ${s.workspaceId} and ${inInstants(sql`created_at`, r, s.zone)}`,
  );
  return Number(row?.n ?? 0);
}

/** Retention: of the clients with a project created in `previous`, how many have one created in `current`. */
export async function retainedClients(db: Db, s: Scope, current: DayRange, previous: DayRange): Promise<{ before: number; kept: number }> {
  const [row] = await sqlRows<{ before: number; kept: number }>(
    db,
    sql`with prev as (select distinct client_id from projects where workspace_id = ${s.workspaceId} and ${inInstants(sql`created_at`, previous, s.zone)}),
             cur as (select distinct client_id from projects where workspace_id = ${s.workspaceId} and ${inInstants(sql`created_at`, current, s.zone)})
        select (select count(*) from prev)::int as before, (select count(*) from prev join cur using (client_id))::int as kept`,
  );
  return { before: Number(row?.before ?? 0), kept: Number(row?.kept ?? 0) };
}

/** The clients who paid the most in the range, with their projects created in it. */
export async function topClients(
  db: Db,
  s: Scope,
  r: DayRange,
  limit: number,
): Promise<{ id: string; name: string; cents: number; projects: number }[]> {
  const rows = await sqlRows<{ id: string; name: string; cents: number; projects: number }>(
    db,
    sql`with paid as (
          select p.client_id, sum(p.amount_cents) as cents
          from invoice_payments p
          where p.workspace_id = ${s.workspaceId} and p.currency = ${s.currency} and p.paid_on between ${day(r.from)} and ${day(r.to)}
          group by p.client_id
        ), top as (
          select c.id, c.name, paid.cents from paid join clients c on c.id = paid.client_id
          order by paid.cents desc, c.name asc, c.id asc limit ${limit}
        )
        select top.id, top.name, top.cents::float8 as cents,
          (select count(*) from projects pr where pr.client_id = top.id and ${inInstants(sql`pr.created_at`, r, s.zone)})::int as projects
        from top order by top.cents desc, top.name asc, top.id asc`,
  );
  return rows.map((x) => ({ id: x.id, name: x.name, cents: Number(x.cents), projects: Number(x.projects) }));
}

/**
 * Timeline: projects completed in the range (on time = completed on or before the due day, in the
 * account's zone), the mean days from creation to completion, and the projects due in the range,
 * before today, not completed by their due day.
 */
export async function timeline(db: Db, s: Scope, r: DayRange, today: Day) {
  const [done, late] = await Promise.all([
    sqlRows<{ completed: number; with_due: number; on_time: number; avg_days: number | null }>(
      db,
      sql`select count(*)::int as completed,
            count(*) filter (where due_date is not null)::int as with_due,
            count(*) filter (where due_date is not null and (completed_at at time zone ${s.zone})::date <= ${dueDay})::int as on_time,
            avg(extract(epoch from (completed_at - created_at)) / 86400)::float8 as avg_days
          from projects where workspace_id = ${s.workspaceId} and ${inInstants(sql`completed_at`, r, s.zone)}`,
    ),
    sqlRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from projects
          where workspace_id = ${s.workspaceId} and due_date >= ${dueFrom(r.from)} and due_date < ${dueFrom(addDaysToDay(r.to, 1))}
            and ${dueDay} < ${day(today)} and status <> 'cancelled'
            and (completed_at is null or (completed_at at time zone ${s.zone})::date > ${dueDay})`,
    ),
  ]);
  const d = done[0];
  return {
    completed: Number(d?.completed ?? 0),
    withDue: Number(d?.with_due ?? 0),
    onTime: Number(d?.on_time ?? 0),
    avgDays: d?.avg_days === null || d?.avg_days === undefined ? null : Number(d.avg_days),
    delayed: Number(late[0]?.n ?? 0),
  };
}

/** The day of the studio's first client, project or payment in the zone; null for an empty studio. */
export async function firstDay(db: Db, s: Scope): Promise<Day | null> {
  const [row] = await sqlRows<{ first: string | null }>(
    db,
    sql`select least(
          ((select min(created_at) from clients where workspace_id = ${s.workspaceId}) at time zone ${s.zone})::date,
          ((select min(created_at) from projects where workspace_id = ${s.workspaceId}) at time zone ${s.zone})::date,
          (select min(paid_on) from invoice_payments where workspace_id = ${s.workspaceId})
        )::text as first`,
  );
  return row?.first ?? null;
}

/** Open projects (not completed), and those due on a day of `week`. */
export async function openProjects(db: Db, s: Scope, week: DayRange): Promise<{ open: number; dueThisWeek: number }> {
  const [row] = await sqlRows<{ open: number; due: number }>(
    db,
    sql`select count(*)::int as open,
          count(*) filter (where due_date >= ${dueFrom(week.from)} and due_date < ${dueFrom(addDaysToDay(week.to, 1))})::int as due
        from projects where workspace_id = ${s.workspaceId} and ${projectIsOpenSql('status')}`,
  );
  return { open: Number(row?.open ?? 0), dueThisWeek: Number(row?.due ?? 0) };
}

/** Patterns saved, all and in `week`. */
export async function patternCounts(db: Db, s: Scope, week: DayRange): Promise<{ total: number; thisWeek: number }> {
  const [row] = await sqlRows<{ total: number; week: number }>(
    db,
    sql`select count(*)::int as total, count(*) filter (where ${inInstants(sql`created_at`, week, s.zone)})::int as week
        from patterns where workspace_id = ${s.workspaceId}`,
  );
  return { total: Number(row?.total ?? 0), thisWeek: Number(row?.week ?? 0) };
}
