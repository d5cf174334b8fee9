import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { chartOf } from './chart.js';
import { journalEntries, type BookedDocument } from './entries.js';
import { depositTaxShares } from './deposit-tax.js';
import { fecAmount, fecText } from './fec.js';
import { checkPeriod, fiscalYearOf } from './fiscal-year.js';

/** The journal's rules without the database (decision 166). */
const client = { id: '0a1b2c3d-0000-4000-8000-000000000000', name: 'Ada' };
const doc = (over: Partial<BookedDocument>): BookedDocument => ({
  id: 'd1',
  kind: 'invoice',
  number: 'INV-1',
  day: '2026-02-01',
  at: '2026-02-01T10:00:00.000Z',
  currency: 'USD',
  client,
  totalCents: 0,
  taxCents: 0,
  deductedCents: 0,
  taxRateBp: 0,
  lines: [],
  ...over,
});
const signed = (lines: { account: string; debitCents: number; creditCents: number }[]) =>
  lines.map((l) => [l.account, l.debitCents - l.creditCents]);

describe('journal entries', () => {
  it('books an invoice made before rates per line by its own totals: the discount and the one rate, balanced', () => {
    // Subtotal 100.00, discount 10.00, tax 10 % of 90.00: the items still carry their amounts before the discount and no tax.
    const legacy = doc({
      totalCents: 9_900,
      taxCents: 900,
      taxRateBp: 1000,
      lines: [{ rateBp: 1000, category: 'S', netCents: 10_000, taxCents: 0 }],
    });
    const [entry] = journalEntries(chartOf('US', {}), [legacy], []);
    expect(signed(entry?.lines ?? [])).toEqual([
      ['1200', 9_900],
      ['4000', -9_000],
      ['2200', -900],
    ]);
    expect(entry?.lines[1]?.accountName).toBe('Sales 10%');
    expect(entry?.lines[2]?.accountName).toBe('Sales tax payable 10%');
  });

  it("uses the studio's own codes where it changed them, its country's elsewhere, and other's for an unknown country", () => {
    const chart = chartOf('FR', { sales: '706100', bank: '' });
    expect(chart.codes).toMatchObject({ sales: '706100', bank: '512000', receivable: '411000' });
    expect(chartOf('ZZ', null).codes.receivable).toBe('1200');
  });

  it('numbers each journal on its own, in date order, sales before bank on one day, leaving out a document of nothing', () => {
    const chart = chartOf('FR', {});
    const payment = {
      id: 'p1',
      day: '2026-02-01',
      at: '2026-02-01T09:00:00.000Z',
      amountCents: 500,
      method: 'other',
      currency: 'EUR',
      client,
      reference: 'INV-1',
    };
    const entries = journalEntries(
      chart,
      [doc({ number: 'INV-2', day: '2026-03-01', totalCents: 100 }), doc({ totalCents: 500 }), doc({ number: 'FREE', day: '2026-02-15' })],
      [payment],
    );
    expect(entries.map((e) => [e.number, e.reference])).toEqual([
      ['VE000001', 'INV-1'],
      ['BQ000001', 'INV-1'],
      ['VE000002', 'INV-2'],
    ]);
    // Any method but cash and card arrives on the bank account.
    expect(entries[1]?.lines[0]?.account).toBe('512000');
  });
});

