import { FITTING_LIMITS, type createFittingBodySchema, type updateFittingBodySchema } from '@atelier/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { calendarEvents, fitCorrections, fittings, projects, type FitCorrectionRow, type FittingRow } from '../../db/schema/index.js';
import { requireRecordId } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';
import { fieldError, missingReference, notFound } from '../../lib/errors.js';
import { instantField } from '../../lib/input-times.js';
import { said } from '../../lib/said.js';
import { userSettings } from '../../lib/user-settings.js';
import { requireEditable } from '../plans/record-limits.js';
import { studioOwner } from '../plans/rules.js';
import { checkCorrections, type CheckedCorrection } from './corrections.js';

export type CreateFittingInput = z.output<typeof createFittingBodySchema>;
export type UpdateFittingInput = z.output<typeof updateFittingBodySchema>;
export type FittingWithCorrections = { fitting: FittingRow; clientId: string; corrections: FitCorrectionRow[] };

type ProjectRef = { id: string; clientId: string; name: string };

/** The project's row, locked in the write's transaction so two fittings recorded at once count right. */
async function lockProject(tx: Db, actor: Actor, projectId: string): Promise<ProjectRef> {
  const [row] = await tx
    .select({ id: projects.id, clientId: projects.clientId, name: projects.name })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.workspaceId, actor.workspaceId)))
    .for('update');
  if (!row) throw notFound(said('fittings.projectNotFound'));
  return row;
}

/** A calendar event of the studio and of the project's client, or 404 on eventId (decision 086). */
async function checkedEvent(db: Db, actor: Actor, eventId: string | null | undefined, clientId: string) {
  if (!eventId) return eventId;
  requireRecordId(eventId, 'Calendar event', 'eventId');
  const [event] = await db
    .select({ clientId: calendarEvents.clientId })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.workspaceId, actor.workspaceId)));
  if (!event || event.clientId !== clientId) throw missingReference('eventId', said('fittings.eventNotOfClient'));
  return eventId;
}

/** The row values of a correction list, in the order sent; `kept` holds the retired state of corrections sent with their id. */
function correctionRows(
  actor: Actor,
  fittingId: string,
  clientId: string,
  list: readonly CheckedCorrection[],
  kept = new Map<string, Date | null>(),
) {
  return list.map((c, position) => ({
    ...(c.id && kept.has(c.id) ? { id: c.id, retiredAt: kept.get(c.id) ?? null } : {}),
    workspaceId: actor.workspaceId,
    fittingId,
    clientId,
    target: c.target,
    name: c.name,
    design: c.target === 'option' ? (c.design ?? null) : null,
    change: c.change,
    unit: c.unit,
    reason: c.reason,
    position,
  }));
}

