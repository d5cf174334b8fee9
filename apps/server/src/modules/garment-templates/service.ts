import {
  GARMENT_TEMPLATE_LIMITS,
  GARMENT_TEMPLATES,
  type createGarmentTemplateBodySchema,
  type updateGarmentTemplateBodySchema,
} from '@atelier/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { garmentTemplates, type GarmentTemplateRow, type StoredTemplateMeasurement } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import type { Actor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { lockStudio, requireIncluded } from '../plans/rules.js';

export type CreateTemplateInput = z.output<typeof createGarmentTemplateBodySchema>;
export type UpdateTemplateInput = z.output<typeof updateGarmentTemplateBodySchema>;

const TEMPLATE = { table: garmentTemplates, what: 'Garment template' } as const;

const nameTaken = (name: string) => fieldError('name', said('garmentTemplates.nameTaken', { name }), 'TEMPLATE_NAME_TAKEN');

/** The unique index on lower(name) refused the write: two garments of one name, whatever the case (decision 078). */
function writeFailed(name: string) {
  return (err: unknown): never => {
    if (isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  };
}

/** A built-in list as a template's rows: names only, so the form keeps the studio's usual unit. */
const builtInRows = (copyOf: keyof typeof GARMENT_TEMPLATES): StoredTemplateMeasurement[] =>
  GARMENT_TEMPLATES[copyOf].map((name) => ({ name, hint: null, unit: null }));

/** Every template of a studio by name, whatever its plan (the list checks the plan, the data export does not). */
export function templatesOf(db: Db, workspaceId: string): Promise<GarmentTemplateRow[]> {
  return db
    .select()
    .from(garmentTemplates)
    .where(eq(garmentTemplates.workspaceId, workspaceId))
    .orderBy(asc(sql`lower(${garmentTemplates.name})`), asc(garmentTemplates.id))
    .limit(GARMENT_TEMPLATE_LIMITS.templatesPerStudio);
}

/**
 * The studio's garment templates (decision 078), a Premium and Enterprise feature: every call
 * checks the plan, reads too, since a template is only there to be used. Template edits write no
 * activity entry: like the studio's brand they are settings, not work on a client's records
 * (decision 078); a measurement taken with one names the template in its own entry.
 */
export function garmentTemplateService(ctx: AppContext) {
  async function read(db: Db, actor: Actor, id: string): Promise<GarmentTemplateRow> {
    const [row] = await db
      .select()
      .from(garmentTemplates)
      .where(and(eq(garmentTemplates.id, id), eq(garmentTemplates.workspaceId, actor.workspaceId)))
      .limit(1);
    if (!row) throw notFound(said('garmentTemplates.notFound'));
    return row;
  }

  return {
    /** Every template of the studio by name; at most 100 exist (GARMENT_TEMPLATE_LIMITS). */
    async list({ actor }: { actor: Actor }): Promise<GarmentTemplateRow[]> {
      return templatesOf(ctx.db, actor.workspaceId);
    },

    async get({ actor, id }: { actor: Actor; id: string }): Promise<GarmentTemplateRow> {
      await requireAccess(ctx.db, { ...TEMPLATE, actor, id, permission: 'measurements.read' });
      return read(ctx.db, actor, id);
    },

    /**
     * A new template; `copyOf` with no measurements starts from that built-in list. Counted under
     * the studio's lock, as every counted create is (decision 070), so two creates cannot both
     * make the 101st.
     */
    async create({ actor, input }: { actor: Actor; input: CreateTemplateInput }): Promise<GarmentTemplateRow> {
      const measurements = input.measurements ?? (input.copyOf ? builtInRows(input.copyOf) : []);
      return ctx.db
        .transaction(async (tx) => {
          const owner = await lockStudio(tx, actor.workspaceId);
          requireIncluded(owner, 'garmentTemplates');
          const [held] = await tx.select({ n: count() }).from(garmentTemplates).where(eq(garmentTemplates.workspaceId, actor.workspaceId));
          const max = GARMENT_TEMPLATE_LIMITS.templatesPerStudio;
          if ((held?.n ?? 0) >= max) throw fieldError('templates', said('garmentTemplates.tooMany', { max }), 'STORE_LIMIT_REACHED');
          const [row] = await tx
            .insert(garmentTemplates)
            .values({ workspaceId: actor.workspaceId, name: input.name, measurements })
            .returning();
          assertWritten(row, 'garment template insert');
          return row;
        })
        .catch(writeFailed(input.name));
    },

    /** Records already taken with it keep the name and values they were taken with (decision 078). */
    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateTemplateInput }): Promise<GarmentTemplateRow> {
      await requireAccess(ctx.db, { ...TEMPLATE, actor, id, permission: 'studio.write' });
      const changes: Partial<typeof garmentTemplates.$inferInsert> = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.measurements !== undefined) changes.measurements = input.measurements;
      if (Object.keys(changes).length === 0) return read(ctx.db, actor, id);
      const [row] = await ctx.db
        .update(garmentTemplates)
        .set(changes)
        .where(and(eq(garmentTemplates.id, id), eq(garmentTemplates.workspaceId, actor.workspaceId)))
        .returning()
        .catch(writeFailed(input.name ?? ''));
      if (!row) throw notFound(said('garmentTemplates.notFound'));
      return row;
    },

    /** The records taken with it lose the link (on delete set null) but keep its name and their values. */
    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await requireAccess(ctx.db, { ...TEMPLATE, actor, id, permission: 'studio.write' });
      await ctx.db.delete(garmentTemplates).where(and(eq(garmentTemplates.id, id), eq(garmentTemplates.workspaceId, actor.workspaceId)));
    },
  };
}
