import { csvOf, type CsvColumn } from '../../lib/csv.js';
import type { Entry, EntryLine } from './entries.js';

/**
 * The CSV journal (decision 166): one row per entry line, the columns QuickBooks Online's and
 * Xero's manual-journal imports map (an entry number grouping the lines, a date, the account's
 * code and name, a debit and a credit), written by the one CSV writer (RFC 4180, the formula guard).
 */
type Row = { entry: Entry; line: EntryLine };

/** Cents as a dot-decimal amount, empty when nothing is on that side: 123456 → 1234.56. */
const amount = (cents: number) => (cents === 0 ? '' : `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);

const COLUMNS: readonly CsvColumn<Row>[] = [
  ['Date', ({ entry }) => entry.day],
  ['Journal', ({ entry }) => entry.journal],
  ['Entry number', ({ entry }) => entry.number],
  ['Reference', ({ entry }) => entry.reference],
  ['Account code', ({ line }) => line.account],
  ['Account name', ({ line }) => line.accountName],
  ['Description', ({ entry }) => entry.label],
  // QuickBooks asks for the customer on an accounts-receivable line.
  ['Name', ({ line }) => line.aux?.name ?? ''],
  ['Debit', ({ line }) => amount(line.debitCents)],
  ['Credit', ({ line }) => amount(line.creditCents)],
  // Xero's manual journals read one signed amount: a debit positive, a credit negative. A number,
  // so the formula guard (which prefixes text starting with a minus) leaves it as it is.
  ['Amount', ({ line }) => (line.debitCents - line.creditCents) / 100],
  ['Currency', ({ entry }) => entry.currency],
];

export function journalCsvOf(entries: readonly Entry[]): string {
  return csvOf(
    COLUMNS,
    entries.flatMap((entry) => entry.lines.map((line) => ({ entry, line }))),
  );
}

export const journalCsvFileName = (from: string, to: string) => `journal-${from}-${to}.csv`;