/** The fittings with their corrections, in the order of `rows`. */
export async function withCorrections(db: Db, rows: readonly FittingRow[], clientId: string): Promise<FittingWithCorrections[]> {
  if (rows.length === 0) return [];
  const all = await db
    .select()
    .from(fitCorrections)
    .where(
      inArray(
        fitCorrections.fittingId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(fitCorrections.position));
  return rows.map((fitting) => ({ fitting, clientId, corrections: all.filter((c) => c.fittingId === fitting.id) }));
}

/**
 * The latest fittings of all the client's projects (the client page, decision 126), at most `take`,
 * each with its corrections and its project's name, and how many the client has in all: the count is
 * a window over the same query, so two queries whatever the number of fittings.
 */
export async function fittingsOfClient(db: Db, { workspaceId, clientId, take }: { workspaceId: string; clientId: string; take: number }) {
  const rows = await db
    .select({ fitting: fittings, projectName: projects.name, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(fittings)
    .innerJoin(projects, eq(projects.id, fittings.projectId))
    .where(and(eq(fittings.workspaceId, workspaceId), eq(projects.clientId, clientId)))
    .orderBy(desc(fittings.fittedOn), desc(fittings.id))
    .limit(take);
  const full = await withCorrections(
    db,
    rows.map((r) => r.fitting),
    clientId,
  );
  return { total: rows[0]?.total ?? 0, items: full.map((f, i) => ({ ...f, projectName: rows[i]!.projectName })) };
}

/** The 1-based number of a fitting in its project, by date, for the activity sentence ('Second fitting …'). */
async function fittingNumber(tx: Db, projectId: string, fittingId: string): Promise<string> {
  const rows = await tx
    .select({ id: fittings.id })
    .from(fittings)
    .where(eq(fittings.projectId, projectId))
    .orderBy(asc(fittings.fittedOn), asc(fittings.createdAt));
  return String(rows.findIndex((r) => r.id === fittingId) + 1);
}

/**
 * A project's fittings (decision 086), on every plan: each call checks the project or fitting is the
 * studio's (404) and the role (403); changes need the project editable (decision 043).
 */
export function fittingService(ctx: AppContext) {
  async function zone(actor: Actor): Promise<string> {
    return userSettings(await studioOwner(ctx.db, actor.workspaceId)).timezone;
  }

  async function fittingOf(actor: Actor, id: string): Promise<{ row: FittingRow; project: ProjectRef }> {
    const [found] = await ctx.db
      .select({ row: fittings, project: { id: projects.id, clientId: projects.clientId, name: projects.name } })
      .from(fittings)
      .innerJoin(projects, eq(projects.id, fittings.projectId))
      .where(and(eq(fittings.id, id), eq(fittings.workspaceId, actor.workspaceId)));
    if (!found) throw notFound(said('fittings.fittingNotFound'));
    return found;
  }

  async function load(actor: Actor, id: string): Promise<FittingWithCorrections> {
    const { row, project } = await fittingOf(actor, id);
    const [one] = await withCorrections(ctx.db, [row], project.clientId);
    return one!;
  }

  return {
    async list({ actor, projectId }: { actor: Actor; projectId: string }): Promise<FittingWithCorrections[]> {
      const [project] = await ctx.db.select({ clientId: projects.clientId }).from(projects).where(eq(projects.id, projectId));
      if (!project) throw notFound(said('fittings.projectNotFound'));
      const rows = await ctx.db
        .select()
        .from(fittings)
        .where(and(eq(fittings.projectId, projectId), eq(fittings.workspaceId, actor.workspaceId)))
        .orderBy(desc(fittings.fittedOn), desc(fittings.createdAt))
        .limit(FITTING_LIMITS.perProject);
      return withCorrections(ctx.db, rows, project.clientId);
    },

    async get({ actor, id }: { actor: Actor; id: string }): Promise<FittingWithCorrections> {
      return load(actor, id);
    },

    /** Records the fitting and its corrections; at most FITTING_LIMITS.perProject a project (422 on fittings). */
    async create({ actor, projectId, input }: { actor: Actor; projectId: string; input: CreateFittingInput }) {
      await requireEditable(ctx.db, { actor, resource: 'projects', id: projectId });
      const fittedOn = instantField('fittedOn', input.fittedOn, await zone(actor));
      await checkCorrections(input.corrections);
      const id = await ctx.db.transaction(async (tx) => {
        const project = await lockProject(tx, actor, projectId);
        const eventId = (await checkedEvent(tx, actor, input.eventId, project.clientId)) ?? null;
        const [held] = await tx.select({ n: count() }).from(fittings).where(eq(fittings.projectId, projectId));
        if ((held?.n ?? 0) >= FITTING_LIMITS.perProject)
          throw fieldError('fittings', said('fittings.tooMany', { max: FITTING_LIMITS.perProject }));
        const [row] = await tx
          .insert(fittings)
          .values({
            workspaceId: actor.workspaceId,
            projectId,
            eventId,
            fittedOn,
            undergarments: input.undergarments,
            shoes: input.shoes,
            heelHeightMm: input.heelHeightMm ?? null,
            wornOther: input.wornOther,
            notes: input.notes,
            createdBy: actor.user.id,
          })
          .returning({ id: fittings.id });
        const fittingId = row!.id;
        if (input.corrections.length > 0)
          await tx.insert(fitCorrections).values(correctionRows(actor, fittingId, project.clientId, input.corrections));
        const detail = await fittingNumber(tx, projectId, fittingId);
        await recordActivity(tx, actor, { entityType: 'fitting', entityId: fittingId, action: 'created', subject: project.name, detail });
        return fittingId;
      });
      return load(actor, id);
    },

    /** Changes what was sent; `corrections` replaces the list, keeping the id and retired state of those sent with their id. */
    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateFittingInput }) {
      const { row: before, project } = await fittingOf(actor, id);
      await requireEditable(ctx.db, { actor, resource: 'projects', id: project.id });
      const fittedOn = input.fittedOn === undefined ? undefined : instantField('fittedOn', input.fittedOn, await zone(actor));
      if (input.corrections) await checkCorrections(input.corrections);
      await ctx.db.transaction(async (tx) => {
        const locked = await lockProject(tx, actor, project.id);
        const eventId = await checkedEvent(tx, actor, input.eventId, locked.clientId);
        const { corrections, ...fields } = input;
        const changes = Object.fromEntries(Object.entries({ ...fields, fittedOn, eventId }).filter(([, v]) => v !== undefined));
        if (Object.keys(changes).length > 0) await tx.update(fittings).set(changes).where(eq(fittings.id, id));
        if (corrections) await replaceCorrections(tx, actor, { fittingId: id, clientId: locked.clientId, corrections });
        const detail = await fittingNumber(tx, before.projectId, id);
        await recordActivity(tx, actor, { entityType: 'fitting', entityId: id, action: 'updated', subject: locked.name, detail });
      });
      return load(actor, id);
    },

    /** Deletes the fitting; its corrections and photos go with it (the photos' files by migration 0017's trigger). */
    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      const { project } = await fittingOf(actor, id);
      await ctx.db.transaction(async (tx) => {
        const detail = await fittingNumber(tx, project.id, id);
        const gone = await tx
          .delete(fittings)
          .where(and(eq(fittings.id, id), eq(fittings.workspaceId, actor.workspaceId)))
          .returning({ id: fittings.id });
        if (gone.length === 0) throw notFound(said('fittings.fittingNotFound'));
        await recordActivity(tx, actor, { entityType: 'fitting', entityId: id, action: 'deleted', subject: project.name, detail });
      });
    },
  };
}

