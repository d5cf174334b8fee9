import {
  CLIENT_IMPORT_FIELDS,
  CLIENT_IMPORT_MAX_ROWS,
  clientImportRowSchema,
  type ClientImportField,
  type ClientImportRow,
} from '@atelier/shared';
import { checkText } from '@/lib/validate-form';

/**
 * The browser half of the client import (decision 026): read the CSV, map its columns to
 * client fields, and validate every row with the server's own schema, so the user sees every
 * failing row and why before anything is sent.
 */

/** Larger files are refused before reading: 1000 clients fit in far less. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

/** Header names (English and French, as spreadsheets name them) that map to each field. */
const ALIASES: Record<ClientImportField, string[]> = {
  name: ['name', 'full name', 'client', 'client name', 'customer', 'customer name', 'contact', 'nom', 'nom complet', 'nom du client'],
  email: ['email', 'e mail', 'email address', 'mail', 'courriel', 'adresse e mail', 'adresse email'],
  phone: ['phone', 'phone number', 'telephone', 'tel', 'mobile', 'cell', 'numero de telephone', 'portable'],
  address: ['address', 'street address', 'postal address', 'adresse', 'adresse postale'],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks', 'remarques', 'commentaires'],
  status: ['status', 'statut', 'etat', 'state'],
};

/** Lower case, no accents, words separated by single spaces: 'E-mail ' and 'Téléphone' compare as 'e mail', 'telephone'. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A column's field, or '' when it is not imported. */
export type ColumnMapping = (ClientImportField | '')[];

/** Maps each header to the field it names; each field is taken by its first matching column only. */
export function autoMap(headers: readonly string[]): ColumnMapping {
  const taken = new Set<ClientImportField>();
  return headers.map((header) => {
    const key = normalizeHeader(header);
    const field = CLIENT_IMPORT_FIELDS.find((f) => !taken.has(f) && ALIASES[f].includes(key));
    if (!field) return '';
    taken.add(field);
    return field;
  });
}

/**
 * Our own export writes an apostrophe before text starting with = + - @ (decision 026); it is
 * removed again so an exported file imports back unchanged.
 */
export function unescapeCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

const STATUS_WORDS: Record<string, 'active' | 'inactive'> = {
  active: 'active',
  actif: 'active',
  inactive: 'inactive',
  inactif: 'inactive',
};

export type RowProblem = { field: string; message: string };
/** `line` is the row number a spreadsheet shows: the header is line 1. */
export type CheckedRow = { line: number; body: ClientImportRow; problems: RowProblem[] };

/** One row's body from the mapped columns: empty cells are left out, status words read in either language. */
export function rowBody(cells: readonly string[], mapping: ColumnMapping): ClientImportRow {
  const body: Record<string, string> = {};
  mapping.forEach((field, i) => {
    if (!field) return;
    const value = unescapeCell((cells[i] ?? '').trim());
    if (!value) return;
    body[field] = field === 'status' ? (STATUS_WORDS[normalizeHeader(value)] ?? value) : value;
  });
  return body as ClientImportRow;
}

/** Every data row checked with the shared client schema; rows with no cell at all are skipped. */
export function checkRows(rows: readonly (readonly string[])[], mapping: ColumnMapping): CheckedRow[] {
  const out: CheckedRow[] = [];
  rows.forEach((cells, i) => {
    if (cells.every((c) => !c.trim())) return;
    const body = rowBody(cells, mapping);
    const parsed = clientImportRowSchema.safeParse(body);
    const problems = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'name'), message: checkText(issue.message) }));
    out.push({ line: i + 2, body, problems });
  });
  return out;
}

export const tooManyRows = (good: number) => good > CLIENT_IMPORT_MAX_ROWS;

export type ParsedCsv = { headers: string[]; rows: string[][] };

/**
 * Parses CSV text with Papa Parse, loaded only now (the Data tab is the only place that reads
 * CSV). The first row is the header; a byte-order mark is dropped; the delimiter is detected, so
 * a spreadsheet saved with semicolons (French Excel) reads too.
 */
export async function parseCsv(text: string): Promise<ParsedCsv> {
  const { default: Papa } = await import('papaparse');
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [headers = [], ...rows] = result.data;
  return { headers: headers.map((h) => h.trim()), rows };
}
