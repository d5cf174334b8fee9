import type { ClientDeletion, ClientRelated } from '@atelier/shared';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, measurements, projects } from '../../db/schema/index.js';

/** What belongs to a client and is deleted with it (the delete dialog names these counts). */
export async function relatedCounts(db: Db, clientId: string): Promise<ClientRelated> {
  const [m] = await db.select({ n: count() }).from(measurements).where(eq(measurements.clientId, clientId));
  const [p] = await db.select({ n: count() }).from(projects).where(eq(projects.clientId, clientId));
  return { measurements: m?.n ?? 0, projects: p?.n ?? 0 };
}

/**
 * THE rule for "can this client be deleted" (decision 011), used both by GET /clients/{id}
 * (so the dialog can say so before the user confirms) and by DELETE (which enforces it).
 * A client with invoices cannot be deleted, code CLIENT_HAS_INVOICES, because invoices are
 * financial records that must survive; the user marks the client inactive instead.
 */
export async function clientDeletion(db: Db, clientId: string): Promise<ClientDeletion> {
  const [row] = await db.select({ n: count() }).from(invoices).where(eq(invoices.clientId, clientId));
  const n = row?.n ?? 0;
  if (n === 0) return { allowed: true, code: null, message: null };
  return {
    allowed: false,
    code: 'CLIENT_HAS_INVOICES',
    message: `This client has ${n} invoice(s) and cannot be deleted. Mark the client inactive instead.`,
  };
}
