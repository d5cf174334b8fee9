/**
 * CSV for spreadsheets (decision 026): RFC 4180 (comma, CRLF, fields with a quote, comma or line
 * break in double quotes, quotes doubled), UTF-8 with a byte-order mark so Excel reads accents.
 */

export type Cell = string | number | null | undefined;

/**
 * Text that a spreadsheet would run as a formula (= + - @, and tab or carriage return that some
 * read past) gets a leading apostrophe: the cell shows the text instead of running it (OWASP
 * "CSV injection"). Numbers we write ourselves are never changed.
 */
function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : neutralizeFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const BOM = '\uFEFF';

export function toCsv(header: readonly string[], rows: readonly Cell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** A column of a CSV: its header and how it reads a row, declared together so the two never drift apart. */
export type CsvColumn<T> = readonly [header: string, cell: (row: T) => Cell];

/** The CSV of `rows`, one line each, in the columns' order. */
export function csvOf<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return toCsv(
    columns.map(([header]) => header),
    rows.map((row) => columns.map(([, cell]) => cell(row))),
  );
}
