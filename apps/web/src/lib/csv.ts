/**
 * The web's one reader of CSV files a person chose (decision 213): a spreadsheet's rows and the
 * columns its header names, for every import screen (clients, a designer's line).
 */

/** Larger files are refused before reading: the largest import fits in far less. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

/** Lower case, no accents, words separated by single spaces: 'E-mail ' and 'Téléphone' compare as 'e mail', 'telephone'. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Each column's field, or '' when it is not imported. */
export type ColumnMapping<F extends string> = (F | '')[];

/**
 * Maps each header to the field one of its aliases names, compared as `normalizeHeader` writes
 * them ('N° de modèle' is 'n de modele'); each field is taken by its first matching column only.
 */
export function autoMap<F extends string>(
  headers: readonly string[],
  fields: readonly F[],
  aliases: Readonly<Record<F, readonly string[]>>,
): ColumnMapping<F> {
  const names = new Map(fields.map((f) => [f, new Set(aliases[f].map(normalizeHeader))]));
  const taken = new Set<F>();
  return headers.map((header) => {
    const key = normalizeHeader(header);
    const field = fields.find((f) => !taken.has(f) && names.get(f)?.has(key));
    if (!field) return '';
    taken.add(field);
    return field;
  });
}

/** A field chosen for one column is freed from any other, so each field reads one column. */
export function remap<F extends string>(mapping: ColumnMapping<F>, index: number, field: F | ''): ColumnMapping<F> {
  return mapping.map((current, i) => (i === index ? field : field && current === field ? '' : current));
}

/**
 * Our own export writes an apostrophe before text starting with = + - @ (decision 026); it is
 * removed again so an exported file imports back unchanged.
 */
export function unescapeCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** A row with no cell written: a spreadsheet's blank line, skipped but still counted. */
export const isBlankRow = (cells: readonly string[]) => cells.every((c) => !c.trim());

export type ParsedCsv = { headers: string[]; rows: string[][] };

/**
 * Parses CSV text with Papa Parse, loaded only now (only import screens read CSV). The first row
 * is the header; a byte-order mark is dropped; the delimiter is detected, so a spreadsheet saved
 * with semicolons (French Excel) reads too. Blank rows between rows are kept, so a row's index + 2
 * is the line the spreadsheet shows; the blank rows at the end are dropped.
 */
export async function parseCsv(text: string): Promise<ParsedCsv> {
  const { default: Papa } = await import('papaparse');
  const body = text.replace(/^\uFEFF/, '');
  // The delimiter is guessed from the rows with cells, as a blank line would make every guess look uneven.
  const { delimiter } = Papa.parse<string[]>(body, { skipEmptyLines: 'greedy', preview: 20 }).meta;
  const result = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false });
  const [headers = [], ...rows] = result.data;
  while (rows.length > 0 && isBlankRow(rows[rows.length - 1] ?? [])) rows.pop();
  return { headers: headers.map((h) => h.trim()), rows };
}

export type CsvFileRead = { ok: true; csv: ParsedCsv } | { ok: false; problem: 'tooLarge' | 'empty' | 'unreadable' };

/** A chosen file read as CSV, or why not: too large to read, no row below the header, not CSV. */
export async function readCsvFile(file: File): Promise<CsvFileRead> {
  if (file.size > MAX_CSV_BYTES) return { ok: false, problem: 'tooLarge' };
  try {
    const csv = await parseCsv(await file.text());
    return csv.rows.some((row) => !isBlankRow(row)) ? { ok: true, csv } : { ok: false, problem: 'empty' };
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}
