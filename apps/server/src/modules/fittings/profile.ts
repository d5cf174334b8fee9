import type { FitProfile, FitProfileEntry } from '@atelier/shared';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fitCorrections, fittings, projects } from '../../db/schema/index.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { requireEditable } from '../plans/record-limits.js';
import { presentProfileEntry } from './presenter.js';

/** What a correction corrects: a measurement by name (any design), an option by design and name. */
export const correctionKey = (c: Pick<FitProfileEntry, 'target' | 'name' | 'design'>): string =>
  `${c.target}:${c.target === 'option' ? (c.design ?? '') : ''}:${c.name.trim().toLowerCase()}`;

/** Newest fitting first; on one fitting, in the fitting's order. */
const newestFirst = (a: FitProfileEntry, b: FitProfileEntry) =>
  b.fittedOn.localeCompare(a.fittedOn) || a.fittingId.localeCompare(b.fittingId) || a.position - b.position;

/** Entries grouped by what they correct, each group newest first, the groups by their newest entry. */
function grouped(entries: FitProfileEntry[]): FitProfileEntry[] {
  const groups = new Map<string, FitProfileEntry[]>();
  for (const e of [...entries].sort(newestFirst)) {
    const key = correctionKey(e);
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups.values()].flat();
}

async function entries(db: Db, workspaceId: string, clientId: string, retired: boolean): Promise<FitProfileEntry[]> {
  const rows = await db
    .select({ correction: fitCorrections, fitting: fittings, projectName: projects.name })
    .from(fitCorrections)
    .innerJoin(fittings, eq(fittings.id, fitCorrections.fittingId))
    .innerJoin(projects, eq(projects.id, fittings.projectId))
    .where(
      and(
        eq(fitCorrections.workspaceId, workspaceId),
        eq(fitCorrections.clientId, clientId),
        retired ? isNotNull(fitCorrections.retiredAt) : isNull(fitCorrections.retiredAt),
      ),
    )
    .orderBy(desc(fittings.fittedOn));
  return rows.map((r) => presentProfileEntry(r.correction, r.fitting, r.projectName));
}

/**
 * The client's fit profile (decision 086): every correction not retired is in force, grouped by
 * what it corrects, newest first, each with its fitting's date and what was worn; the retired ones
 * apart. The generator reads the corrections in force from here; the caller has checked access.
 */
export async function fitProfileOf(db: Db, workspaceId: string, clientId: string): Promise<FitProfile> {
  return {
    clientId,
    inForce: grouped(await entries(db, workspaceId, clientId, false)),
    retired: (await entries(db, workspaceId, clientId, true)).sort(newestFirst),
  };
}

/** The fit profile of a client, and retiring or restoring one of its corrections (decision 086). */
export function fitProfileService(ctx: AppContext) {
  /** Reading the profile takes the client's measurements and its projects (it names them). */
  async function profile(actor: Actor, clientId: string): Promise<FitProfile> {
    requirePermission(actor, 'projects.read');
    return fitProfileOf(ctx.db, actor.workspaceId, clientId);
  }

  async function setRetired(actor: Actor, id: string, retired: boolean): Promise<FitProfile> {
    requirePermission(actor, 'measurements.read');
    // A project over the plan's limit after a downgrade is read-only, its corrections too (decision 043).
    const [owner] = await ctx.db
      .select({ projectId: fittings.projectId })
      .from(fitCorrections)
      .innerJoin(fittings, eq(fittings.id, fitCorrections.fittingId))
      .where(eq(fitCorrections.id, id));
    if (!owner) throw notFound(said('fittings.correctionNotFound'));
    await requireEditable(ctx.db, { actor, resource: 'projects', id: owner.projectId });
    const [row] = await ctx.db
      .update(fitCorrections)
      .set({ retiredAt: retired ? sql`coalesce(${fitCorrections.retiredAt}, now())` : null })
      .where(and(eq(fitCorrections.id, id), eq(fitCorrections.workspaceId, actor.workspaceId)))
      .returning({ clientId: fitCorrections.clientId });
    if (!row) throw notFound(said('fittings.correctionNotFound'));
    return fitProfileOf(ctx.db, actor.workspaceId, row.clientId);
  }

  return {
    profile: ({ actor, clientId }: { actor: Actor; clientId: string }) => profile(actor, clientId),
    /** Out of force; it stays on its fitting. Retiring a retired one keeps its first date. */
    retire: ({ actor, id }: { actor: Actor; id: string }) => setRetired(actor, id, true),
    restore: ({ actor, id }: { actor: Actor; id: string }) => setRetired(actor, id, false),
  };
}
