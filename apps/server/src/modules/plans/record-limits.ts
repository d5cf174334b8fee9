import {
  effectivePlan,
  type ErrorCode,
  hasLapsed,
  type PlanDefinition,
  type PlanHolder,
  STORE_LIMITS,
  STORES,
  type StoreName,
} from '@atelier/shared';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { said, type Said } from '../../lib/said.js';
import { STORE_TABLES } from '../../lib/store-tables.js';
import { lockStudio, studioOwner } from './rules.js';

/**
 * What a studio may hold, counted in one place (decisions 013, 043 and 070): every store a studio
 * fills has a bound no honest studio reaches (STORE_LIMITS), and clients and projects also the
 * plan's own limit (Free: 3 and 5). One count of the store answers both, under the studio's lock.
 */
/**
 * The stores a plan also limits, the code its refusal sends the user to Pricing with, and its
 * refusals by key (decision 200): within the plan or a lapsed one, and a batch saying how far over.
 */
const PLAN_LIMITED = {
  clients: {
    code: 'PLAN_CLIENT_LIMIT_REACHED',
    limit: 'plans.clientLimit',
    limitOver: 'plans.clientLimitOver',
    lapsed: 'plans.clientLimitLapsed',
    lapsedOver: 'plans.clientLimitLapsedOver',
    readOnly: 'plans.clientReadOnly',
    readOnlyLapsed: 'plans.clientReadOnlyLapsed',
  },
  projects: {
    code: 'PLAN_PROJECT_LIMIT_REACHED',
    limit: 'plans.projectLimit',
    limitOver: 'plans.projectLimitOver',
    lapsed: 'plans.projectLimitLapsed',
    lapsedOver: 'plans.projectLimitLapsedOver',
    readOnly: 'plans.projectReadOnly',
    readOnlyLapsed: 'plans.projectReadOnlyLapsed',
  },
} as const satisfies Partial<
  Record<
    StoreName,
    { code: ErrorCode } & Record<'limit' | 'limitOver' | 'lapsed' | 'lapsedOver' | 'readOnly' | 'readOnlyLapsed', Said['key']>
  >
>;
type PlanLimited = keyof typeof PLAN_LIMITED;
const isPlanLimited = (store: StoreName): store is PlanLimited => store in PLAN_LIMITED;

/** The plan's limit reached; a batch also says how many the studio has and would add. */
function planLimitReached(
  holder: PlanHolder,
  plan: PlanDefinition,
  store: PlanLimited,
  limit: number,
  existing: number,
  adding: number,
): Said {
  const keys = PLAN_LIMITED[store];
  const over = adding > 1;
  if (holder.plan === plan.id)
    return said(over ? keys.limitOver : keys.limit, { plan: { plan: plan.id }, limit, ...(over ? { existing, adding } : {}) });
  const current = { plan: holder.plan };
  return said(over ? keys.lapsedOver : keys.lapsed, { current, plan: { plan: plan.id }, limit, ...(over ? { existing, adding } : {}) });
}

/** 422 on the store's name (decision 070): what a script filling the database meets, never a person. */
function storeFull(store: StoreName, existing: number, adding: number): AppError {
  const values = { max: STORE_LIMITS[store], records: STORES[store].label };
  // A batch says how far over it is, so the user can pick fewer rows.
  const refusal = adding > 1 ? said('plans.storeFullOver', { ...values, existing, adding }) : said('plans.storeFull', values);
  return fieldError(store, refusal, 'STORE_LIMIT_REACHED');
}

/**
 * Refuses `adding` more records of `store` when the studio's plan (403 PLAN_*_LIMIT_REACHED) or the
 * store's bound (422 STORE_LIMIT_REACHED) would be passed. Call it only inside a transaction that
 * holds `lockStudio` (createWithinLimits, generateWithinPlanLimit): the count is exact only while
 * no other create of the studio can run. The count walks the store's (workspace_id, created_at) index.
 */
export async function requireRoom(
  tx: Db,
  opts: { workspaceId: string; owner: PlanHolder; store: StoreName; adding: number },
): Promise<void> {
  const { workspaceId, owner, store, adding } = opts;
  const table = STORE_TABLES[store];
  const [row] = await tx.select({ n: count() }).from(table).where(eq(table.workspaceId, workspaceId));
  const existing = row?.n ?? 0;
  if (isPlanLimited(store)) {
    const plan = effectivePlan(owner);
    const limit = plan.limits[store];
    if (limit !== null && existing + adding > limit) {
      throw new AppError(PLAN_LIMITED[store].code, planLimitReached(owner, plan, store, limit, existing, adding));
    }
  }
  if (existing + adding > STORE_LIMITS[store]) throw storeFull(store, existing, adding);
}

/**
 * Runs `create` only if the studio may hold one more record of `store`, atomically: the studio's
 * row is locked first (`lockStudio`), so concurrent creates in one studio queue behind each other
 * and never pass a limit together. The studio's plan is its owner's until subscriptions move to
 * the studio (decision 019).
 */
export async function createWithinLimits<T>(db: Db, opts: { actor: Actor; store: StoreName; create: (tx: Db) => Promise<T> }): Promise<T> {
  return createManyWithinLimits(db, { ...opts, adding: 1 });
}

/**
 * The bulk form (client import, decision 026): `adding` records at once, all or none. The whole batch
 * must fit; the studio is locked exactly as for one record, so an import and a single create cannot
 * both squeeze in.
 */
export async function createManyWithinLimits<T>(
  db: Db,
  opts: { actor: Actor; store: StoreName; adding: number; create: (tx: Db) => Promise<T> },
): Promise<T> {
  const { actor, store, adding, create } = opts;
  return db.transaction(async (tx) => {
    const owner = await lockStudio(tx, actor.workspaceId);
    await requireRoom(tx, { workspaceId: actor.workspaceId, owner, store, adding });
    return create(tx);
  });
}

/**
 * A downgrade keeps the data, with read-only access to the excess (decision 043). When the studio has
 * more records than its plan allows (a downgrade, a lapsed trial), its oldest `limit` records stay
 * editable and the newer ones can be read and deleted but not changed (decision 043; decision 013
 * left the choice of "the excess" to this issue). Call it in the update paths after requireAccess.
 */
export async function requireEditable(db: Db, opts: { actor: Actor; resource: PlanLimited; id: string }): Promise<void> {
  const { actor, resource, id } = opts;
  const owner = await studioOwner(db, actor.workspaceId);
  const plan = effectivePlan(owner);
  const limit = plan.limits[resource];
  if (limit === null) return;
  const table = STORE_TABLES[resource];
  const editable = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.workspaceId, actor.workspaceId))
    .orderBy(asc(table.createdAt), asc(table.id))
    .limit(limit);
  if (editable.some((r) => r.id === id)) return;
  const keys = PLAN_LIMITED[resource];
  throw new AppError(
    'PLAN_READ_ONLY',
    hasLapsed(owner)
      ? said(keys.readOnlyLapsed, { current: { plan: owner.plan }, plan: { plan: plan.id }, limit })
      : said(keys.readOnly, { plan: { plan: plan.id }, limit }),
  );
}
