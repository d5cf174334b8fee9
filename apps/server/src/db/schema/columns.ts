import { randomUUID } from 'node:crypto';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

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
