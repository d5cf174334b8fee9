import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { quotes } from '../../db/schema/index.js';
import { can, type Actor } from '../../lib/actor.js';
import { csvOf, type CsvColumn } from '../../lib/csv.js';
import { userSettings } from '../../lib/user-settings.js';
import { todayIn } from '../invoices/queries.js';
import { depositCents } from '../invoices/totals.js';
import { studioOwner } from '../plans/rules.js';
import { loadQuotes, type QuoteRecord } from '../quotes/queries.js';
import { centsToDecimal } from './export-columns.js';

const money = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** One row per quote with its money and what its acceptance made (decision 158). */
const QUOTE_COLUMNS: readonly CsvColumn<QuoteRecord>[] = [
  ['id', (q) => q.id],
  ['code', (q) => q.code],
  ['status', (q) => q.shownStatus],
  ['clientId', (q) => q.clientId],
  ['client', (q) => q.client.name],
  ['title', (q) => q.title],
  ['projectType', (q) => q.projectType],
  ['currency', (q) => q.currency],
  ['subtotal', (q) => money(q.subtotalCents)],
  ['discount', (q) => money(q.discountCents)],
  ['taxRate', (q) => money(q.taxRateBasisPoints)],
  ['tax', (q) => money(q.taxCents)],
  ['total', (q) => money(q.totalCents)],
  ['depositType', (q) => q.depositType],
  ['depositValue', (q) => money(q.depositValue)],
  ['deposit', (q) => money(depositCents(q.depositType, q.depositValue, q.totalCents))],
  ['validUntil', (q) => q.validUntil],
  ['sentAt', (q) => iso(q.sentAt)],
  ['acceptedAt', (q) => iso(q.acceptedAt)],
  ['declinedAt', (q) => iso(q.declinedAt)],
  ['declineReason', (q) => q.declineReason],
  ['projectId', (q) => q.projectId],
  ['depositInvoiceId', (q) => q.depositInvoiceId],
  ['notes', (q) => q.notes],
  ['createdAt', (q) => q.createdAt.toISOString()],
];

type ExportedLine = { quote: QuoteRecord; line: QuoteRecord['lines'][number] };

/** One row per line of a quote, in its order. */
const QUOTE_LINE_COLUMNS: readonly CsvColumn<ExportedLine>[] = [
  ['id', (r) => r.line.id],
  ['quoteId', (r) => r.quote.id],
  ['quote', (r) => r.quote.code],
  ['position', (r) => r.line.position + 1],
  ['kind', (r) => r.line.kind],
  ['serviceId', (r) => r.line.serviceId],
  ['materialId', (r) => r.line.materialId],
  ['description', (r) => r.line.description],
  ['quantity', (r) => money(r.line.quantityHundredths)],
  ['unit', (r) => r.line.unit],
  ['unitPrice', (r) => money(r.line.unitPriceCents)],
  ['amount', (r) => money(r.line.amountCents)],
  ['minutes', (r) => r.line.minutes],
  ['stage', (r) => r.line.stage],
];

const ALL = Number.MAX_SAFE_INTEGER;

/**
 * The studio's quotes and their lines (decision 158), whatever the plan (a downgraded studio's
 * records are still its own); for the roles that read quotes, else the files' headers only.
 */
export async function exportQuotes(ctx: AppContext, actor: Actor) {
  const owner = await studioOwner(ctx.db, actor.workspaceId);
  const day = todayIn(userSettings(owner).timezone, new Date());
  const rows = can(actor, 'quotes.read')
    ? (await loadQuotes(ctx.db, eq(quotes.workspaceId, actor.workspaceId), day, ALL)).map((r) => r.row)
    : [];
  rows.sort((a, b) => a.number - b.number);
  const lines = rows.flatMap((quote) => quote.lines.map((line) => ({ quote, line })));
  return {
    json: {
      quotes: rows.map((q) => ({
        ...Object.fromEntries(QUOTE_COLUMNS.map(([name, value]) => [name, value(q)])),
        lines: lines
          .filter((l) => l.quote === q)
          .map((l) => Object.fromEntries(QUOTE_LINE_COLUMNS.map(([name, value]) => [name, value(l)]))),
      })),
    },
    quotesCsv: csvOf(QUOTE_COLUMNS, rows),
    quoteLinesCsv: csvOf(QUOTE_LINE_COLUMNS, lines),
  };
}
