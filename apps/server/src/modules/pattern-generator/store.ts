import { createHash } from 'node:crypto';
import {
  designInfo,
  type GeneratorDesign,
  type PatternFabricType,
  type PatternFit,
  type PatternGarmentType,
  type PatternSizeRange,
  type PatternStyle,
} from '@atelier/shared';
import { and, eq, max, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { patterns, storedFiles, type StoredDraft, type UserRow } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import { studioLanguageOf } from '../../lib/client-language.js';
import type { Actor } from '../../lib/actor.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { requireRoom } from '../plans/record-limits.js';
import { generateWithinPlanLimit, lockOwner, requireStorage } from '../plans/rules.js';
import { instructionsFor } from './content.js';
import type { DraftValues } from './fit.js';
import { materialsList, seamAllowanceText } from './materials.js';
import type { PatternPreview, PatternPreviewJob } from './pattern-job.js';

/** The pattern's own fields, as the generator form sends them. */
export type PatternFields = {
  name: string;
  description: string | null;
  garmentType: PatternGarmentType;
  style: PatternStyle;
  sizeRange: PatternSizeRange;
  fabricType: PatternFabricType;
  occasion: string | null;
  additionalDetails: string | null;
};

export type DraftSpec = {
  design: GeneratorDesign;
  /** The values before the fit profile, and after it with what was applied. */
  base: DraftValues;
  fitted: DraftValues & { fit: PatternFit };
  seamAllowance: number;
  fabricWidth: number;
  unit: 'inches' | 'cm';
  clientId: string;
  fields: PatternFields;
  /** A re-draft: the first version's id, the version it comes from and the fitting named. */
  lineage?: { rootId: string; previousId: string; fittingId: string | null };
  /** Runs first in the transaction (the studio locked); answers the measurement record the pattern names. */
  record: (tx: Db, holder: UserRow) => Promise<string | null>;
};

/** The next version number of a pattern's lineage, read under the studio's lock. */
async function nextVersion(tx: Db, workspaceId: string, rootId: string): Promise<number> {
  const [row] = await tx
    .select({ top: max(patterns.version) })
    .from(patterns)
    .where(and(eq(patterns.workspaceId, workspaceId), or(eq(patterns.id, rootId), eq(patterns.lineageId, rootId))));
  return (row?.top ?? 0) + 1;
}

/**
 * Drafts, renders and stores a generated pattern (decisions 038 to 040, 087): the slow part (drafting
 * and rendering) before any lock; then, in the plan's transaction, the pattern, its preview, the
 * generation counted and the activity entry. Answers the new pattern's id.
 */
export async function draftAndStore(ctx: AppContext, actor: Actor, spec: DraftSpec, now: Date): Promise<string> {
  // Drafted and rendered in the worker pool under the studio's bound (decision 097).
  const job: PatternPreviewJob = {
    draft: { design: spec.design, ...spec.fitted, seamAllowance: spec.seamAllowance },
    title: spec.fields.name,
    fabricWidthMm: spec.fabricWidth,
    language: await studioLanguageOf(ctx.db, actor.workspaceId),
  };
  const made = await ctx.heavy.run<PatternPreview>(actor.workspaceId, 'patternPreview', job);
  const { draft } = made;
  const png = Buffer.from(made.png.buffer, made.png.byteOffset, made.png.byteLength);
  // The pattern's one yardage: its cutting layout's length on its fabric's width (decision 187).
  const length = made.fabricLengthMm;
  const materials = materialsList({
    design: spec.design,
    parts: draft.parts,
    fabricType: spec.fields.fabricType,
    fabricLength: length,
    fabricWidth: spec.fabricWidth,
    unit: spec.unit,
  });
  const { patternId } = await generateWithinPlanLimit(ctx.db, {
    actor,
    design: spec.design,
    now,
    create: async (tx, holder) => {
      // The studio is locked (generateWithinPlanLimit): the pattern and a new record count exactly (decision 070).
      await requireRoom(tx, { workspaceId: actor.workspaceId, owner: holder, store: 'patterns', adding: 1 });
      const measurementId = await spec.record(tx, holder);
      const owner = await lockOwner(tx, actor.workspaceId);
      await requireStorage(tx, owner, { adding: png.length });
      const [file] = await tx
        .insert(storedFiles)
        .values({ ownerId: owner.id, kind: 'pattern', contentType: 'image/png', byteSize: png.length, data: png })
        .returning({ id: storedFiles.id });
      assertWritten(file, 'file insert');
      const stored: StoredDraft = {
        design: spec.design,
        measurements: spec.fitted.measurements,
        options: spec.fitted.options,
        seamAllowance: spec.seamAllowance,
        fabricWidth: spec.fabricWidth,
        fabricLength: length,
        unit: spec.unit,
        clientId: spec.clientId,
        measurementId,
        parts: draft.parts.map((p) => p.title),
        base: spec.base,
        fit: spec.fitted.fit,
      };
      const version = spec.lineage ? await nextVersion(tx, actor.workspaceId, spec.lineage.rootId) : 1;
      const [row] = await tx
        .insert(patterns)
        .values({
          workspaceId: actor.workspaceId,
          ...spec.fields,
          difficulty: designInfo(spec.design).difficulty,
          materials,
          instructions: instructionsFor(spec.design, seamAllowanceText(spec.seamAllowance, spec.unit)),
          isAiGenerated: true,
          imageFileId: file.id,
          imageHash: createHash('sha256').update(png).digest('hex'),
          draft: stored,
          lineageId: spec.lineage?.rootId ?? null,
          version,
          previousId: spec.lineage?.previousId ?? null,
          fittingId: spec.lineage?.fittingId ?? null,
        })
        .returning({ id: patterns.id });
      assertWritten(row, 'pattern insert');
      const designName = designInfo(spec.design).name;
      await recordActivity(tx, actor, {
        entityType: 'pattern',
        entityId: row.id,
        action: 'created',
        subject: spec.fields.name,
        detail: spec.lineage ? `Re-drafted (${designName}), version ${version}` : `Generated (${designName})`,
      });
      return { patternId: row.id };
    },
  });
  return patternId;
}
