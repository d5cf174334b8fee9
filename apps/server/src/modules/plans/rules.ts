import {
  DESIGNS,
  effectivePlan,
  instantFromWallTime,
  planIncludes,
  zonedParts,
  type GatedFeature,
  type GeneratorDesign,
  type PlanHolder,
} from '@atelier/shared';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { patternGenerations, planHolderColumnsOf, storedFiles, users, workspaces, type UserRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { studioOwner } from '../../lib/plan-gate.js';
import { userSettings } from '../../lib/user-settings.js';

/**
 * The plan rules, in one place (decision 013): each feature adds its resources and
 * features here (AI generations, calendar, invoices), so no route decides plans by itself. How many
 * records a studio may hold, the plan's limits with every store's bound, is counted next door in
 * record-limits.ts (decision 070).
 */

/** The columns a query selects to judge a plan holder (joins select exactly these). */
export const planHolderColumns = planHolderColumnsOf(users);

export { requireFeature, requireIncluded, studioOwner } from '../../lib/plan-gate.js';

/**
 * Whether the studio's plan includes the feature now, for what a feature adds without being asked:
 * a new project gets its production stages only on a plan with timeline management (decision 077).
 */
export async function studioHasFeature(db: Db, workspaceId: string, feature: GatedFeature): Promise<boolean> {
  return planIncludes(await studioOwner(db, workspaceId), feature);
}

const formatBytes = (n: number) => {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(1)} GB`;
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.ceil(n / 1024)} KB`;
};