/** The new list in place of the old; an id of another fitting's correction is 404 on corrections.N.id. */
async function replaceCorrections(
  tx: Db,
  actor: Actor,
  opts: { fittingId: string; clientId: string; corrections: readonly CheckedCorrection[] },
): Promise<void> {
  const old = await tx
    .select({ id: fitCorrections.id, retiredAt: fitCorrections.retiredAt })
    .from(fitCorrections)
    .where(eq(fitCorrections.fittingId, opts.fittingId));
  const kept = new Map(old.map((c) => [c.id, c.retiredAt]));
  const seen = new Set<string>();
  for (const [i, c] of opts.corrections.entries()) {
    if (c.id === undefined) continue;
    if (!kept.has(c.id)) throw missingReference(`corrections.${i}.id`, said('fittings.correctionNotOfFitting'));
    if (seen.has(c.id)) throw fieldError(`corrections.${i}.id`, said('fittings.correctionTwice'));
    seen.add(c.id);
  }
  await tx.delete(fitCorrections).where(eq(fitCorrections.fittingId, opts.fittingId));
  if (opts.corrections.length > 0)
    await tx.insert(fitCorrections).values(correctionRows(actor, opts.fittingId, opts.clientId, opts.corrections, kept));
}

/** A project moved to another client takes its fittings' corrections to that client's fit profile (decision 086). */
export async function correctionsFollowClient(tx: Db, projectId: string, clientId: string): Promise<void> {
  const ids = tx.select({ id: fittings.id }).from(fittings).where(eq(fittings.projectId, projectId));
  await tx.update(fitCorrections).set({ clientId }).where(inArray(fitCorrections.fittingId, ids));
}
