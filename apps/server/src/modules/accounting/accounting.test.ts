import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_LIMITS } from '../../lib/studio-limits.js';
import { expectErrorEnvelope } from '../../test/business.js';
import { csvRows, fecRows, studioWithBooks, type Books } from '../../test/books.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { joinedMember } from '../../test/team.js';

/**
 * The accountant's files (decision 166): the FEC and the CSV journal, from documents and payments
 * stored as issuing leaves them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const YEAR_2026 = 'from=2026-01-01&to=2026-12-31';
const fecAmount = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);
const csvAmount = (text: string | undefined) => (text ? Math.round(Number(text) * 100) : 0);

/** A French studio's year: a two-rate invoice paid by card, and a draft that must not appear. */
async function frenchYear() {
  const s = await studioWithBooks(t, { country: 'FR', companyNumber: '123 456 789 00012' });
  const client = await s.api.createClient({ name: 'Maison | Dupont' });
  const invoice = await s.document({
    number: 'F-0001',
    clientId: client.id,
    issuedAt: '2026-03-10T09:00:00Z',
    lines: [
      { rateBp: 2000, netCents: 100_000, taxCents: 20_000 },
      { rateBp: 550, netCents: 10_000, taxCents: 550 },
    ],
  });
  await s.payment({ invoiceId: invoice, clientId: client.id, amountCents: 130_550, paidOn: '2026-03-20', method: 'card' });
  await s.document({ number: 'DRAFT-1', clientId: client.id, issuedAt: null, lines: [{ rateBp: 2000, netCents: 500, taxCents: 100 }] });
  return { ...s, client };
}

