import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Opaque UUID ids, generated in the app so PGlite and PostgreSQL behave alike. */
export const idColumn = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());

/**
 * Text as search compares it: lower case without accents ('Zoë Adébáyọ̀' is 'zoe adebayo'), by the
 * database's immutable `atelier_fold` over `unaccent`, so one trigram index serves the search
 * (decision 069; migration 0015 creates the function and the extensions).
 */
export const folded = (text: AnyPgColumn | SQL): SQL => sql`atelier_fold(${text})`;

/** A trigram index on the folded text, for case- and accent-insensitive substring search. */
export const searchIndexOn = (text: AnyPgColumn): SQL => sql`atelier_fold(${text}) gin_trgm_ops`;

/**
 * A code or number as search compares it (decision 210): folded, and only its letters and digits, so
 * 'a00011', 'A-0001-1' and 'a-0001-1' are the same tag, and 'inv 0042' is INV-0042. Migration 0048
 * creates `atelier_compact` over `atelier_fold`.
 */
export const compacted = (text: AnyPgColumn | SQL): SQL => sql`atelier_compact(${text})`;
/**
 * A code or number is found by how it starts or how it ends ('inv04…', '…0042'): a btree range on
 * its compact form and on that form reversed, within the studio. A trigram index would do any
 * substring, but every number of a studio shares its prefix's trigrams, so it reads them all.
 */
export const compactStartOn = (text: AnyPgColumn): SQL => sql`atelier_compact(${text}) text_pattern_ops`;
export const compactEndOn = (text: AnyPgColumn): SQL => sql`reverse(atelier_compact(${text})) text_pattern_ops`;

/** A phone number's digits only ('06 12 34 56 78' is 0612345678), for a number typed another way (decision 210). */
export const digitsOf = (text: AnyPgColumn | SQL): SQL => sql`atelier_digits(${text})`;
export const digitsIndexOn = (text: AnyPgColumn): SQL => sql`atelier_digits(${text}) gin_trgm_ops`;
