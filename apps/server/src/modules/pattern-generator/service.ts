import {
  DESIGNS,
  FABRIC_WIDTH,
  GARMENT_LABELS,
  LIMITS,
  defaultSeamAllowanceMm,
  designInfo,
  designLabel,
  designsFor,
  type GarmentType,
  type GeneratorCheck,
  type GeneratorDesign,
  type GeneratorInfo,
  type PatternGarmentType,
  type generatePatternBodySchema,
  type generatorCheckBodySchema,
} from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clients, measurements, type MeasurementRow, type UserRow } from '../../db/schema/index.js';
import { requireAccess, requireRecordId } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { fieldError, missingReference } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { userSettings } from '../../lib/user-settings.js';
import { patternService, type PatternRecord } from '../patterns/service.js';
import { designAllowed, generationUsage, requireDesign, studioOwner } from '../plans/rules.js';
import { effectivePlan } from '@atelier/shared';
import { requireRoom } from '../plans/record-limits.js';
import { bodyFrom, describeMeasurement, mergeValues, missingMeasurementsError } from '../drafting/body.js';
import { optionalMeasurements, optionsFor, requiredMeasurements } from '../../lib/freesewing-designs.js';
import { fitFor } from './fit-for.js';
import { draftAndStore } from './store.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { recordRevisions } from '../measurements/revisions.js';

export type GenerateInput = z.output<typeof generatePatternBodySchema>;
export type CheckInput = z.output<typeof generatorCheckBodySchema>;

const MINUTE = 60_000;
/** The check has no style or fabric: its fit preview reads the options of a plain cotton draft. */
const CHECK_CHOICES = { style: 'Modern', fabricType: 'Cotton', sizeRange: 'Custom' } as const;
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

/**
 * The design that drafts the garment: the one asked for, else the garment type's default; refused
 * when it does not draft that garment, or when none does (a Dress: decision 132).
 */
function offeredDesign(garmentType: PatternGarmentType, asked: GeneratorDesign | undefined): GeneratorDesign {
  const offered = designsFor(garmentType);
  const garment = garmentType.toLowerCase();
  // The dress sentence names Bella's and Penelope's labels in its own words, in each language.
  if (offered.length === 0)
    throw fieldError(
      'design',
      garmentType === 'Dress' ? said('pattern-generator.noDressDesign') : said('pattern-generator.noDesign', { garment }),
    );
  const design = asked ?? offered[0]!.id;
  if (!offered.some((d) => d.id === design))
    throw fieldError(
      'design',
      said('pattern-generator.wrongGarment', {
        design: designLabel(designInfo(design)),
        garment,
        choices: offered.map(designLabel).join(' or '),
      }),
    );
  return design;
}

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
    const design = offeredDesign(input.garmentType, input.design);
    let record: MeasurementRow | null = null;
    if (input.measurementId !== null) {
      const id = requireRecordId(input.measurementId, 'Measurement', 'measurementId');
      const [row] = await ctx.db
        .select()
        .from(measurements)
        .where(and(eq(measurements.id, id), eq(measurements.workspaceId, actor.workspaceId), eq(measurements.clientId, input.clientId)))
        .limit(1);
      if (!row) throw missingReference('measurementId', said('pattern-generator.measurementNotFound'));
      record = row;
    }
    const values = mergeValues(record?.values ?? [], input.extraMeasurements);
    if (values.length > LIMITS.measurementValues)
      throw fieldError('extraMeasurements', said('pattern-generator.tooManyValues', { max: LIMITS.measurementValues }));
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
      // A value the generator's form wrote over is an edit of the record like any other (decision 130).
      await recordRevisions(tx, actor, t.record, { before: t.record.values, after: t.values });
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
          label: designLabel(d),
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
      const base = { measurements: t.measurementsMm, options: await optionsFor(t.design, { ...input, ...CHECK_CHOICES }) };
      const { fit } = await fitFor(ctx.db, { workspaceId: actor.workspaceId, clientId: input.clientId, design: t.design, base });
      return {
        design: t.design,
        fit,
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
      await ctx.limiter.consume(
        `pattern-generate:${actor.user.id}`,
        GENERATE_LIMIT,
        'Too many patterns generated. Please wait a minute and try again.',
      );
      const unit = userSettings(actor.user).measurementUnit;
      const base = { measurements: t.measurementsMm, options: await optionsFor(t.design, input) };
      const patternId = await draftAndStore(
        ctx,
        actor,
        {
          design: t.design,
          base,
          fitted: await fitFor(ctx.db, { workspaceId: actor.workspaceId, clientId: input.clientId, design: t.design, base }),
          seamAllowance: input.seamAllowance ?? defaultSeamAllowanceMm(unit),
          fabricWidth: input.fabricWidth,
          unit,
          clientId: input.clientId,
          fields: {
            // Named by what the design drafts, not the garment type alone ('Formal pencil skirt', decision 132).
            name: input.name || `${input.style} ${designInfo(t.design).drafts.toLowerCase()}`,
            description: input.description,
            garmentType: input.garmentType,
            style: input.style,
            sizeRange: input.sizeRange,
            fabricType: input.fabricType,
            occasion: input.occasion,
            additionalDetails: input.additionalDetails,
          },
          record: (tx, holder) => saveValues(tx, actor, input, { ...t, holder }),
        },
        now(),
      );
      return patternsOf.get({ actor, id: patternId });
    },
  };
}
