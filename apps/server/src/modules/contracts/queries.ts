import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clients, contracts, contractSignatures, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { isUuid } from '../../lib/ids.js';
import { fullNameSql } from '../../lib/member-name.js';
import type { LoadedContract } from './presenter.js';

/** Contracts of one studio with their client's name and signatures, in the order asked. */
export async function loadContracts(db: Db, workspaceId: string, ids: string[]): Promise<LoadedContract[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ row: contracts, clientName: clients.name })
    .from(contracts)
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .where(and(eq(contracts.workspaceId, workspaceId), inArray(contracts.id, ids)));
  const joined = await db
    .select({ signature: contractSignatures, accountName: fullNameSql, accountEmail: users.email })
    .from(contractSignatures)
    .leftJoin(users, eq(users.id, contractSignatures.userId))
    .where(inArray(contractSignatures.contractId, ids))
    .orderBy(asc(contractSignatures.signedAt));
  // The member whose account countersigned, beside the name they typed (decision 183).
  const signatures = joined.map(({ signature, accountName, accountEmail }) => ({
    ...signature,
    account: signature.userId && accountEmail !== null ? { id: signature.userId, name: accountName ?? '', email: accountEmail } : null,
  }));
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  return ids.flatMap((id) => {
    const found = byId.get(id);
    return found ? [{ row: found.row, clientName: found.clientName, signatures: signatures.filter((s) => s.contractId === id) }] : [];
  });
}

/** One contract of the studio, or 404 whatever the reason (another studio's, a malformed id). */
export async function loadContract(db: Db, workspaceId: string, id: string): Promise<LoadedContract> {
  if (!isUuid(id)) throw notFound(said('contracts.notFound'));
  const [found] = await loadContracts(db, workspaceId, [id]);
  if (!found) throw notFound(said('contracts.notFound'));
  return found;
}
