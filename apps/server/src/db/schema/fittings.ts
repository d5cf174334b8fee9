import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { clientColumn, projects } from './business.js';
import { calendarEvents } from './calendar.js';
import { users } from './users.js';
import { studioColumn } from './workspaces.js';

/**
 * A fitting of a project (decision 086): when, what the client wore (fit changes with the real
 * undergarments and shoes), notes. Deleting the project deletes its fittings; a deleted calendar
 * event leaves the fitting without it.
 */
export const fittings = pgTable(
  'fittings',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The calendar fitting it came from, always of the project's client (checked on write). */
    eventId: uuid('event_id').references(() => calendarEvents.id, { onDelete: 'set null' }),
    fittedOn: timestamp('fitted_on', { withTimezone: true, mode: 'date' }).notNull(),
    undergarments: text('undergarments'),
    shoes: text('shoes'),
    /** Millimetres, so 9 cm heels are 90 and nothing is lost to rounding. */
    heelHeightMm: integer('heel_height_mm'),
    wornOther: text('worn_other'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('fittings_project_idx').on(t.projectId, t.fittedOn),
    index('fittings_workspace_idx').on(t.workspaceId),
    index('fittings_event_idx').on(t.eventId),
  ],
);
export type FittingRow = typeof fittings.$inferSelect;

/**
 * One correction made at a fitting (decision 086). `client_id` is the project's client, kept here
 * so the fit profile reads one index; `design` is set for an option correction only.
 */
export const fitCorrections = pgTable(
  'fit_corrections',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    fittingId: uuid('fitting_id')
      .notNull()
      .references(() => fittings.id, { onDelete: 'cascade' }),
    clientId: clientColumn(),
    target: text('target', { enum: ['measurement', 'option'] }).notNull(),
    name: text('name').notNull(),
    design: text('design'),
    change: doublePrecision('change').notNull(),
    unit: text('unit', { enum: ['cm', 'in', '%'] }).notNull(),
    reason: text('reason'),
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('fit_corrections_fitting_idx').on(t.fittingId, t.position),
    index('fit_corrections_client_idx').on(t.clientId),
    index('fit_corrections_workspace_idx').on(t.workspaceId),
  ],
);
export type FitCorrectionRow = typeof fitCorrections.$inferSelect;
