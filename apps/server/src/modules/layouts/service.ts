import type { CreateLayoutBody, GeneratorDesign, layoutListQuerySchema } from '@atelier/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { patternLayouts, patterns, type PatternLayoutRow, type PatternRow } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { studioLanguageOf } from '../../lib/client-language.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, fieldError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { isUuid } from '../../lib/ids.js';
import { positionText, readList, type ListRead } from '../../lib/pages.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { MATERIAL, readMaterial } from '../materials/service.js';
import { createWithinLimits } from '../plans/record-limits.js';
import { requireFeature } from '../plans/rules.js';
import type { LayoutJob, LayoutJobResult } from './layout-job.js';

export type LayoutListQuery = z.output<typeof layoutListQuerySchema>;

/** The fabric a layout is laid on: a material of the studio's stock, or one described by the body. */
type Fabric = { materialId: string | null; materialName: string | null; widthMm: number; directional: boolean; repeatMm: number | null };

/** The studio's generated pattern (decision 143): another studio's, even a public one, is 404. */
async function generatedPattern(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<PatternRow & { draft: NonNullable<PatternRow['draft']> }> {
  await requireAccess(ctx.db, { table: patterns, what: 'Pattern', actor, id, permission: 'patterns.read' });
  const [row] = await ctx.db.select().from(patterns).where(eq(patterns.id, id));
  if (!row) throw notFound(said('layouts.patternNotFound'));
  if (!row.draft) throw new AppError('VALIDATION_ERROR', said('layouts.notDrafted'));
  return { ...row, draft: row.draft };
}

async function fabricOf(ctx: AppContext, actor: Actor, body: CreateLayoutBody): Promise<Fabric> {
  if (body.materialId === undefined)
    return {
      materialId: null,
      materialName: null,
      widthMm: body.widthMm!,
      directional: body.directional ?? false,
      repeatMm: body.repeatMm ?? null,
    };
  await requireAccess(ctx.db, { ...MATERIAL, actor, id: body.materialId, permission: 'materials.read', field: 'materialId' });
  const material = await readMaterial(ctx.db, actor, body.materialId);
  if (material.kind !== 'fabric' || material.widthMm === null)
    throw fieldError('materialId', said('layouts.notAFabric', { material: material.name }));
  return {
    materialId: material.id,
    materialName: material.name,
    widthMm: material.widthMm,
    directional: material.directional,
    repeatMm: material.repeatMm,
  };
}

/** A pattern's cutting layouts (decision 143): computed in the worker pool, kept with their drawing. */
export function layoutService(ctx: AppContext) {
  return {
    async create({ actor, patternId, body }: { actor: Actor; patternId: string; body: CreateLayoutBody }): Promise<PatternLayoutRow> {
      const pattern = await generatedPattern(ctx, actor, patternId);
      await requireFeature(ctx.db, actor, 'materials');
      const fabric = await fabricOf(ctx, actor, body);
      // After the access checks, before the CPU is spent (decision 054); the pool bounds it again (decision 097).
      await boundStudio(ctx.limiter, 'patternLayout', actor.workspaceId);
      const seed = body.seed ?? 1;
      const job: LayoutJob = {
        draft: {
          design: pattern.draft.design as GeneratorDesign,
          measurements: pattern.draft.measurements,
          options: pattern.draft.options,
          seamAllowance: pattern.draft.seamAllowance,
        },
        title: `Cutting layout of ${pattern.name} on ${fabric.widthMm / 10} cm`,
        fabricWidthMm: fabric.widthMm,
        directional: fabric.directional,
        repeatMm: fabric.repeatMm,
        seed,
        widthField: fabric.materialId ? 'materialId' : 'widthMm',
        language: await studioLanguageOf(ctx.db, actor.workspaceId),
      };
      const { layout, svg } = await ctx.heavy.run<LayoutJobResult>(actor.workspaceId, 'layout', job);
      return createWithinLimits(ctx.db, {
        actor,
        store: 'patternLayouts',
        create: async (tx) => {
          const [row] = await tx
            .insert(patternLayouts)
            .values({
              workspaceId: actor.workspaceId,
              patternId,
              ...fabric,
              seed,
              lengthMm: Math.ceil(layout.lengthMm),
              baselineLengthMm: Math.ceil(layout.baselineLengthMm),
              efficiency: layout.efficiency,
              placements: layout.placements.map(({ polygon: _drawn, ...placement }) => placement),
              svg,
              drawing: { outlines: layout.placements.map((p) => p.polygon), folds: layout.folds },
              userId: actor.user.id,
            })
            .returning();
          return row!;
        },
      });
    },

    async list({
      actor,
      patternId,
      query,
    }: {
      actor: Actor;
      patternId: string;
      query: LayoutListQuery;
    }): Promise<ListRead<PatternLayoutRow>> {
      await requireAccess(ctx.db, { table: patterns, what: 'Pattern', actor, id: patternId, permission: 'patterns.read' });
      const { limit, cursor } = query;
      return readList({
        key: ctx.pageKey,
        scope: { list: 'layouts', workspaceId: actor.workspaceId, filters: { patternId } },
        page: { limit, cursor },
        order: { at: patternLayouts.createdAt, id: patternLayouts.id },
        read: async (after, take) => {
          const rows = await ctx.db
            .select({ layout: patternLayouts, at: positionText(patternLayouts.createdAt) })
            .from(patternLayouts)
            .where(and(eq(patternLayouts.workspaceId, actor.workspaceId), eq(patternLayouts.patternId, patternId), after))
            .orderBy(desc(patternLayouts.createdAt), desc(patternLayouts.id))
            .limit(take);
          return rows.map((r) => ({ row: r.layout, at: r.at, id: r.layout.id }));
        },
      });
    },

    async get({ actor, patternId, id }: { actor: Actor; patternId: string; id: string }): Promise<PatternLayoutRow> {
      await requireAccess(ctx.db, { table: patterns, what: 'Pattern', actor, id: patternId, permission: 'patterns.read' });
      if (!isUuid(id)) throw notFound(said('layouts.notFound'));
      const [row] = await ctx.db
        .select()
        .from(patternLayouts)
        .where(and(eq(patternLayouts.id, id), eq(patternLayouts.patternId, patternId), eq(patternLayouts.workspaceId, actor.workspaceId)));
      if (!row) throw notFound(said('layouts.notFound'));
      return row;
    },
  };
}
