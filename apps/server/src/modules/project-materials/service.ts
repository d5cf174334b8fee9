import {
  PROJECT_MATERIAL_LIMITS,
  type addProjectMaterialBodySchema,
  type Language,
  type projectMaterialMoveBodySchema,
  type updateProjectMaterialBodySchema,
} from '@atelier/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  clients,
  materials,
  projectMaterials,
  projects,
  workspaces,
  type MaterialRow,
  type ProjectMaterialRow,
} from '../../db/schema/index.js';
import { clientLanguageSql } from '../../lib/client-language.js';
import { requireAccess, requireRecordId } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { ledgerService, projectShare, projectShares, releaseReserved, type ProjectShare } from '../materials/ledger.js';
import { requireEditable } from '../plans/record-limits.js';

export type AddLineInput = z.output<typeof addProjectMaterialBodySchema>;
export type UpdateLineInput = z.output<typeof updateProjectMaterialBodySchema>;
export type MoveLineInput = z.output<typeof projectMaterialMoveBodySchema>;

/** A line with its material and what the ledger holds of it for the project. */
export type BillLine = ProjectMaterialRow & { material: MaterialRow; share: ProjectShare };
/** The bill as the service reads it; the presenter prices it for the roles that see prices. */
/** `language`: the project's client's, which the invoice the lines go on is written in (decision 128). */
export type BillRows = { projectName: string; markupBp: number; language: Language; lines: BillLine[] };

const NO_SHARE: ProjectShare = { reserved: 0, cut: 0, returned: 0 };

/** One line of the project, of the actor's studio; 404 otherwise. */
async function readLine(db: Db, actor: Actor, projectId: string, lineId: string): Promise<ProjectMaterialRow> {
  requireRecordId(lineId, 'Material line');
  const [line] = await db
    .select()
    .from(projectMaterials)
    .where(
      and(eq(projectMaterials.id, lineId), eq(projectMaterials.projectId, projectId), eq(projectMaterials.workspaceId, actor.workspaceId)),
    )
    .limit(1);
  if (!line) throw notFound(said('projectMaterials.lineNotFound'));
  return line;
}

/** Needed, less what is reserved and what was cut and kept: what a reservation of the line takes by default. */
export const toReserve = (quantity: number, share: ProjectShare) => Math.max(quantity - share.reserved - (share.cut - share.returned), 0);

/**
 * A project's bill of materials (decision 144). Reading needs the project and the stock; writing
 * lines is the project's (projects.write); reserving and cutting are the stock's (materials.reserve),
 * done by the ledger itself (decision 142), so a line never holds a copy of a quantity moved.
 */
