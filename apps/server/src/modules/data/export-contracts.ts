import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { clients, contracts, contractSignatures, type ContractRow } from '../../db/schema/index.js';
import { can, type Actor } from '../../lib/actor.js';
import { csvOf, type CsvColumn } from '../../lib/csv.js';

type ExportedContract = { row: ContractRow; client: string; clientSignedBy: string | null; studioSignedBy: string | null };

/**
 * One row per contract and version (decision 159): its metadata, its fingerprint and who signed;
 * never the signature images, addresses or browsers, which stay on the sealed PDF's audit page.
 */
const CONTRACT_COLUMNS: readonly CsvColumn<ExportedContract>[] = [
  ['id', (c) => c.row.id],
  ['clientId', (c) => c.row.clientId],
  ['client', (c) => c.client],
  ['title', (c) => c.row.title],
  ['version', (c) => c.row.version],
  ['previousId', (c) => c.row.previousId],
  ['status', (c) => c.row.status],
  ['templateId', (c) => c.row.templateId],
  ['quoteId', (c) => c.row.quoteId],
  ['eventDate', (c) => c.row.eventDate],
  ['documentSha256', (c) => c.row.documentSha256],
  ['sentAt', (c) => c.row.sentAt?.toISOString() ?? null],
  ['clientSignedBy', (c) => c.clientSignedBy],
  ['studioSignedBy', (c) => c.studioSignedBy],
  ['signedAt', (c) => c.row.signedAt?.toISOString() ?? null],
  ['createdAt', (c) => c.row.createdAt.toISOString()],
];

/** The studio's contracts, for a role that reads them; others get none (decision 159). */
export async function exportContracts(ctx: AppContext, actor: Actor) {
  const rows = can(actor, 'contracts.read')
    ? await ctx.db
        .select({ row: contracts, client: clients.name })
        .from(contracts)
        .innerJoin(clients, eq(clients.id, contracts.clientId))
        .where(eq(contracts.workspaceId, actor.workspaceId))
        .orderBy(asc(contracts.createdAt), asc(contracts.id))
    : [];
  const signatures = rows.length
    ? await ctx.db
        .select({ contractId: contractSignatures.contractId, role: contractSignatures.role, name: contractSignatures.signerName })
        .from(contractSignatures)
        .innerJoin(contracts, eq(contracts.id, contractSignatures.contractId))
        .where(eq(contracts.workspaceId, actor.workspaceId))
    : [];
  const signer = (id: string, role: string) => signatures.find((s) => s.contractId === id && s.role === role)?.name ?? null;
  const exported = rows.map(({ row, client }) => ({
    row,
    client,
    clientSignedBy: signer(row.id, 'client'),
    studioSignedBy: signer(row.id, 'studio'),
  }));
  return {
    json: exported.map((c) => Object.fromEntries(CONTRACT_COLUMNS.map(([name, value]) => [name, value(c)]))),
    csv: csvOf(CONTRACT_COLUMNS, exported),
  };
}
