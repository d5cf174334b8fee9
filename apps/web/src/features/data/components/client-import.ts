import {
  CLIENT_IMPORT_FIELDS,
  CLIENT_IMPORT_MAX_ROWS,
  clientImportRowSchema,
  type ClientImportField,
  type ClientImportRow,
} from '@atelier/shared';
import { autoMap, isBlankRow, normalizeHeader, unescapeCell, type ColumnMapping as CsvColumns } from '@/lib/csv';
import { checkText } from '@/lib/validate-form';

/**
 * The browser half of the client import (decision 026): read the CSV, map its columns to
 * client fields, and validate every row with the server's own schema, so the user sees every
 * failing row and why before anything is sent.
 */

/** Header names (English and French, as spreadsheets name them) that map to each field. */
const ALIASES: Record<ClientImportField, string[]> = {
  name: ['name', 'full name', 'client', 'client name', 'customer', 'customer name', 'contact', 'nom', 'nom complet', 'nom du client'],
  email: ['email', 'e mail', 'email address', 'mail', 'courriel', 'adresse e mail', 'adresse email'],
  phone: ['phone', 'phone number', 'telephone', 'tel', 'mobile', 'cell', 'numero de telephone', 'portable'],
  address: ['address', 'street address', 'postal address', 'adresse', 'adresse postale'],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks', 'remarques', 'commentaires'],
  status: ['status', 'statut', 'etat', 'state'],
};

/** A column's client field, or '' when it is not imported. */
export type ColumnMapping = CsvColumns<ClientImportField>;

/** Maps each header to the client field it names (lib/csv). */
export const autoMapClients = (headers: readonly string[]): ColumnMapping => autoMap(headers, CLIENT_IMPORT_FIELDS, ALIASES);

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
    if (isBlankRow(cells)) return;
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