export function projectMaterialService(ctx: AppContext) {
  const ledger = ledgerService(ctx);

  async function bill(actor: Actor, projectId: string): Promise<BillRows> {
    const [head] = await ctx.db
      .select({ projectName: projects.name, markupBp: workspaces.materialsMarkupBp, language: clientLanguageSql })
      .from(projects)
      .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
      .leftJoin(clients, eq(clients.id, projects.clientId))
      .where(and(eq(projects.id, projectId), eq(projects.workspaceId, actor.workspaceId)));
    if (!head) throw notFound(said('projects.notFound'));
    const [rows, shares] = await Promise.all([
      ctx.db
        .select({ line: projectMaterials, material: materials })
        .from(projectMaterials)
        .innerJoin(materials, eq(materials.id, projectMaterials.materialId))
        .where(and(eq(projectMaterials.projectId, projectId), eq(projectMaterials.workspaceId, actor.workspaceId)))
        .orderBy(asc(projectMaterials.createdAt), asc(projectMaterials.id)),
      projectShares(ctx.db, projectId),
    ]);
    const lines = rows.map(({ line, material }) => ({ ...line, material, share: shares.get(material.id) ?? NO_SHARE }));
    return { ...head, lines };
  }

  /** A change of the lines, with the project row held so lines are counted and matched one change at a time. */
  async function changeLines<T>(actor: Actor, projectId: string, change: (tx: Db, projectName: string) => Promise<T>): Promise<T> {
    return ctx.db.transaction(async (tx) => {
      const [project] = await tx
        .select({ name: projects.name })
        .from(projects)
        .where(and(eq(projects.id, projectId), eq(projects.workspaceId, actor.workspaceId)))
        .for('no key update');
      if (!project) throw notFound(said('projects.notFound'));
      const done = await change(tx, project.name);
      await recordActivity(tx, actor, { entityType: 'project', entityId: projectId, action: 'updated', subject: project.name });
      return done;
    });
  }

  return {
    async read({ actor, projectId }: { actor: Actor; projectId: string }): Promise<BillRows> {
      // The route checked materials.read, the project and the plan (decision 193); the bill also shows the project.
      requirePermission(actor, 'projects.read');
      return bill(actor, projectId);
    },

    async add({ actor, projectId, input }: { actor: Actor; projectId: string; input: AddLineInput }): Promise<BillRows> {
      requirePermission(actor, 'materials.read');
      await requireEditable(ctx.db, { actor, resource: 'projects', id: projectId });
      await changeLines(actor, projectId, async (tx) => {
        await requireAccess(tx, {
          table: materials,
          what: 'Material',
          actor,
          id: input.materialId,
          permission: 'materials.read',
          field: 'materialId',
        });
        const lines = await tx
          .select({ materialId: projectMaterials.materialId, name: materials.name })
          .from(projectMaterials)
          .innerJoin(materials, eq(materials.id, projectMaterials.materialId))
          .where(eq(projectMaterials.projectId, projectId));
        const same = lines.find((l) => l.materialId === input.materialId);
        if (same) throw fieldError('materialId', said('projectMaterials.alreadyListed', { material: same.name }));
        if (lines.length >= PROJECT_MATERIAL_LIMITS.linesMax)
          throw fieldError('materialId', said('projectMaterials.tooMany', { max: PROJECT_MATERIAL_LIMITS.linesMax }));
        const [line] = await tx
          .insert(projectMaterials)
          .values({
            workspaceId: actor.workspaceId,
            projectId,
            materialId: input.materialId,
            quantity: input.quantity,
            source: input.source,
            layoutId: input.layoutId ?? null,
          })
          .returning({ id: projectMaterials.id });
        assertWritten(line, 'project material insert');
      });
      return bill(actor, projectId);
    },

    async update({ actor, projectId, lineId, input }: { actor: Actor; projectId: string; lineId: string; input: UpdateLineInput }) {
      requirePermission(actor, 'materials.read');
      await requireEditable(ctx.db, { actor, resource: 'projects', id: projectId });
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      await changeLines(actor, projectId, async (tx) => {
        await readLine(tx, actor, projectId, lineId);
        if (Object.keys(changes).length > 0) await tx.update(projectMaterials).set(changes).where(eq(projectMaterials.id, lineId));
      });
      return bill(actor, projectId);
    },

    /** Removes the line; what it had set aside goes back in the same transaction, what was cut stays cut. */
    async remove({ actor, projectId, lineId }: { actor: Actor; projectId: string; lineId: string }): Promise<BillRows> {
      requirePermission(actor, 'materials.read');
      await changeLines(actor, projectId, async (tx, projectName) => {
        const line = await readLine(tx, actor, projectId, lineId);
        await releaseReserved(tx, actor, { materialId: line.materialId, projectId, reason: `Removed from project “${projectName}”` });
        await tx.delete(projectMaterials).where(eq(projectMaterials.id, lineId));
      });
      return bill(actor, projectId);
    },

    /** Sets aside the quantity asked, or what the line still needs; the ledger refuses what is not there (409). */
    async reserve({ actor, projectId, lineId, input }: { actor: Actor; projectId: string; lineId: string; input: MoveLineInput }) {
      requirePermission(actor, 'projects.read');
      const line = await readLine(ctx.db, actor, projectId, lineId);
      const quantity = input.quantity ?? toReserve(line.quantity, await projectShare(ctx.db, line.materialId, projectId));
      if (quantity <= 0) throw fieldError('quantity', said('projectMaterials.allReserved'));
      await ledger.move({ actor, id: line.materialId, input: { kind: 'reserved', quantity, projectId, reason: input.reason } });
      return bill(actor, projectId);
    },

    /** Cuts the quantity asked, or what is reserved for the project: the reservation first, then what is free (decision 142). */
    async cut({ actor, projectId, lineId, input }: { actor: Actor; projectId: string; lineId: string; input: MoveLineInput }) {
      requirePermission(actor, 'projects.read');
      const line = await readLine(ctx.db, actor, projectId, lineId);
      const quantity = input.quantity ?? (await projectShare(ctx.db, line.materialId, projectId)).reserved;
      if (quantity <= 0) throw fieldError('quantity', said('projectMaterials.nothingReserved'));
      await ledger.move({ actor, id: line.materialId, input: { kind: 'cut', quantity, projectId, reason: input.reason } });
      return bill(actor, projectId);
    },
  };
}
