import type { QuoteStatus } from '@atelier/shared';
import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clients, invoices, projects, quoteLines, quotes, type QuoteLineRow, type QuoteRow } from '../../db/schema/index.js';
import { positionText, type Positioned } from '../../lib/pages.js';

/** A quote with its client, project and deposit invoice named, its lines, and the status as shown. */
export type QuoteRecord = QuoteRow & {
  client: { id: string; name: string };
  project: { id: string; name: string } | null;
  depositInvoice: { id: string; number: string } | null;
  lines: QuoteLineRow[];
  shownStatus: QuoteStatus;
};

/** A sent quote past its last day (the studio's calendar) is shown as expired, never stored so (decision 158). */
export const shownQuoteStatus = (row: Pick<QuoteRow, 'status' | 'validUntil'>, today: string): QuoteStatus =>
  row.status === 'sent' && row.validUntil < today ? 'expired' : row.status;

/** The status filter by the same rule as the status shown. */
export function quoteStatusIs(status: QuoteStatus, today: string): SQL {
  if (status === 'expired') return and(eq(quotes.status, 'sent'), lt(quotes.validUntil, today)) as SQL;
  if (status === 'sent') return and(eq(quotes.status, 'sent'), gte(quotes.validUntil, today)) as SQL;
  return eq(quotes.status, status);
}

/**
 * Quotes matching `where`, newest first, at most `take`, with their lines: two queries, each bounded
 * by `take` (decision 069).
 */
export async function loadQuotes(db: Db, where: SQL | undefined, today: string, take: number): Promise<Positioned<QuoteRecord>[]> {
  const rows = await db
    .select({
      ...getTableColumns(quotes),
      client: { id: clients.id, name: clients.name },
      projectName: projects.name,
      invoiceNumber: invoices.invoiceNumber,
      position: positionText(quotes.createdAt),
    })
    .from(quotes)
    .innerJoin(clients, eq(clients.id, quotes.clientId))
    .leftJoin(projects, eq(projects.id, quotes.projectId))
    .leftJoin(invoices, eq(invoices.id, quotes.depositInvoiceId))
    .where(where)
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(take);
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(quoteLines)
    .where(
      inArray(
        quoteLines.quoteId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(quoteLines.position));
  const linesOf = new Map<string, QuoteLineRow[]>();
  for (const line of lines) linesOf.set(line.quoteId, [...(linesOf.get(line.quoteId) ?? []), line]);
  return rows.map(({ projectName, invoiceNumber, position, ...row }) => ({
    at: position,
    id: row.id,
    row: {
      ...row,
      project: row.projectId && projectName !== null ? { id: row.projectId, name: projectName } : null,
      depositInvoice: row.depositInvoiceId && invoiceNumber !== null ? { id: row.depositInvoiceId, number: invoiceNumber } : null,
      lines: linesOf.get(row.id) ?? [],
      shownStatus: shownQuoteStatus(row, today),
    },
  }));
}

/** One quote of the studio, or null. */
export async function loadQuote(db: Db, workspaceId: string, id: string, today: string): Promise<QuoteRecord | null> {
  const [found] = await loadQuotes(db, and(eq(quotes.id, id), eq(quotes.workspaceId, workspaceId)), today, 1);
  return found?.row ?? null;
}
