import { expect } from 'vitest';
import { invoiceItems, invoicePayments, invoices, taxSettings } from '../db/schema/index.js';
import { studioOf } from '../modules/workspaces/membership.js';
import { businessApi } from './business.js';
import { createVerifiedUser, type TestApp } from './harness.js';

/**
 * A studio's books made directly in the database (decision 166): issued invoices, deposit invoices,
 * credit notes and payments as the issuing routes store them, so the accounting export is tested
 * on its own. Amounts in cents; documents in EUR; the studio works in Berlin (the harness's zone).
 */
type Line = { rateBp: number; netCents: number; taxCents: number; category?: string };
type DocumentInput = {
  number: string;
  clientId: string;
  /** null: a draft, never issued. */
  issuedAt: string | null;
  kind?: 'invoice' | 'deposit' | 'credit-note';
  lines: Line[];
  deductedCents?: number;
  relatedInvoiceId?: string;
};
type PaymentInput = { invoiceId: string; clientId: string; amountCents: number; paidOn: string; method?: string; creditNoteId?: string };

export type Books = Awaited<ReturnType<typeof studioWithBooks>>;

export async function studioWithBooks(
  t: TestApp,
  settings: Partial<typeof taxSettings.$inferInsert> | null = {},
  plan: 'premium' | 'enterprise' = 'premium',
) {
  const person = await createVerifiedUser(t, { plan });
  const api = businessApi(t, person.token);
  const workspaceId = (await studioOf(t.ctx.db, person.user.id)).studio.id;
  if (settings) await t.ctx.db.insert(taxSettings).values({ workspaceId, ...settings });

  async function document(input: DocumentInput): Promise<string> {
    const net = input.lines.reduce((s, l) => s + l.netCents, 0);
    const tax = input.lines.reduce((s, l) => s + l.taxCents, 0);
    const [row] = await t.ctx.db
      .insert(invoices)
      .values({
        workspaceId,
        clientId: input.clientId,
        invoiceNumber: input.number,
        dueDate: '2030-01-31',
        status: input.issuedAt ? 'sent' : 'draft',
        currency: 'EUR',
        subtotalCents: net,
        taxCents: tax,
        totalCents: net + tax,
        kind: input.kind ?? 'invoice',
        series: input.kind === 'credit-note' ? 'credit-note' : 'invoice',
        issuedAt: input.issuedAt ? new Date(input.issuedAt) : null,
        relatedInvoiceId: input.relatedInvoiceId ?? null,
        deductedCents: input.deductedCents ?? 0,
      })
      .returning({ id: invoices.id });
    const id = (row as { id: string }).id;
    await t.ctx.db.insert(invoiceItems).values(
      input.lines.map((l, position) => ({
        invoiceId: id,
        position,
        description: `Line ${position + 1}`,
        quantityHundredths: 100,
        rateCents: l.netCents,
        amountCents: l.netCents,
        taxRateBp: l.rateBp,
        taxCategory: l.category ?? (l.rateBp > 0 ? 'S' : 'Z'),
        netCents: l.netCents,
        taxCents: l.taxCents,
      })),
    );
    return id;
  }

  async function payment(input: PaymentInput): Promise<void> {
    await t.ctx.db.insert(invoicePayments).values({
      workspaceId,
      invoiceId: input.invoiceId,
      clientId: input.clientId,
      currency: 'EUR',
      amountCents: input.amountCents,
      paidOn: input.paidOn,
      method: input.method ?? 'bank-transfer',
      creditNoteId: input.creditNoteId ?? null,
    });
  }

  /** GET /exports/accounting as the given person (the owner by default): the status, headers and text. */
  async function exportBooks(query: string, token = person.token) {
    const res = await t.request({ method: 'GET', url: `/api/v1/exports/accounting?${query}`, token });
    return { status: res.statusCode, headers: res.headers, text: res.body };
  }

  return { person, api, workspaceId, document, payment, exportBooks };
}

/** The FEC's lines as fields, after checking every line has the 18 columns. */
export function fecRows(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  const rows = lines.map((line) => line.split('|'));
  for (const row of rows) expect(row).toHaveLength(18);
  return rows;
}

/** The CSV journal's rows as objects by header (the file has no quoted line breaks here). */
export function csvRows(text: string): Record<string, string>[] {
  const [header, ...lines] = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const split = (line: string) =>
    [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((m) => (m[1] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, -1);
  const names = split(header ?? '');
  return lines.map((line) => Object.fromEntries(split(line).map((v, i) => [names[i], v])));
}
