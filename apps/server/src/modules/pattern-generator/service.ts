import { createHash } from 'node:crypto';
import {
  DESIGNS,
  FABRIC_WIDTH,
  GARMENT_LABELS,
  LIMITS,
  defaultDesignFor,
  defaultSeamAllowanceMm,
  designInfo,
  type GarmentType,
  type GeneratorCheck,
  type GeneratorDesign,
  type GeneratorInfo,
  type PaperSize,
  type generatePatternBodySchema,
  type generatorCheckBodySchema,
} from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  clients,
  measurements,
  patterns,
  storedFiles,
  type MeasurementRow,
  type StoredDraft,
  type UserRow,
} from '../../db/schema/index.js';
import { requireAccess, requireRecordId } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { AppError, fieldError, missingReference, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { boundStudio } from '../../lib/studio-limits.js';
import { userSettings } from '../../lib/user-settings.js';
import { patternService, type PatternRecord } from '../patterns/service.js';
import {
  designAllowed,
  generateWithinPlanLimit,
  generationUsage,
  lockOwner,
  requireDesign,
  requireStorage,
  studioOwner,
} from '../plans/rules.js';
import { effectivePlan } from '@atelier/shared';
import { requireRoom } from '../plans/record-limits.js';
import { documentBrand } from '../studio/brand.js';
import { bodyFrom, describeMeasurement, mergeValues, missingMeasurementsError } from './body.js';
import { instructionsFor } from './content.js';
import { optionalMeasurements, optionsFor, requiredMeasurements } from './designs.js';
import { draftPattern, type Draft } from './draft.js';
import { fabricLength, sheetFits, sheetLayout } from './layout.js';
import { materialsList, seamAllowanceText } from './materials.js';
import { patternPdf } from './pdf.js';
import { previewPng, sheetSvg } from './render.js';
import { assertWritten } from '../../lib/sql-rows.js';

export type GenerateInput = z.output<typeof generatePatternBodySchema>;
export type CheckInput = z.output<typeof generatorCheckBodySchema>;

const MINUTE = 60_000;
/** Drafting and rendering take real CPU: a person generating needs far fewer (decision 040). */
const GENERATE_LIMIT = { max: 20, windowMs: MINUTE };

/** The measurement record's garment type for a pattern's (a new record is filed under it). */
const RECORD_GARMENT: Record<string, GarmentType> = {
  Dress: 'dress',
  Blouse: 'blouse',
  Skirt: 'skirt',
  Pants: 'pants',
  Jacket: 'jacket',
  Other: 'other',
};

/** The pattern generator (decisions 038 to 040). `now` is the clock (tests move it). */
export function generatorService(ctx: AppContext, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const patternsOf = patternService(ctx);

  /** The client, its record and the design, all checked; the record's values with the user's additions. */
  async function target(actor: Actor, input: CheckInput) {
    await requireAccess(ctx.db, {
      table: clients,
      what: 'Client',
      actor,
      id: input.clientId,
      permission: 'measurements.read',
      field: 'clientId',
    });
    const design: GeneratorDesign = input.design ?? defaultDesignFor(input.garmentType);
    if (!designInfo(design).garmentTypes.includes(input.garmentType)) {
      throw fieldError(
        'design',
        `${designInfo(design).name} does not draft a ${input.garmentType.toLowerCase()}. Choose ${DESIGNS.filter((d) =>
          d.garmentTypes.includes(input.garmentType),
        )
          .map((d) => d.name)
          .join(' or ')}.`,
      );
    }
    let record: MeasurementRow | null = null;
    if (input.measurementId !== null) {
      const id = requireRecordId(input.measurementId, 'Measurement', 'measurementId');
      const [row] = await ctx.db
        .select()
        .from(measurements)
        .where(and(eq(measurements.id, id), eq(measurements.workspaceId, actor.workspaceId), eq(measurements.clientId, input.clientId)))
        .limit(1);
      if (!row) throw missingReference('measurementId', 'Measurement');
      record = row;
    }
    const values = mergeValues(record?.values ?? [], input.extraMeasurements);
    if (values.length > LIMITS.measurementValues)
      throw fieldError('extraMeasurements', `A measurement record holds at most ${LIMITS.measurementValues} values`);
    const required = await requiredMeasurements(design);
    const garment = record?.garmentType ?? RECORD_GARMENT[input.garmentType] ?? 'other';
    const body = bodyFrom(values, required, garment);
    const optional = bodyFrom(values, await optionalMeasurements(design)).values;
    return { design, record, values, required, body, garment, measurementsMm: { ...optional, ...body.values } };
  }

  /** Saves the user's added values to the client's record, in the generation's transaction. */
  async function saveValues(
    tx: Db,
    actor: Actor,
    input: GenerateInput,
    t: Awaited<ReturnType<typeof target>> & { holder: UserRow },
  ): Promise<string | null> {
    if (input.extraMeasurements.length === 0) return t.record?.id ?? null;
    const [client] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, input.clientId));
    const garment = t.garment;
    const detail = GARMENT_LABELS[garment as GarmentType] ?? garment;
    if (t.record) {
      await tx.update(measurements).set({ values: t.values }).where(eq(measurements.id, t.record.id));
      await recordActivity(tx, actor, {
        entityType: 'measurement',
        entityId: t.record.id,
        action: 'updated',
        subject: client?.name ?? '',
        detail,
      });
      return t.record.id;
    }
    // A new record counts against the store's bound like any other (decision 070).
    await requireRoom(tx, { workspaceId: actor.workspaceId, owner: t.holder, store: 'measurements', adding: 1 });
    const [row] = await tx
      .insert(measurements)
      .values({ workspaceId: actor.workspaceId, clientId: input.clientId, garmentType: garment, values: t.values })
      .returning({ id: measurements.id });
    assertWritten(row, 'measurement insert');
    await recordActivity(tx, actor, {
      entityType: 'measurement',
      entityId: row.id,
      action: 'created',
      subject: client?.name ?? '',
      detail,
    });
    return row.id;
  }

  async function drawn(record: PatternRecord): Promise<{ draft: Draft; stored: StoredDraft }> {
    const stored = record.draft;
    if (!stored) throw notFound('Pattern PDF');
    const draft = await draftPattern({
      design: stored.design as GeneratorDesign,
      measurements: stored.measurements,
      options: stored.options,
      seamAllowance: stored.seamAllowance,
    });
    return { draft, stored };
  }

  return {
    async info({ actor }: { actor: Actor }): Promise<GeneratorInfo> {
      requirePermission(actor, 'patterns.read');
      const owner = await studioOwner(ctx.db, actor.workspaceId);
      const at = now();
      const usage = await generationUsage(ctx.db, owner, actor.workspaceId, at);
      const settings = userSettings(actor.user);
      const designs = await Promise.all(
        DESIGNS.map(async (d) => ({
          ...d,
          garmentTypes: [...d.garmentTypes],
          available: designAllowed(owner, d.id, at),
          measurements: (await requiredMeasurements(d.id)).map((name) => describeMeasurement(name)),
        })),
      );
      return {
        designs,
        usage: { used: usage.used, limit: usage.limit, resetsAt: usage.resetsAt.toISOString(), timeZone: usage.timeZone },
        watermarked: effectivePlan(owner, at).id === 'free',
        defaults: {
          unit: settings.measurementUnit,
          seamAllowance: defaultSeamAllowanceMm(settings.measurementUnit),
          fabricWidth: FABRIC_WIDTH.defaultMm,
          // Paper is the studio's (decision 073); the unit stays the member's own.
          paperSize: userSettings(owner).paperSize,
        },
      };
    },

    async check({ actor, input }: { actor: Actor; input: CheckInput }): Promise<GeneratorCheck> {
      requirePermission(actor, 'patterns.read');
      const t = await target(actor, input);
      return {
        design: t.design,
        measurements: t.required.map((name) => ({ ...describeMeasurement(name, t.garment), valueMm: t.body.values[name] ?? null })),
        missing: t.body.missing,
      };
    },

    async generate({ actor, input }: { actor: Actor; input: GenerateInput }): Promise<PatternRecord> {
      requirePermission(actor, 'patterns.write');
      // Added values are written to the client's record.
      if (input.extraMeasurements.length > 0) requirePermission(actor, 'measurements.write');
      const t = await target(actor, input);
      // The plan's answer first: no point asking for measurements of a design the plan refuses.
      requireDesign(await studioOwner(ctx.db, actor.workspaceId), t.design, now());
      if (t.body.missing.length > 0) throw missingMeasurementsError(t.body.missing);
      ctx.limiter.consume(
        `pattern-generate:${actor.user.id}`,
        GENERATE_LIMIT,
        'Too many patterns generated. Please wait a minute and try again.',
      );
      const unit = userSettings(actor.user).measurementUnit;
      const seamAllowance = input.seamAllowance ?? defaultSeamAllowanceMm(unit);
      const options = await optionsFor(t.design, input);
      // The slow part (drafting and rendering) runs before any lock is taken.
      const draft = await draftPattern({ design: t.design, measurements: t.measurementsMm, options, seamAllowance });
      const sheet = sheetLayout(draft.parts);
      if (!sheetFits(sheet)) throw tooLarge();
      const name = input.name || `${input.style} ${input.garmentType}`;
      const png = await previewPng(sheetSvg(sheet, { title: name }), sheet);
      const length = fabricLength(draft.parts, input.fabricWidth);
      const materials = materialsList({
        design: t.design,
        parts: draft.parts,
        fabricType: input.fabricType,
        fabricLength: length,
        fabricWidth: input.fabricWidth,
        unit,
      });
      const { patternId } = await generateWithinPlanLimit(ctx.db, {
        actor,
        design: t.design,
        now: now(),
        create: async (tx, holder) => {
          // The studio is locked (generateWithinPlanLimit): the pattern and a new record count exactly (decision 070).
          await requireRoom(tx, { workspaceId: actor.workspaceId, owner: holder, store: 'patterns', adding: 1 });
          const measurementId = await saveValues(tx, actor, input, { ...t, holder });
          const owner = await lockOwner(tx, actor.workspaceId);
          await requireStorage(tx, owner, { adding: png.length });
          const [file] = await tx
            .insert(storedFiles)
            .values({ ownerId: owner.id, kind: 'pattern', contentType: 'image/png', byteSize: png.length, data: png })
            .returning({ id: storedFiles.id });
          assertWritten(file, 'file insert');
          const stored: StoredDraft = {
            design: t.design,
            measurements: t.measurementsMm,
            options,
            seamAllowance,
            fabricWidth: input.fabricWidth,
            fabricLength: length,
            unit,
            clientId: input.clientId,
            measurementId,
            parts: draft.parts.map((p) => p.title),
          };
          const [row] = await tx
            .insert(patterns)
            .values({
              workspaceId: actor.workspaceId,
              name,
              description: input.description,
              garmentType: input.garmentType,
              style: input.style,
              sizeRange: input.sizeRange,
              fabricType: input.fabricType,
              occasion: input.occasion,
              additionalDetails: input.additionalDetails,
              difficulty: designInfo(t.design).difficulty,
              materials,
              instructions: instructionsFor(t.design, seamAllowanceText(seamAllowance, unit)),
              isAiGenerated: true,
              imageFileId: file.id,
              imageHash: createHash('sha256').update(png).digest('hex'),
              draft: stored,
            })
            .returning({ id: patterns.id });
          assertWritten(row, 'pattern insert');
          await recordActivity(tx, actor, {
            entityType: 'pattern',
            entityId: row.id,
            action: 'created',
            subject: name,
            detail: `Generated (${designInfo(t.design).name})`,
          });
          return { patternId: row.id };
        },
      });
      return patternsOf.get({ actor, id: patternId });
    },

    /** GET /patterns/{id}/pdf: drawn again from the stored draft; marked for a Free owner (decision 053). */
    async pdf({ actor, id, paper }: { actor: Actor; id: string; paper?: PaperSize }): Promise<{ data: Buffer; fileName: string }> {
      const record = await patternsOf.get({ actor, id });
      boundStudio(ctx.limiter, 'patternPdf', actor.workspaceId);
      const { draft, stored } = await drawn(record);
      const own = record.workspaceId === actor.workspaceId;
      const [client] =
        own && stored.clientId && isUuid(stored.clientId)
          ? await ctx.db
              .select({ name: clients.name })
              .from(clients)
              .where(and(eq(clients.id, stored.clientId), eq(clients.workspaceId, actor.workspaceId)))
          : [];
      const details = [
        `${designInfo(stored.design as GeneratorDesign).name} · ${record.garmentType} · ${record.style} · ${record.fabricType}`,
        ...(client ? [`Drafted to the measurements of ${client.name}`] : ['Drafted to a client’s own measurements']),
        `Seam allowance ${seamAllowanceText(stored.seamAllowance, stored.unit)} included · cutting line solid, stitching line dashed`,
      ];
      const data = await patternPdf({
        title: record.name,
        details,
        materials: record.materials,
        sheet: sheetLayout(draft.parts),
        // The studio's paper, not the member's own row (decision 073).
        paper: paper ?? userSettings(await studioOwner(ctx.db, actor.workspaceId)).paperSize,
        watermarked: record.watermarked,
        createdAt: record.createdAt,
        brand: await documentBrand(ctx.db, actor.workspaceId),
      });
      return { data, fileName: `${fileBase(record.name)}.pdf` };
    },

    /** GET /patterns/{id}/svg: all parts at true scale, marked like the PDF for a Free owner. */
    async svg({ actor, id }: { actor: Actor; id: string }): Promise<{ data: string; fileName: string }> {
      const record = await patternsOf.get({ actor, id });
      boundStudio(ctx.limiter, 'patternPdf', actor.workspaceId);
      const { draft } = await drawn(record);
      return {
        data: sheetSvg(sheetLayout(draft.parts), { title: record.name, watermarked: record.watermarked }),
        fileName: `${fileBase(record.name)}.svg`,
      };
    },
  };
}

const fileBase = (name: string) => name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'pattern';

const tooLarge = () =>
  new AppError(
    'PATTERN_DRAFT_FAILED',
    'These measurements draft pieces far larger than any garment. Check the client’s measurements (units and values) and try again.',
  );
