import { sql } from 'drizzle-orm';
import { users, type UserRow } from '../db/schema/index.js';

/** A person's display name, as the team list and the activity log show it: "Ada Lovelace". */
export const fullName = (u: Pick<UserRow, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/** The same name written by the database, for a query that reads many (null where no user is joined). */
export const fullNameSql = sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`;