/** Bytes of every stored file of the account: pattern images, photos (decision 079), the logo and the profile picture (decision 036). */
async function storageUsed(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${storedFiles.byteSize}), 0)` })
    .from(storedFiles)
    .where(eq(storedFiles.ownerId, ownerId));
  return Number(row?.n ?? 0);
}

/** What the plan allows and what is used (Settings shows it). */
export async function storageUsage(db: Db, owner: UserRow): Promise<{ usedBytes: number; limitBytes: number }> {
  return { usedBytes: await storageUsed(db, owner.id), limitBytes: effectivePlan(owner).limits.storageBytes };
}

/**
 * 403 STORAGE_LIMIT_REACHED unless the account's files plus `adding` minus `freeing` bytes fit the
 * plan (100MB, 10GB, 100GB). Call it inside the transaction that stores the file,
 * after locking the owner's row (`lockOwner`), so two uploads at once cannot both squeeze in.
 * The refusal says what is left and what the file needs, so a smaller photo can be chosen (decision 079).
 */
export async function requireStorage(tx: Db, owner: UserRow, opts: { adding: number; freeing?: number }): Promise<void> {
  const limit = effectivePlan(owner).limits.storageBytes;
  const used = await storageUsed(tx, owner.id);
  const left = Math.max(0, limit - used + (opts.freeing ?? 0));
  if (opts.adding > left) {
    throw new AppError(
      'STORAGE_LIMIT_REACHED',
      said('plans.storageFull', {
        used: formatBytes(used),
        limit: formatBytes(limit),
        plan: effectivePlan(owner).name,
        left: formatBytes(left),
        needed: formatBytes(opts.adding),
      }),
    );
  }
}

/**
 * The studio's row, locked until the transaction ends, with its owner (the plan holder). Every
 * create of a counted record and every generation takes it first, so creates in one studio queue
 * behind each other and the count each sees includes the others' inserts (never limit + 1). FOR NO
 * KEY UPDATE queues them without holding back the foreign-key checks (FOR KEY SHARE) of every other
 * write in the studio, which FOR UPDATE did, and could deadlock with (decision 070).
 */
export async function lockStudio(tx: Db, workspaceId: string): Promise<UserRow> {
  const [row] = await tx
    .select({ user: users })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(workspaces.id, workspaceId))
    .for('no key update', { of: workspaces });
  if (!row) throw new AppError('UNAUTHORIZED', said('session.ended'));
  return row.user;
}

/** The studio's owner, row-locked until the transaction ends: uploads of one account queue here. */
export async function lockOwner(tx: Db, workspaceId: string): Promise<UserRow> {
  const [row] = await tx
    .select({ user: users })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(workspaces.id, workspaceId))
    .for('update', { of: users });
  if (!row) throw new AppError('UNAUTHORIZED', said('session.ended'));
  return row.user;
}

/**
 * The calendar month `now` falls in, in the account's time zone (decision 040: a Free
 * account's 5 generations start again at midnight on the 1st where the studio is).
 */
function generationMonth(now: Date, timeZone: string): { start: Date; end: Date } {
  const { year, month } = zonedParts(now, timeZone);
  const day = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  return {
    start: instantFromWallTime(day(year, month), timeZone),
    end: instantFromWallTime(month === 12 ? day(year + 1, 1) : day(year, month + 1), timeZone),
  };
}

export type GenerationUsage = { used: number; limit: number | null; resetsAt: Date; timeZone: string };

/** This month's generations of the studio and what its plan allows (the generator page shows it). */
export async function generationUsage(db: Db, owner: UserRow, workspaceId: string, now: Date): Promise<GenerationUsage> {
  const timeZone = userSettings(owner).timezone;
  const month = generationMonth(now, timeZone);
  const [row] = await db
    .select({ n: count() })
    .from(patternGenerations)
    .where(
      and(
        eq(patternGenerations.workspaceId, workspaceId),
        gte(patternGenerations.createdAt, month.start),
        lt(patternGenerations.createdAt, month.end),
      ),
    );
  return { used: row?.n ?? 0, limit: effectivePlan(owner, now).limits.aiGenerationsPerMonth, resetsAt: month.end, timeZone };
}

/** Free offers 5 design templates (decision 038), the paid plans all of them. */
export function designAllowed(holder: PlanHolder, design: GeneratorDesign, now = new Date()): boolean {
  return effectivePlan(holder, now).id !== 'free' || DESIGNS.some((d) => d.id === design && d.free);
}

/** 403 FEATURE_NOT_AVAILABLE for a Premium template on Free, naming the 5 Free ones. */
export function requireDesign(holder: PlanHolder, design: GeneratorDesign, now = new Date()): void {
  if (designAllowed(holder, design, now)) return;
  const free = DESIGNS.filter((d) => d.free).map((d) => d.name);
  const name = DESIGNS.find((d) => d.id === design)?.name ?? design;
  throw new AppError('FEATURE_NOT_AVAILABLE', said('plans.premiumDesign', { design: name, free: free.join(', ') }));
}

/**
 * Runs `create` (which drafts and saves a pattern) only if the plan allows one more generation
 * this month, atomically as `createWithinLimits`: the studio's row is locked, the month's
 * generations counted, and the new one recorded in the same transaction, so concurrent requests
 * never pass the limit. 403 PLAN_AI_LIMIT_REACHED names the limit and when it resets; a Premium
 * template on Free is 403 FEATURE_NOT_AVAILABLE.
 */
export async function generateWithinPlanLimit<T extends { patternId: string }>(
  db: Db,
  opts: { actor: Actor; design: GeneratorDesign; now: Date; create: (tx: Db, owner: UserRow) => Promise<T> },
): Promise<T> {
  const { actor, design, now, create } = opts;
  return db.transaction(async (tx) => {
    const owner = await lockStudio(tx, actor.workspaceId);
    const plan = effectivePlan(owner, now);
    requireDesign(owner, design, now);
    const usage = await generationUsage(tx, owner, actor.workspaceId, now);
    if (usage.limit !== null && usage.used >= usage.limit) {
      const resets = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: usage.timeZone }).format(
        usage.resetsAt,
      );
      throw new AppError('PLAN_AI_LIMIT_REACHED', said('plans.generationsUsed', { plan: { plan: plan.id }, limit: usage.limit, resets }));
    }
    const result = await create(tx, owner);
    await tx.insert(patternGenerations).values({ workspaceId: actor.workspaceId, patternId: result.patternId, design, createdAt: now });
    return result;
  });
}
