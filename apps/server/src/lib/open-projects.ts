import { CLOSED_PROJECT_STATUSES } from '@atelier/shared';
import { ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/*
 * Which projects are still being made (decision 181): the one home of the rule that a completed or
 * cancelled project is no longer open. Counts of open projects, deadlines, reminders and the
 * calendar read it from here; tests/open-projects.test.ts refuses the rule written anywhere else.
 */

/** A project still being made: neither completed nor cancelled. */
export const projectIsOpen = (status: PgColumn): SQL => notInArray(status, [...CLOSED_PROJECT_STATUSES]);

/** The same inside raw SQL, for a column named `column` ('status', 'p.status'). */
export const projectIsOpenSql = (column: string): SQL =>
  sql.raw(`${column} not in (${CLOSED_PROJECT_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/** A project that was not cancelled: its deadline and its lateness still count, finished or not. */
export const projectNotCancelled = (status: PgColumn): SQL => ne(status, 'cancelled');
