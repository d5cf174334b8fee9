import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { folded } from '../db/schema/columns.js';
import { clients } from '../db/schema/index.js';

/** A substring pattern for LIKE, with the user's % _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The one search match of every list (decision 069): the term anywhere in the text, whatever the
 * case and accents ('zoe' finds 'Zoë'). Both sides are folded by the database, so the trigram index
 * on the folded column serves it.
 */
export const foldedContains = (column: AnyPgColumn, term: string): SQL =>
  sql`${folded(column)} like atelier_fold(${containsPattern(term)})`;

/** Records whose client's name matches the term: one indexed subquery on the studio's clients. */
export const clientNameMatches = (clientId: AnyPgColumn, workspaceId: string, term: string): SQL =>
  sql`${clientId} in (select ${clients.id} from ${clients} where ${clients.workspaceId} = ${workspaceId} and ${foldedContains(clients.name, term)})`;