describe('FEC fields and periods', () => {
  it('writes amounts with a comma and no thousands separator, and free text without pipes or line breaks', () => {
    expect([fecAmount(0), fecAmount(5), fecAmount(123_456_789)]).toEqual(['0,00', '0,05', '1234567,89']);
    expect(fecText(' A | B\r\nC\tD ')).toBe('A B C D');
  });

  it('finds the fiscal year of a day for a January and an April start', () => {
    expect(fiscalYearOf('2026-06-15', 1)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(fiscalYearOf('2026-03-31', 4)).toEqual({ start: '2025-04-01', end: '2026-03-31' });
    expect(fiscalYearOf('2027-02-10', 4)).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(fiscalYearOf('2024-02-10', 3)).toEqual({ start: '2023-03-01', end: '2024-02-29' });
  });

  it('refuses a FEC across two years and a journal over 366 days, on `to`', () => {
    const refusal = (fn: () => unknown) => {
      try {
        fn();
      } catch (err) {
        return err instanceof AppError ? [err.code, err.errors?.[0]?.field] : err;
      }
      return null;
    };
    expect(refusal(() => checkPeriod('fec', '2026-03-01', '2026-04-01', 4))).toEqual(['VALIDATION_ERROR', 'to']);
    expect(refusal(() => checkPeriod('csv', '2024-01-01', '2024-12-31', 1))).toBeNull();
    expect(refusal(() => checkPeriod('csv', '2024-01-01', '2025-01-01', 1))).toEqual(['VALIDATION_ERROR', 'to']);
    expect(checkPeriod('fec', '2026-04-01', '2026-04-30', 4)).toEqual({ start: '2026-04-01', end: '2027-03-31' });
  });
});

describe('a deposit’s VAT, due on receipt (decision 185)', () => {
  const deposit = { totalCents: 36_000, rates: [{ rateBp: 2000, category: 'S', taxCents: 6_000 }] };
  const paid = (id: string, day: string, amountCents: number) => ({ id, day, at: `${day}T10:00:00.000Z`, amountCents });

  it('shares the tax over the payments received before the final invoice, to the cent, and none after it', () => {
    const { perPayment, booked } = depositTaxShares({
      ...deposit,
      final: { day: '2026-03-10', at: '2026-03-10T12:00:00.000Z' },
      payments: [paid('a', '2026-03-01', 10_000), paid('b', '2026-03-10', 26_000), paid('c', '2026-03-11', 500)],
    });
    expect([...perPayment].map(([id, r]) => [id, r[0]?.taxCents])).toEqual([
      ['a', 1_667],
      ['b', 4_333],
    ]);
    expect(booked).toEqual([{ rateBp: 2000, category: 'S', taxCents: 6_000 }]);
  });

  it('books it on the payment and takes it from the final invoice’s deposits and tax, each account back to 0', () => {
    const chart = chartOf('FR', {});
    const depositTax = [{ rateBp: 2000, category: 'S', taxCents: 6_000 }];
    const payment = { ...doc({}), id: 'p', amountCents: 36_000, method: 'bank-transfer', reference: 'F-2', depositTax };
    const depositDoc = doc({ id: 'dep', kind: 'deposit', number: 'F-2', totalCents: 36_000, taxCents: 6_000 });
    const final = doc({
      id: 'fin',
      number: 'F-3',
      day: '2026-03-01',
      totalCents: 120_000,
      taxCents: 20_000,
      deductedCents: 36_000,
      lines: [{ rateBp: 2000, category: 'S', netCents: 100_000, taxCents: 20_000 }],
      depositTaxBooked: depositTax,
    });
    const entries = journalEntries(chart, [depositDoc, final], [payment]);
    expect(entries.map((e) => [e.reference, e.journal, signed(e.lines)])).toEqual([
      [
        'F-2',
        'VE',
        [
          ['411000', 36_000],
          ['419100', -36_000],
        ],
      ],
      [
        'F-2',
        'BQ',
        [
          ['512000', 36_000],
          ['411000', -36_000],
          ['419100', 6_000],
          ['445710', -6_000],
        ],
      ],
      [
        'F-3',
        'VE',
        [
          ['411000', 84_000],
          ['419100', 30_000],
          ['706000', -100_000],
          ['445710', -14_000],
        ],
      ],
    ]);
    const balance = (account: string) =>
      entries
        .flatMap((e) => e.lines)
        .filter((l) => l.account === account)
        .reduce((s, l) => s + l.debitCents - l.creditCents, 0);
    expect([balance('419100'), balance('445710')]).toEqual([0, -20_000]);
  });
});
