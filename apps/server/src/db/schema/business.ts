import { LANGUAGES } from '@atelier/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { compactEndOn, compactStartOn, createdAt, digitsIndexOn, idColumn, searchIndexOn, updatedAt } from './columns.js';
import { garmentTemplates } from './garments.js';
import { users } from './users.js';
import { studioColumn } from './workspaces.js';

export const clients = pgTable(
  'clients',
  {
    id: idColumn(),
    /** The studio that owns the record (decision 019). */
    workspaceId: studioColumn(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    notes: text('notes'),
    /** A business client's identifiers, printed on its invoices (decision 162). */
    companyNumber: text('company_number'),
    vatNumber: text('vat_number'),
    /** ISO 3166 alpha-2; null: the studio's country. */
    country: text('country'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    /** How the studio reaches the client (decision 083): order-ready offers and fitting reminders use it. */
    preferredChannel: text('preferred_channel', { enum: ['email', 'sms', 'whatsapp'] })
      .notNull()
      .default('email'),
    /** The client's language (decision 128); null follows the studio's (its owner's). */
    language: text('language', { enum: LANGUAGES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Pages newest first (decision 069), and search by name or email.
    index('clients_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
    index('clients_name_search_idx').using('gin', searchIndexOn(t.name)),
    index('clients_email_search_idx').using('gin', searchIndexOn(t.email)),
    index('clients_phone_digits_idx').using('gin', digitsIndexOn(t.phone)),
  ],
);

/**
 * The client a record is about (decision 109: one declaration for every table's `client_id`):
 * deleting the client takes the record with it, unless `no action` keeps the client while records
 * (invoices) need it.
 */
export const clientColumn = (onDelete: 'cascade' | 'no action' = 'cascade') =>
  uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete });

/** A record that may be about no client; deleting the client takes it too. */
export const optionalClientColumn = () => uuid('client_id').references(() => clients.id, { onDelete: 'cascade' });
export type ClientRow = typeof clients.$inferSelect;

export type StoredMeasurementValue = { name: string; size: number; unit: 'inches' | 'cm' };

export const measurements = pgTable(
  'measurements',
  {
    id: idColumn(),
    /** The studio that owns the record (decision 019). */
    workspaceId: studioColumn(),
    clientId: clientColumn(),
    garmentType: text('garment_type').notNull(),
    /** The studio template it was taken with (decision 078); its deletion leaves the record and its name. */
    templateId: uuid('template_id').references(() => garmentTemplates.id, { onDelete: 'set null' }),
    /** The template's name when taken; null for a built-in type (its label is the name). */
    garmentName: text('garment_name'),
    values: jsonb('values').$type<StoredMeasurementValue[]>().notNull(),
    notes: text('notes'),
    /** 'client' for values the client sent from the portal and the studio approved (decision 084). */
    takenBy: text('taken_by', { enum: ['studio', 'client'] })
      .notNull()
      .default('studio'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('measurements_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
    index('measurements_client_idx').on(t.clientId, t.createdAt, t.id),
    index('measurements_garment_search_idx').using('gin', searchIndexOn(t.garmentType)),
    index('measurements_garment_name_search_idx').using('gin', searchIndexOn(t.garmentName)),
  ],
);
export type MeasurementRow = typeof measurements.$inferSelect;

export const projects = pgTable(
  'projects',
  {
    id: idColumn(),
    /** The studio that owns the record (decision 019). */
    workspaceId: studioColumn(),
    clientId: clientColumn(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type').notNull(),
    status: text('status').notNull().default('planning'),
    priority: text('priority').notNull().default('low'),
    progress: integer('progress').notNull().default(0),
    dueDate: timestamp('due_date', { withTimezone: true, mode: 'date' }),
    /** Money is exact: integer cents (DEVELOPERS.md, Quality bar). */
    budgetCents: integer('budget_cents'),
    /** The due date a "deadline in two days" mail was sent for, so each due date is mailed once (decision 024). */
    deadlineMailedFor: timestamp('deadline_mailed_for', { withTimezone: true, mode: 'date' }),
    /** When the project last became completed; null while it is not (for the on-time delivery figure, decision 034). */
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** The member responsible (decision 072); a member who leaves or is removed leaves it unassigned. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The code on its tag (decision 152): a ticket's garment's (A-0427-2) or the studio's own
     * sequence of projects (P-0031); unique in the studio, looked up only within it.
     */
    code: text('code').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('projects_workspace_code_idx').on(t.workspaceId, t.code),
    index('projects_workspace_idx').on(t.workspaceId, t.createdAt, t.id),
    index('projects_client_idx').on(t.clientId, t.createdAt, t.id),
    index('projects_name_search_idx').using('gin', searchIndexOn(t.name)),
    index('projects_code_start_idx').on(t.workspaceId, compactStartOn(t.code)),
    index('projects_code_end_idx').on(t.workspaceId, compactEndOn(t.code)),
    // Analytics: completions in a period, and deadlines by due date.
    index('projects_workspace_completed_idx').on(t.workspaceId, t.completedAt),
    index('projects_workspace_due_idx').on(t.workspaceId, t.dueDate),
    // The dashboard's open projects and upcoming deadlines read only projects not completed, a small
    // part of years of work (decision 046).
    index('projects_assignee_idx').on(t.assigneeId, t.createdAt, t.id),
    index('projects_workspace_open_due_idx')
      .on(t.workspaceId, t.dueDate)
      .where(sql`${t.status} <> 'completed'`),
  ],
);
export type ProjectRow = typeof projects.$inferSelect;

/**
 * A studio's running numbers (decision 151): the last ticket number (A-0427) and project code
 * number (P-0031) given, advanced by one upsert so two at once never share one.
 */
export const studioSequences = pgTable(
  'studio_sequences',
  {
    workspaceId: studioColumn(),
    name: text('name', { enum: ['ticket', 'project', 'quote', 'piece'] }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.name] })],
);
