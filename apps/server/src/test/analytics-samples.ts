import { nextProjectCode } from '../lib/studio-sequence.js';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { clients, invoicePayments, invoices, patterns, projects, users } from '../db/schema/index.js';
import { studioOf } from './seed.js';

/**
 * Hand-made studio data whose every figure is worked out by hand in the analytics and dashboard
 * tests. Rows go straight into the database so their dates can be anywhere in time.
 * "Today" for those tests is Wednesday 18 March 2026, 11:00 in Berlin.
 */
export const SAMPLE_NOW = new Date('2026-03-18T10:00:00Z');

type ProjectSpec = {
  client: string;
  createdAt: string;
  type: string;
  status: string;
  budgetCents: number | null;
  due: string | null;
  completedAt?: string;
  priority?: string;
};

export async function setAccount(db: Db, userId: string, settings: Record<string, unknown>) {
  await db
    .update(users)
    .set({ settings: sql`${users.settings} || ${JSON.stringify(settings)}::jsonb` })
    .where(eq(users.id, userId));
}

/** Builders for one studio's rows; each returns the new row's id. */
export async function sampleBuilder(db: Db, userId: string) {
  const workspaceId = await studioOf(db, userId);
  const b = {
    workspaceId,
    async client(name: string, createdAt: string) {
      const [row] = await db
        .insert(clients)
        .values({ workspaceId, name, createdAt: new Date(createdAt) })
        .returning({ id: clients.id });
      return row!.id;
    },
    async project(name: string, p: ProjectSpec) {
      const [row] = await db
        .insert(projects)
        .values({
          workspaceId,
          clientId: p.client,
          code: await nextProjectCode(db, workspaceId),
          name,
          type: p.type,
          status: p.status,
          priority: p.priority ?? 'medium',
          budgetCents: p.budgetCents,
          dueDate: p.due ? new Date(`${p.due}T00:00:00Z`) : null,
          completedAt: p.completedAt ? new Date(p.completedAt) : null,
          createdAt: new Date(p.createdAt),
        })
        .returning({ id: projects.id });
      return row!.id;
    },
    /** An invoice whose total is the sum of its payments, with those payments (cents, paid on a day). */
    async paidInvoice(client: string, project: string | null, payments: [number, string][], currency = 'USD') {
      const total = payments.reduce((a, [c]) => a + c, 0);
      const [inv] = await db
        .insert(invoices)
        .values({
          workspaceId,
          clientId: client,
          projectId: project,
          invoiceNumber: `S-${randomUUID().slice(0, 8)}`,
          dueDate: payments[0]![1],
          status: 'paid',
          currency,
          subtotalCents: total,
          taxCents: 0,
          totalCents: total,
          amountPaidCents: total,
        })
        .returning({ id: invoices.id, clientId: invoices.clientId, projectId: invoices.projectId, currency: invoices.currency });
      await db.insert(invoicePayments).values(
        payments.map(([amountCents, paidOn]) => ({
          invoiceId: inv!.id,
          workspaceId,
          clientId: inv!.clientId,
          projectId: inv!.projectId,
          currency: inv!.currency,
          amountCents,
          paidOn,
          method: 'cash',
        })),
      );
      return inv!.id;
    },
    async pattern(name: string, createdAt: string) {
      await db.insert(patterns).values({ workspaceId, name, createdAt: new Date(createdAt) });
    },
  };
  return b;
}

/**
 * The worked example (see analytics.test.ts for every figure): four clients, five projects,
 * payments on both sides of month ends, one invoice in another currency, three patterns.
 */
export async function seedSampleStudio(db: Db, userId: string) {
  const b = await sampleBuilder(db, userId);
  const ada = await b.client('Ada', '2025-01-10T09:00:00Z');
  const bea = await b.client('Bea', '2026-02-05T09:00:00Z');
  const cleo = await b.client('Cleo', '2026-03-02T09:00:00Z');
  const dora = await b.client('Dora', '2025-11-20T09:00:00Z');
  const p1 = await b.project('Grey suit', {
    client: ada,
    createdAt: '2025-12-10T10:00:00Z',
    type: 'Suit',
    status: 'completed',
    budgetCents: 100_000,
    due: '2026-01-20',
    completedAt: '2026-01-15T12:00:00Z',
  });
  const p2 = await b.project('Bridal gown', {
    client: bea,
    createdAt: '2026-02-10T10:00:00Z',
    type: 'Wedding Dress',
    status: 'completed',
    budgetCents: 300_000,
    due: '2026-03-05',
    completedAt: '2026-03-10T09:00:00Z',
  });
  const p3 = await b.project('Linen shirt', {
    client: cleo,
    createdAt: '2026-03-05T10:00:00Z',
    type: 'Shirt',
    status: 'in-progress',
    budgetCents: 15_050,
    due: '2026-03-20',
    priority: 'high',
  });
  const p4 = await b.project('Summer suit', {
    client: ada,
    createdAt: '2026-03-10T10:00:00Z',
    type: 'Suit',
    status: 'planning',
    budgetCents: null,
    due: '2026-03-12',
    priority: 'low',
  });
  const p5 = await b.project('Pleated skirt', {
    client: dora,
    createdAt: '2025-11-25T10:00:00Z',
    type: 'Skirt',
    status: 'review',
    budgetCents: 8_000,
    due: null,
  });
  await b.paidInvoice(ada, p1, [
    [50_000, '2026-01-31'],
    [50_000, '2026-02-01'],
  ]);
  await b.paidInvoice(bea, p2, [
    [120_000, '2026-03-01'],
    [80_025, '2026-02-28'],
  ]);
  await b.paidInvoice(cleo, null, [[19_999, '2026-03-18']]);
  await b.paidInvoice(dora, null, [[70_000, '2026-03-05']], 'EUR');
  await b.paidInvoice(dora, p5, [[8_000, '2025-12-15']]);
  await b.pattern('Block A', '2026-03-16T08:00:00Z');
  // 23:30 on Sunday 15 March in Berlin: last week there, though Monday is near.
  await b.pattern('Block B', '2026-03-15T22:30:00Z');
  await b.pattern('Block C', '2025-12-01T08:00:00Z');
  return { ...b, ids: { ada, bea, cleo, dora, p1, p2, p3, p4, p5 } };
}
