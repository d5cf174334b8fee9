import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { projects } from './business.js';
import { users } from './users.js';
import { studioColumn } from './workspaces.js';

/** One production stage of a project, in its place in the project's order (decision 077). */
export const projectStages = pgTable(
  'project_stages',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['todo', 'in-progress', 'done', 'skipped'] })
      .notNull()
      .default('todo'),
    dueDate: timestamp('due_date', { withTimezone: true, mode: 'date' }),
    /** A member who leaves or is removed leaves the stage unassigned, as a project (decision 075). */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('project_stages_project_idx').on(t.projectId, t.position),
    // The dashboard's and the calendar's stage deadlines read only open stages with a due date.
    index('project_stages_workspace_open_due_idx')
      .on(t.workspaceId, t.dueDate)
      .where(sql`${t.status} in ('todo', 'in-progress') and ${t.dueDate} is not null`),
    index('project_stages_assignee_idx').on(t.assigneeId),
  ],
);
export type ProjectStageRow = typeof projectStages.$inferSelect;

/** The stages a studio gives new projects of one type, replacing the built-in ones (decision 077). */
export const workflowTemplates = pgTable(
  'workflow_templates',
  {
    id: idColumn(),
    workspaceId: studioColumn(),
    projectType: text('project_type').notNull(),
    stages: jsonb('stages').$type<string[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('workflow_templates_workspace_type_idx').on(t.workspaceId, t.projectType)],
);
export type WorkflowTemplateRow = typeof workflowTemplates.$inferSelect;