describe('GET /exports/accounting?format=fec', () => {
  it('writes the 18 columns on every line, balanced entries, FEC dates and amounts, named by SIREN and the year end', async () => {
    const s = await frenchYear();
    const res = await s.exportBooks(`format=fec&${YEAR_2026}`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=UTF-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="123456789FEC20261231.txt"');
    const [header, ...rows] = fecRows(res.text);
    expect(header?.join('|')).toBe(
      'JournalCode|JournalLib|EcritureNum|EcritureDate|CompteNum|CompteLib|CompAuxNum|CompAuxLib|PieceRef|PieceDate|' +
        'EcritureLib|Debit|Credit|EcritureLet|DateLet|ValidDate|Montantdevise|Idevise',
    );
    const byEntry = new Map<string, string[][]>();
    for (const row of rows) byEntry.set(row[2] as string, [...(byEntry.get(row[2] as string) ?? []), row]);
    expect([...byEntry.keys()]).toEqual(['VE000001', 'BQ000001']);
    for (const lines of byEntry.values()) {
      const debit = lines.reduce((sum, r) => sum + fecAmount(r[11] as string), 0);
      const credit = lines.reduce((sum, r) => sum + fecAmount(r[12] as string), 0);
      expect(debit).toBe(credit);
    }
    for (const row of rows) {
      expect(row[3]).toMatch(/^\d{8}$/);
      expect(row[15]).toBe(row[3]);
      expect(row[11]).toMatch(/^\d+,\d{2}$/);
      expect(row[12]).toMatch(/^\d+,\d{2}$/);
    }
    const sale = byEntry.get('VE000001') ?? [];
    // The client's name had a pipe: it never breaks a column.
    expect(sale[0]).toEqual(
      expect.arrayContaining(['VE', 'Ventes', '20260310', '411000', 'Clients', 'Maison Dupont', 'F-0001', '1305,50', '0,00']),
    );
    expect(sale[0]?.[6]).toMatch(/^C[0-9A-F]{8}$/);
    expect(sale.map((r) => [r[4], r[5], r[12]])).toEqual([
      ['411000', 'Clients', '0,00'],
      ['706000', 'Ventes 20 %', '1000,00'],
      ['445710', 'TVA collectée 20 %', '200,00'],
      ['706000', 'Ventes 5,5 %', '100,00'],
      ['445710', 'TVA collectée 5,5 %', '5,50'],
    ]);
    expect((byEntry.get('BQ000001') ?? []).map((r) => [r[0], r[3], r[4], r[11], r[12]])).toEqual([
      ['BQ', '20260320', '511200', '1305,50', '0,00'],
      ['BQ', '20260320', '411000', '0,00', '1305,50'],
    ]);
    expect(res.text).not.toContain('DRAFT-1');

    // A part of the year keeps the numbers the whole year gives its entries.
    await s.document({
      number: 'F-0002',
      clientId: s.client.id,
      issuedAt: '2026-06-01T10:00:00Z',
      lines: [{ rateBp: 0, netCents: 900, taxCents: 0 }],
    });
    const summer = fecRows((await s.exportBooks('format=fec&from=2026-05-01&to=2026-08-31')).text);
    expect(summer.slice(1).map((r) => [r[2], r[8]])).toEqual([
      ['VE000002', 'F-0002'],
      ['VE000002', 'F-0002'],
    ]);
  });

  it('refuses a period over two fiscal years, naming `to`, and a from after to', async () => {
    const s = await frenchYear();
    const across = await s.exportBooks('format=fec&from=2026-06-01&to=2027-01-31');
    expect(across.status).toBe(422);
    const body = JSON.parse(across.text) as { errors: { field: string; message: string }[] };
    expectErrorEnvelope(body, 422, 'VALIDATION_ERROR');
    expect(body.errors).toEqual([{ field: 'to', message: expect.stringContaining('one fiscal year') }]);
    const backwards = await s.exportBooks('format=fec&from=2026-06-01&to=2026-05-31');
    expect(backwards.status).toBe(422);
    expect((JSON.parse(backwards.text) as { errors: { field: string }[] }).errors[0]?.field).toBe('to');
  });

  it("books a document on its day in the studio's zone: 23:30 UTC on 31 December is 1 January in Berlin", async () => {
    const s = await frenchYear();
    await s.document({
      number: 'F-0002',
      clientId: s.client.id,
      issuedAt: '2026-12-31T23:30:00Z',
      lines: [{ rateBp: 0, netCents: 700, taxCents: 0 }],
    });
    expect((await s.exportBooks(`format=fec&${YEAR_2026}`)).text).not.toContain('F-0002');
    const next = await s.exportBooks('format=fec&from=2027-01-01&to=2027-01-31');
    expect(next.text).toContain('|20270101|411000|');
    expect(next.headers['content-disposition']).toContain('FEC20271231.txt');
  });

  it('keeps to a UK year from April: one file from April to March, named by 31 March', async () => {
    const s = await studioWithBooks(t, { country: 'GB', fiscalYearStartMonth: 4, companyNumber: 'SC123' });
    const client = await s.api.createClient({ name: 'Ada' });
    await s.document({
      number: 'INV-1',
      clientId: client.id,
      issuedAt: '2027-02-01T10:00:00Z',
      lines: [{ rateBp: 2000, netCents: 1000, taxCents: 200 }],
    });
    const year = await s.exportBooks('format=fec&from=2026-04-01&to=2027-03-31');
    expect(year.status, year.text).toBe(200);
    // No nine-digit SIREN: the name starts at FEC.
    expect(year.headers['content-disposition']).toBe('attachment; filename="FEC20270331.txt"');
    expect(fecRows(year.text).map((r) => r[4])).toEqual(['CompteNum', '1100', '4000', '2200']);
    expect((await s.exportBooks('format=fec&from=2026-01-01&to=2026-12-31')).status).toBe(422);
    expect((await s.exportBooks('format=fec&from=2026-03-01&to=2026-04-30')).status).toBe(422);
  });
});

/** Σ debit − Σ credit of an account over the CSV rows. */
const balanceOf = (rows: Record<string, string>[], account: string) =>
  rows.filter((r) => r['Account code'] === account).reduce((sum, r) => sum + csvAmount(r.Debit) - csvAmount(r.Credit), 0);

function expectBalanced(rows: Record<string, string>[]) {
  const entries = new Map<string, number>();
  for (const r of rows)
    entries.set(r['Entry number'] as string, (entries.get(r['Entry number'] as string) ?? 0) + csvAmount(r.Debit) - csvAmount(r.Credit));
  for (const [, balance] of entries) expect(balance).toBe(0);
  expect(rows.reduce((sum, r) => sum + csvAmount(r.Debit) - csvAmount(r.Credit), 0)).toBe(0);
  for (const r of rows) expect(csvAmount(r.Debit) - csvAmount(r.Credit)).toBe(Math.round(Number(r.Amount) * 100));
}

describe('GET /exports/accounting?format=csv', () => {
  async function depositsStudio(): Promise<Books & { clientId: string }> {
    const s = await studioWithBooks(t, { country: 'US' });
    const client = await s.api.createClient({ name: '=HYPERLINK("x")' });
    return { ...s, clientId: client.id };
  }

  it('keeps a deposit invoice on the deposits account until the final invoice moves it to receivable', async () => {
    const s = await depositsStudio();
    const final = await s.document({
      number: 'INV-9',
      clientId: s.clientId,
      issuedAt: '2026-05-02T10:00:00Z',
      lines: [{ rateBp: 1000, netCents: 100_000, taxCents: 10_000 }],
      deductedCents: 33_000,
    });
    const deposit = await s.document({
      number: 'INV-8',
      kind: 'deposit',
      clientId: s.clientId,
      issuedAt: '2026-03-01T10:00:00Z',
      relatedInvoiceId: final,
      lines: [{ rateBp: 1000, netCents: 30_000, taxCents: 3_000 }],
    });
    await s.payment({ invoiceId: deposit, clientId: s.clientId, amountCents: 33_000, paidOn: '2026-03-03', method: 'mobile-money' });
    await s.payment({ invoiceId: final, clientId: s.clientId, amountCents: 77_000, paidOn: '2026-05-10', method: 'cash' });

    const spring = await s.exportBooks('format=csv&from=2026-01-01&to=2026-04-30');
    expect(spring.status, spring.text).toBe(200);
    expect(spring.headers['content-type']).toBe('text/csv; charset=utf-8');
    const before = csvRows(spring.text);
    expectBalanced(before);
    expect(balanceOf(before, '2300')).toBe(-33_000);
    expect(balanceOf(before, '1200')).toBe(0);
    // Mobile money arrives on the bank account.
    expect(balanceOf(before, '1000')).toBe(33_000);

    const year = csvRows((await s.exportBooks(`format=csv&${YEAR_2026}`)).text);
    expectBalanced(year);
    expect(balanceOf(year, '2300')).toBe(0);
    expect(balanceOf(year, '1200')).toBe(0);
    expect(balanceOf(year, '4000')).toBe(-100_000);
    expect(balanceOf(year, '2200')).toBe(-10_000);
    expect(balanceOf(year, '1010')).toBe(77_000);
    const finalEntry = year.filter((r) => r.Reference === 'INV-9' && r.Journal === 'VE');
    expect(finalEntry.map((r) => [r['Account code'], r.Debit, r.Credit])).toEqual([
      ['1200', '770.00', ''],
      ['2300', '330.00', ''],
      ['4000', '', '1000.00'],
      ['2200', '', '100.00'],
    ]);
    expect(finalEntry[0]).toMatchObject({ Date: '2026-05-02', Journal: 'VE', 'Account name': 'Accounts receivable', Currency: 'EUR' });
    // The client's name is text a spreadsheet would run: it is written as text.
    expect(finalEntry[0]?.Name).toBe(`'=HYPERLINK("x")`);
  });

  it('books a credit note and its refund as the invoice and its payment reversed', async () => {
    const s = await depositsStudio();
    const invoice = await s.document({
      number: 'INV-1',
      clientId: s.clientId,
      issuedAt: '2026-02-01T10:00:00Z',
      lines: [{ rateBp: 1000, netCents: 5_000, taxCents: 500 }],
    });
    await s.payment({ invoiceId: invoice, clientId: s.clientId, amountCents: 5_500, paidOn: '2026-02-02' });
    const note = await s.document({
      number: 'CN-1',
      kind: 'credit-note',
      clientId: s.clientId,
      issuedAt: '2026-02-05T10:00:00Z',
      relatedInvoiceId: invoice,
      lines: [{ rateBp: 1000, netCents: 2_000, taxCents: 200 }],
    });
    await s.payment({ invoiceId: invoice, clientId: s.clientId, amountCents: -2_200, paidOn: '2026-02-06', creditNoteId: note });
    const rows = csvRows((await s.exportBooks('format=csv&from=2026-02-01&to=2026-02-28')).text);
    expectBalanced(rows);
    expect(rows.filter((r) => r.Reference === 'CN-1').map((r) => [r.Journal, r['Account code'], r.Debit, r.Credit])).toEqual([
      ['VE', '1200', '', '22.00'],
      ['VE', '4000', '20.00', ''],
      ['VE', '2200', '2.00', ''],
      ['BQ', '1000', '', '22.00'],
      ['BQ', '1200', '22.00', ''],
    ]);
    expect(balanceOf(rows, '1200')).toBe(0);
    expect(balanceOf(rows, '1000')).toBe(3_300);
  });

  it('refuses more than 366 days, naming `to`', async () => {
    const s = await depositsStudio();
    const res = await s.exportBooks('format=csv&from=2026-01-01&to=2027-01-02');
    expect(res.status).toBe(422);
    expect((JSON.parse(res.text) as { errors: { field: string }[] }).errors[0]?.field).toBe('to');
    expect((await s.exportBooks('format=csv&from=2026-01-01&to=2027-01-01')).status).toBe(200);
  });
});

describe('who exports what', () => {
  it("is refused to staff, and gives a studio its own records only, never a draft's", async () => {
    const owner = await studioWithBooks(t, { country: 'FR' }, 'enterprise');
    const client = await owner.api.createClient({ name: 'Own client' });
    await owner.document({
      number: 'OWN-1',
      clientId: client.id,
      issuedAt: '2026-04-01T10:00:00Z',
      lines: [{ rateBp: 0, netCents: 100, taxCents: 0 }],
    });
    await owner.document({ number: 'OWN-DRAFT', clientId: client.id, issuedAt: null, lines: [{ rateBp: 0, netCents: 100, taxCents: 0 }] });
    const other = await frenchYear();

    const staff = await joinedMember(t, owner.person, 'staff');
    const refused = await owner.exportBooks(`format=csv&${YEAR_2026}`, staff.token);
    expect(refused.status).toBe(403);
    expectErrorEnvelope(JSON.parse(refused.text), 403, 'FORBIDDEN');
    const manager = await joinedMember(t, owner.person, 'manager');
    const managed = await owner.exportBooks(`format=fec&${YEAR_2026}`, manager.token);
    expect(managed.status).toBe(200);

    for (const text of [managed.text, (await owner.exportBooks(`format=csv&${YEAR_2026}`)).text]) {
      expect(text).toContain('OWN-1');
      expect(text).not.toContain('OWN-DRAFT');
      expect(text).not.toContain('F-0001');
    }
    expect((await other.exportBooks(`format=fec&${YEAR_2026}`)).text).not.toContain('OWN-1');
  });

  it('is bounded per studio: past the burst, 429 RATE_LIMITED, and another studio is not held back', async () => {
    const s = await studioWithBooks(t, null);
    const burst = STUDIO_LIMITS.accountingExport.limits[0]?.max ?? 0;
    for (let i = 0; i < burst; i += 1) expect((await s.exportBooks(`format=csv&${YEAR_2026}`)).status).toBe(200);
    const refused = await s.exportBooks(`format=csv&${YEAR_2026}`);
    expect(refused.status).toBe(429);
    expectErrorEnvelope(JSON.parse(refused.text), 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await studioWithBooks(t, null);
    expect((await other.exportBooks(`format=fec&${YEAR_2026}`)).status).toBe(200);
  });
});
