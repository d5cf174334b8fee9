import { withProjectCodes } from '../lib/studio-sequence.js';
import { randomUUID } from 'node:crypto';
import { GARMENT_TEMPLATES, GARMENT_TYPES, PROJECT_PRIORITIES, PROJECT_STATUSES, PROJECT_TYPES } from '@atelier/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { clients, measurements, projects, workspaceMembers } from '../db/schema/index.js';

/** The spec's four: the seeded studios, and the figures written on them, have no cancelled project (decision 181). */
const SEEDED_STATUSES = PROJECT_STATUSES.filter((s) => s !== 'cancelled');

export type SeedCounts = { clients: number; measurements: number; projects: number };

/**
 * Rows per INSERT. The widest table (projects) has 13 columns, so 1,000 rows stay far below
 * PostgreSQL's 65,535 bind parameters while keeping round trips few.
 */
const BATCH = 1000;

const FIRST = [
  'Ada',
  'Grace',
  'Amara',
  'Chidi',
  'Sofia',
  'Mateo',
  'Yuki',
  'Priya',
  'Leila',
  'Jonas',
  'Ife',
  'Noor',
  'Elena',
  'Kwame',
  'Mei',
  'Omar',
];
const LAST = [
  'Okafor',
  'Lovelace',
  'Hopper',
  'Rossi',
  'Tanaka',
  'Patel',
  'Haddad',
  'Schmidt',
  'Mensah',
  'Chen',
  'Garcia',
  'Novak',
  'Adeyemi',
  'Silva',
];
const STREETS = ['Market St', 'High St', 'Rue de la Paix', 'Savile Row', 'Broad Ave', 'Canal Rd'];
const DAY = 86_400_000;

/** A small deterministic generator (mulberry32): the same seed gives the same data set. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  return { next, int, pick };
}

export async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Bulk-inserts realistic clients, measurements and projects for one user (benchmarks, demos).
 * Multi-row inserts in one transaction: 2,000 / 10,000 / 5,000 rows take seconds. Measurements
 * and projects are spread over the clients; creation times span two years so the derived
 * client fields (open projects, last order date) vary as they would in real use.
 */
export async function seedBusinessData(db: Db, userId: string, counts: SeedCounts, seed = 42): Promise<{ clientIds: string[] }> {
  const workspaceId = await studioOf(db, userId);
  if (counts.clients === 0 && (counts.measurements > 0 || counts.projects > 0)) throw new Error('measurements and projects need clients');
  const r = random(seed);
  const now = Date.now();
  const pastDate = () => new Date(now - r.int(730) * DAY - r.int(DAY));

  const clientRows = Array.from({ length: counts.clients }, (_, i) => {
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const createdAt = pastDate();
    return {
      id: randomUUID(),
      workspaceId,
      name: `${first} ${last}`,
      email: `${first}.${last}.${i}@example.com`.toLowerCase(),
      phone: r.next() < 0.8 ? `+1 555 ${String(1000 + r.int(9000))}` : null,
      address: r.next() < 0.6 ? `${1 + r.int(200)} ${r.pick(STREETS)}` : null,
      notes: r.next() < 0.3 ? 'Prefers natural fabrics; fittings on weekday mornings.' : null,
      status: r.next() < 0.85 ? ('active' as const) : ('inactive' as const),
      createdAt,
      updatedAt: createdAt,
    };
  });
  const clientIds = clientRows.map((c) => c.id);
  const clientOf = (i: number) => clientIds[i % clientIds.length] as string;

  const measurementRows = Array.from({ length: counts.measurements }, (_, i) => {
    const garmentType = r.pick(GARMENT_TYPES);
    const names: readonly string[] = GARMENT_TEMPLATES[garmentType];
    const values = (names.length ? names : ['Chest', 'Length']).map((name) => ({
      name,
      size: 10 + r.int(160) / 4,
      unit: 'inches' as const,
    }));
    if (r.next() < 0.2) values.push({ name: 'Custom ease', size: 0.25 + r.int(8) / 4, unit: 'inches' });
    const createdAt = pastDate();
    return {
      id: randomUUID(),
      workspaceId,
      clientId: clientOf(i),
      garmentType,
      values,
      notes: r.next() < 0.3 ? 'Re-measure after alterations.' : null,
      createdAt,
      updatedAt: createdAt,
    };
  });

  const projectRows = Array.from({ length: counts.projects }, (_, i) => {
    const type = r.pick(PROJECT_TYPES);
    const status = r.pick(SEEDED_STATUSES);
    const createdAt = pastDate();
    return {
      id: randomUUID(),
      workspaceId,
      clientId: clientOf(i),
      name: `${type} #${i + 1}`,
      description: r.next() < 0.5 ? `${type} in ${r.pick(['silk', 'wool', 'linen', 'cotton'])}` : null,
      type,
      status,
      priority: r.pick(PROJECT_PRIORITIES),
      progress: status === 'completed' ? 100 : r.int(100),
      dueDate: r.next() < 0.8 ? new Date(createdAt.getTime() + (14 + r.int(90)) * DAY) : null,
      budgetCents: r.next() < 0.9 ? 5_000 + r.int(500_000) : null,
      createdAt,
      updatedAt: createdAt,
    };
  });

  await db.transaction(async (tx) => {
    await insertBatched(clientRows, (batch) => tx.insert(clients).values(batch));
    await insertBatched(measurementRows, (batch) => tx.insert(measurements).values(batch));
    await insertBatched(await withProjectCodes(tx, projectRows), (batch) => tx.insert(projects).values(batch));
  });
  return { clientIds };
}

/** The studio the account owns (every account has exactly one, decision 019). */
export async function studioOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ id: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, userId))
    .limit(1);
  if (!row) throw new Error(`no studio for user ${userId}`);
  return row.id;
}
