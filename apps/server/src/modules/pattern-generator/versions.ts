import type {
  GeneratorDesign,
  PatternFabricType,
  PatternGarmentType,
  PatternSizeRange,
  PatternStyle,
  PatternVersion,
} from '@atelier/shared';
import { and, desc, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { clients, fittings, patterns, projects } from '../../db/schema/index.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { fieldError, missingReference, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { isUuid } from '../../lib/ids.js';
import { patternService, type PatternRecord } from '../patterns/service.js';
import { requireDesign, studioOwner } from '../plans/rules.js';
import { fitFor } from './fit-for.js';
import { draftAndStore } from './store.js';

const MINUTE = 60_000;
/** A re-draft drafts and renders like a generation, and shares its bound (decision 040). */
const GENERATE_LIMIT = { max: 20, windowMs: MINUTE };

/** Versions of a generated pattern (decision 087): re-drafting with the fit profile, and the list. */
export function patternVersionService(ctx: AppContext, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const patternsOf = patternService(ctx);

  /** A generated pattern of the reader's own studio; a library pattern of another studio is 404 here. */
  async function ownDraft(actor: Actor, id: string): Promise<PatternRecord & { draft: NonNullable<PatternRecord['draft']> }> {
    const record = await patternsOf.get({ actor, id });
    if (record.workspaceId !== actor.workspaceId || !record.draft) throw notFound(said('pattern-generator.notFound'));
    return record as PatternRecord & { draft: NonNullable<PatternRecord['draft']> };
  }

  /** The fitting named, of the pattern's client in this studio (404 on fittingId otherwise). */
  async function fittingOf(actor: Actor, fittingId: string | null, clientId: string): Promise<string | null> {
    if (fittingId === null) return null;
    if (!isUuid(fittingId)) throw missingReference('fittingId', said('pattern-generator.fittingNotFound'));
    const [row] = await ctx.db
      .select({ id: fittings.id })
      .from(fittings)
      .innerJoin(projects, eq(projects.id, fittings.projectId))
      .where(and(eq(fittings.id, fittingId), eq(fittings.workspaceId, actor.workspaceId), eq(projects.clientId, clientId)));
    if (!row) throw missingReference('fittingId', said('pattern-generator.fittingNotFound'));
    return row.id;
  }

  return {
    /** POST /patterns/{id}/redraft: the first base values plus the fit profile as it is now. */
    async redraft({ actor, id, fittingId }: { actor: Actor; id: string; fittingId: string | null }): Promise<PatternRecord> {
      requirePermission(actor, 'patterns.write');
      requirePermission(actor, 'measurements.read');
      const record = await ownDraft(actor, id);
      const stored = record.draft;
      const design = stored.design as GeneratorDesign;
      const clientId = stored.clientId && isUuid(stored.clientId) ? stored.clientId : null;
      const [client] = clientId
        ? await ctx.db
            .select({ id: clients.id })
            .from(clients)
            .where(and(eq(clients.id, clientId), eq(clients.workspaceId, actor.workspaceId)))
        : [];
      if (!client) throw fieldError('clientId', said('pattern-generator.clientGone'));
      const fitting = await fittingOf(actor, fittingId, client.id);
      requireDesign(await studioOwner(ctx.db, actor.workspaceId), design, now());
      await ctx.limiter.consume(
        `pattern-generate:${actor.user.id}`,
        GENERATE_LIMIT,
        'Too many patterns generated. Please wait a minute and try again.',
      );
      // The first draft's values, so two versions differ by the corrections alone.
      const base = stored.base ?? { measurements: stored.measurements, options: stored.options };
      const patternId = await draftAndStore(
        ctx,
        actor,
        {
          design,
          base,
          fitted: await fitFor(ctx.db, { workspaceId: actor.workspaceId, clientId: client.id, design, base }),
          seamAllowance: stored.seamAllowance,
          fabricWidth: stored.fabricWidth,
          unit: stored.unit,
          clientId: client.id,
          fields: {
            name: record.name,
            description: record.description,
            garmentType: record.garmentType as PatternGarmentType,
            style: record.style as PatternStyle,
            sizeRange: record.sizeRange as PatternSizeRange,
            fabricType: record.fabricType as PatternFabricType,
            occasion: record.occasion,
            additionalDetails: record.additionalDetails,
          },
          lineage: { rootId: record.lineageId ?? record.id, previousId: record.id, fittingId: fitting },
          record: async () => stored.measurementId,
        },
        now(),
      );
      return patternsOf.get({ actor, id: patternId });
    },

    /** GET /patterns/{id}/versions: every version in the studio, newest first. */
    async versions({ actor, id }: { actor: Actor; id: string }): Promise<PatternVersion[]> {
      requirePermission(actor, 'patterns.read');
      const record = await ownDraft(actor, id);
      const root = record.lineageId ?? record.id;
      const rows = await ctx.db
        .select({
          id: patterns.id,
          name: patterns.name,
          version: patterns.version,
          fittingId: patterns.fittingId,
          fittedOn: fittings.fittedOn,
          draft: patterns.draft,
          createdAt: patterns.createdAt,
        })
        .from(patterns)
        .leftJoin(fittings, eq(fittings.id, patterns.fittingId))
        .where(and(eq(patterns.workspaceId, actor.workspaceId), or(eq(patterns.id, root), eq(patterns.lineageId, root))))
        .orderBy(desc(patterns.version), desc(patterns.createdAt));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        version: r.version,
        fittingId: r.fittingId,
        fittedOn: r.fittedOn?.toISOString() ?? null,
        changes: r.draft?.fit?.inputs.length ?? 0,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}
