import { builtInWorkflow, PROJECT_TYPES, type ProjectType, type Workflow } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { workflowTemplates } from '../../db/schema/index.js';
import { type Actor } from '../../lib/actor.js';

/*
 * The studio's workflow per project type (decision 077): the stages each new project of the type
 * starts with. A studio that wrote none has the built-in ones; an empty list is a workflow too
 * (new projects of the type get no stages).
 */

const isProjectType = (type: string): type is ProjectType => (PROJECT_TYPES as readonly string[]).includes(type);

/** The stages a new project of the type gets in the studio: its own list, else the built-in one. */
export async function workflowOf(db: Db, workspaceId: string, type: string): Promise<readonly string[]> {
  const [row] = await db
    .select({ stages: workflowTemplates.stages })
    .from(workflowTemplates)
    .where(and(eq(workflowTemplates.workspaceId, workspaceId), eq(workflowTemplates.projectType, type)))
    .limit(1);
  if (row) return row.stages;
  return isProjectType(type) ? builtInWorkflow(type) : [];
}

/**
 * The board's columns: every workflow's stage names in the order they first appear, a name
 * written twice in other cases counted once (the first spelling kept).
 */
export function boardColumns(workflows: readonly Workflow[]): string[] {
  const seen = new Set<string>();
  const columns: string[] = [];
  for (const name of workflows.flatMap((w) => w.stages)) {
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    columns.push(name);
  }
  return columns;
}

/** The workflow calls: read on every plan (decision 043 keeps reads), written on a plan with timeline management. */
export function workflowService(ctx: AppContext) {
  async function one(workspaceId: string, projectType: ProjectType): Promise<Workflow> {
    const [row] = await ctx.db
      .select({ stages: workflowTemplates.stages })
      .from(workflowTemplates)
      .where(and(eq(workflowTemplates.workspaceId, workspaceId), eq(workflowTemplates.projectType, projectType)))
      .limit(1);
    return row
      ? { projectType, stages: row.stages, custom: true }
      : { projectType, stages: [...builtInWorkflow(projectType)], custom: false };
  }

  return {
    /** Every project type's workflow, in PROJECT_TYPES order, and the board's columns. */
    async list({ actor }: { actor: Actor }): Promise<{ workflows: Workflow[]; boardColumns: string[] }> {
      const rows = await ctx.db
        .select({ projectType: workflowTemplates.projectType, stages: workflowTemplates.stages })
        .from(workflowTemplates)
        .where(eq(workflowTemplates.workspaceId, actor.workspaceId));
      const own = new Map(rows.map((r) => [r.projectType, r.stages]));
      const workflows = PROJECT_TYPES.map((projectType): Workflow => {
        const stages = own.get(projectType);
        return stages ? { projectType, stages, custom: true } : { projectType, stages: [...builtInWorkflow(projectType)], custom: false };
      });
      return { workflows, boardColumns: boardColumns(workflows) };
    },

    /** Saves the studio's stages for the type; existing projects keep theirs. */
    async update({ actor, projectType, stages }: { actor: Actor; projectType: ProjectType; stages: string[] }): Promise<Workflow> {
      await ctx.db
        .insert(workflowTemplates)
        .values({ workspaceId: actor.workspaceId, projectType, stages })
        .onConflictDoUpdate({
          target: [workflowTemplates.workspaceId, workflowTemplates.projectType],
          set: { stages, updatedAt: new Date() },
        });
      return one(actor.workspaceId, projectType);
    },

    /** Back to the built-in stages of the type. */
    async reset({ actor, projectType }: { actor: Actor; projectType: ProjectType }): Promise<Workflow> {
      await ctx.db
        .delete(workflowTemplates)
        .where(and(eq(workflowTemplates.workspaceId, actor.workspaceId), eq(workflowTemplates.projectType, projectType)));
      return one(actor.workspaceId, projectType);
    },
  };
}

/** The studio's own workflows, for the data export (the built-in ones are the product's, not its data). */
export async function studioWorkflows(db: Db, workspaceId: string): Promise<{ projectType: string; stages: string[] }[]> {
  return db
    .select({ projectType: workflowTemplates.projectType, stages: workflowTemplates.stages })
    .from(workflowTemplates)
    .where(eq(workflowTemplates.workspaceId, workspaceId))
    .orderBy(workflowTemplates.projectType);
}
