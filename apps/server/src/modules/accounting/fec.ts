import { normalIdentifier } from '@atelier/shared';
import type { Entry } from './entries.js';

/**
 * The FEC, fichier des écritures comptables (article A47 A-1 of the Livre des procédures fiscales;
 * decision 166): the 18 columns in their order, a header line, one line per entry line, pipes
 * between the fields, lines ended by CR LF (the text allows CR LF or LF; CR LF is what the
 * accountants' Windows tools and our CSV files write), UTF-8 without a byte-order mark (a mark
 * would sit inside the first column's name).
 */
export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

/** Free text never breaks a column or a line: pipes, tabs and line breaks become a space. */
export const fecText = (value: string) =>
  value
    .replace(/[|\t\r\n\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/** 2026-03-01 → 20260301. */
export const fecDate = (day: string) => day.replace(/-/g, '');

/** Cents (never negative here) with a comma before the cents and no thousands separator: 123456 → 1234,56. */
export function fecAmount(cents: number): string {
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** The FEC's text for the entries. */
export function fecOf(entries: readonly Entry[]): string {
  const rows: string[] = [FEC_COLUMNS.join('|')];
  for (const entry of entries) {
    const day = fecDate(entry.day);
    for (const line of entry.lines) {
      rows.push(
        [
          entry.journal,
          fecText(entry.journalName),
          entry.number,
          day,
          fecText(line.account),
          fecText(line.accountName),
          fecText(line.aux?.code ?? ''),
          fecText(line.aux?.name ?? ''),
          fecText(entry.reference),
          day,
          fecText(entry.label),
          fecAmount(line.debitCents),
          fecAmount(line.creditCents),
          '',
          '',
          // Booked from an issued document or a recorded payment, so valid on its own date.
          day,
          '',
          '',
        ].join('|'),
      );
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

/** {SIREN}FEC{end of the fiscal year}.txt; without a SIREN (nine digits) the name starts at FEC. */
export function fecFileName(companyNumber: string | null, fiscalYearEnd: string): string {
  const id = normalIdentifier(companyNumber);
  const siren = /^\d{9}/.test(id) ? id.slice(0, 9) : '';
  return `${siren}FEC${fecDate(fiscalYearEnd)}.txt`;
}
