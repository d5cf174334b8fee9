import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientColumn, clients, projects } from './business.js';
import { invoices } from './invoices.js';
import { createdAt, idColumn, searchIndexOn, updatedAt } from './columns.js';
import { studioColumn } from './workspaces.js';

/**
 * A group of clients dressed for one event (decision 160): a wedding party, a cast, a school class. Its
 * code lets a member book their own fitting on the booking page.
 */
export const clientGroups = pgTable(
  'client_groups',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['wedding', 'cast', 'class', 'other'] })
      .notNull()
      .default('wedding'),
    /** A calendar date of the studio's zone. */
    eventDate: date('event_date', { mode: 'string' }),
    /** Upper case letters and digits, unique in the studio; typed by members on the booking page. */
    code: text('code').notNull(),
    /** Who pays for the whole group, when one invoice is made for it. */
    payerClientId: uuid('payer_client_id').references(() => clients.id, { onDelete: 'set null' }),
    notes: text('notes'),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('client_groups_workspace_code_idx').on(t.workspaceId, t.code),
    index('client_groups_workspace_event_idx').on(t.workspaceId, t.eventDate),
    index('client_groups_name_search_idx').using('gin', searchIndexOn(t.name)),
  ],
);
export type ClientGroupRow = typeof clientGroups.$inferSelect;

/** A member of a group: a client, their part in it ("Bride", "Best man"), and their garment. */
export const clientGroupMembers = pgTable(
  'client_group_members',
  {
    id: idColumn(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => clientGroups.id, { onDelete: 'cascade' }),
    clientId: clientColumn(),
    role: text('role'),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The invoice the group made for this member's garment: theirs, or the payer's with a line for them (decision 160). */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('client_group_members_group_client_idx').on(t.groupId, t.clientId),
    index('client_group_members_client_idx').on(t.clientId),
    index('client_group_members_group_idx').on(t.groupId, t.position),
  ],
);
export type ClientGroupMemberRow = typeof clientGroupMembers.$inferSelect;
