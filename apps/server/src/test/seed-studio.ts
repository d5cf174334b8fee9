import { withProjectCodes } from '../lib/studio-sequence.js';
import { randomUUID } from 'node:crypto';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES, PROJECT_PRIORITIES, PROJECT_TYPES, type Day } from '@atelier/shared';
import type { Db } from '../db/client.js';
import { activityEntries, invoicePayments, invoices, patterns, projects } from '../db/schema/index.js';
import { seedCalendar } from './seed-calendar.js';
import { insertBatched, random, seedBusinessData, studioOf } from './seed.js';

/** The analytics bench's data set: five years of a busy studio. */
export type StudioCounts = {
  clients: number;
  projects: number;
  invoices: number;
  payments: number;
  events: number;
  activity: number;
  patterns: number;
};

const DAY = 86_400_000;
const day = (d: Date): Day => d.toISOString().slice(0, 10);
const METHODS = ['cash', 'card', 'bank_transfer'] as const;

/**
 * Seeds one account with `years` years of work up to `now`: clients joining over the years,
 * projects due 2 to 14 weeks after they were ordered (most of the past ones completed, on time or a
 * little late, with `completed_at`), invoices of which four in five are paid in one or two
 * payments (a deposit and the balance) within a month, calendar events, patterns and activity
 * entries, all spread over the whole span. The figures the dashboard and analytics read are then
 * answered over a realistic index: what `npm run bench` measures. Deterministic for a seed and `now`.
 */
export async function seedBusyStudio(
  db: Db,
  userId: string,
  counts: StudioCounts,
  opts: { years: number; zone: string; currency: string; now?: Date; seed?: number },
) {
  if (counts.payments > counts.invoices * 2) throw new Error('at most two payments an invoice');
  const workspaceId = await studioOf(db, userId);
  const r = random(opts.seed ?? 11);
  const now = (opts.now ?? new Date()).getTime();
  const spanMs = opts.years * 365 * DAY;
  const from = new Date(now - spanMs);
  // Later years are busier: the square root skews instants towards `now`.
  const instant = () => new Date(now - (1 - Math.sqrt(r.next())) * spanMs);

  const { clientIds } = await seedBusinessData(db, userId, { clients: counts.clients, measurements: 0, projects: 0 }, opts.seed ?? 11);

  const projectRows: Omit<typeof projects.$inferInsert, 'code'>[] = Array.from({ length: counts.projects }, (_, i) => {
    const createdAt = instant();
    const due = new Date(Date.UTC(createdAt.getUTCFullYear(), createdAt.getUTCMonth(), createdAt.getUTCDate() + 14 + r.int(84)));
    const past = due.getTime() < now;
    const status = past
      ? r.next() < 0.88
        ? 'completed'
        : r.pick(['review', 'in-progress'] as const)
      : r.pick(['planning', 'in-progress', 'in-progress', 'review'] as const);
    // Two in three are finished by their due day; the rest up to ten days late.
    const completedAt =
      status === 'completed'
        ? new Date(Math.min(now, due.getTime() + (r.next() < 0.67 ? -r.int(10) : 1 + r.int(10)) * DAY + r.int(DAY)))
        : null;
    const type = r.pick(PROJECT_TYPES);
    return {
      id: randomUUID(),
      workspaceId,
      clientId: r.pick(clientIds),
      name: `${type} #${i + 1}`,
      type,
      status,
      priority: r.pick(PROJECT_PRIORITIES),
      progress: status === 'completed' ? 100 : r.int(100),
      dueDate: due,
      budgetCents: 5_000 + r.int(400_000),
      completedAt,
      createdAt,
      updatedAt: completedAt ?? createdAt,
    };
  });

  const invoiceRows: (typeof invoices.$inferInsert)[] = [];
  const paymentRows: (typeof invoicePayments.$inferInsert)[] = [];
  // The first `twice` paid invoices take a deposit and a balance; the others one payment.
  const paid = Math.min(counts.invoices, Math.max(Math.ceil(counts.payments / 2), Math.round(counts.invoices * 0.8)));
  const twice = counts.payments - paid;
  for (let i = 0; i < counts.invoices; i += 1) {
    const id = randomUUID();
    const project = r.next() < 0.6 ? r.pick(projectRows) : null;
    const createdAt = project ? new Date(Math.min(now, project.createdAt!.getTime() + r.int(20) * DAY)) : instant();
    const total = 2_000 + r.int(300_000);
    const payments = i < twice ? 2 : i < paid ? 1 : 0;
    const clientId = project ? project.clientId! : r.pick(clientIds);
    let received = 0;
    for (let p = 0; p < payments; p += 1) {
      const amount = payments === 2 && p === 0 ? Math.round(total * 0.3) : total - received;
      const paidOn = new Date(Math.min(now, createdAt.getTime() + (p * 15 + r.int(15)) * DAY));
      paymentRows.push({
        invoiceId: id,
        workspaceId,
        clientId,
        projectId: project?.id ?? null,
        currency: opts.currency,
        amountCents: amount,
        paidOn: day(paidOn),
        method: r.pick(METHODS),
        createdAt: paidOn,
      });
      received += amount;
    }
    invoiceRows.push({
      id,
      workspaceId,
      clientId,
      projectId: project?.id ?? null,
      invoiceNumber: `INV-${String(i + 1).padStart(6, '0')}`,
      dueDate: day(new Date(createdAt.getTime() + 14 * DAY)),
      status: received === total ? 'paid' : r.next() < 0.2 ? 'draft' : 'sent',
      currency: opts.currency,
      subtotalCents: total,
      taxCents: 0,
      totalCents: total,
      amountPaidCents: received,
      createdAt,
      updatedAt: createdAt,
    });
  }

  const patternRows: (typeof patterns.$inferInsert)[] = Array.from({ length: counts.patterns }, (_, i) => {
    const createdAt = instant();
    return { workspaceId, name: `Block ${i + 1}`, createdAt, updatedAt: createdAt };
  });

  const activityRows: (typeof activityEntries.$inferInsert)[] = Array.from({ length: counts.activity }, () => {
    const entityType = r.pick(ACTIVITY_ENTITIES);
    return {
      workspaceId,
      actorId: userId,
      entityType,
      entityId: randomUUID(),
      action: r.pick(ACTIVITY_ACTIONS),
      subject: `${entityType} ${r.int(10_000)}`,
      createdAt: instant(),
    };
  });

  await db.transaction(async (tx) => {
    await insertBatched(await withProjectCodes(tx, projectRows), (batch) => tx.insert(projects).values(batch));
    await insertBatched(invoiceRows, (batch) => tx.insert(invoices).values(batch));
    await insertBatched(paymentRows, (batch) => tx.insert(invoicePayments).values(batch));
    await insertBatched(patternRows, (batch) => tx.insert(patterns).values(batch));
    await insertBatched(activityRows, (batch) => tx.insert(activityEntries).values(batch));
  });
  await seedCalendar(
    db,
    userId,
    clientIds,
    { events: counts.events, projects: 0 },
    { from: day(from), years: opts.years, zone: opts.zone, now: new Date(now) },
  );
  return { workspaceId, clientIds };
}
