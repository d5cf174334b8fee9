import { API, DEFAULT_ANALYTICS_PERIOD, type RouteDeclaration } from '@atelier/shared';
import { hashKey, type Query } from '@tanstack/react-query';
import { isPages, type Pages } from '../query/paged-list';
import { routeKey } from '../query/route-keys';

/**
 * What the web keeps on the device, per user, declared here and nowhere else (decision 117): one
 * cache in IndexedDB (persisted-cache.ts), painted from on start and asked again online.
 */

/**
 * The resources a tailor reads at a fitting: every answer of theirs that was viewed (decision 092).
 * The user, settings and billing are never kept: a settings form never starts from a kept copy.
 */
export const KEPT_RESOURCES: ReadonlySet<string> = new Set([
  'clients',
  'measurements',
  'projects',
  'calendar',
  'fittings',
  'garment-templates',
  'workflows',
  'team',
]);

/**
 * Single answers of other resources kept as well, so their screens show the last figures at once on
 * the next visit while they refresh (decision 020): the dashboard, the analytics of the default
 * period (other periods and ranges live in memory only), the whole invoice list and both pattern
 * lists (their first pages, as the screens load them).
 */
export const KEPT_ANSWERS: readonly (readonly unknown[])[] = [
  routeKey(API.dashboard.stats),
  routeKey(API.analytics.stats, { query: { timePeriod: DEFAULT_ANALYTICS_PERIOD } }),
  routeKey(API.invoices.list),
  routeKey(API.patterns.list),
  routeKey(API.patterns.public),
];
const KEPT_ANSWER_HASHES: ReadonlySet<string> = new Set(KEPT_ANSWERS.map((key) => hashKey(key)));

/** Bumped when a kept answer's shape changes: a cache of another shape is dropped, not shown. */
export const CACHE_VERSION = 1;

/** Answers older than this are dropped (decision 092). */
export const CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * At most this many answers are kept, the newest: every search typed is an answer of its own, and
 * a month of them must not fill the device (a page of a list is at most 50 records).
 */
export const MAX_KEPT_ANSWERS = 400;

/**
 * What one paged list may keep (decision 069): its first pages as loaded, at most this many pages
 * and records, and at most this many characters of JSON, so a studio with 3,000 clients does not
 * fill the device with one list.
 */
export const KEPT_LIST_BOUNDS = { pages: 2, records: 200, chars: 512 * 1024 } as const;

/**
 * The localStorage keys of the per-list cache this one replaced (decision 117). They are removed
 * from the device at every start, so no list of anyone stays behind in the old place.
 */
export const OLD_STORAGE_KEYS = [
  'analytics-storage',
  'client-storage',
  'dashboard-storage',
  'invoice-storage',
  'measurement-storage',
  'pattern-storage',
  'project-storage',
] as const;

/**
 * The reads whose answer is a secret (the calendar feed's address): never written to the device,
 * and dropped from a cache kept before this rule (decision 107). A query's key names its route as
 * 'GET /path' (route-keys.ts).
 */
const SECRET_READS = new Set(
  Object.values(API)
    .flatMap((group) => Object.values(group as Record<string, RouteDeclaration>))
    .filter((route) => route.method === 'GET' && route.secretAnswer)
    .map((route) => `${route.method} ${route.path}`),
);

export const isSecretQuery = (queryKey: readonly unknown[]): boolean => typeof queryKey[1] === 'string' && SECRET_READS.has(queryKey[1]);

/** Whether an answer is one of those declared above (its age and status aside). */
export function isDeclaredKept(query: Pick<Query, 'queryKey' | 'queryHash'>): boolean {
  const [resource] = query.queryKey;
  if (isSecretQuery(query.queryKey)) return false;
  return (typeof resource === 'string' && KEPT_RESOURCES.has(resource)) || KEPT_ANSWER_HASHES.has(query.queryHash);
}

export function isKeptQuery(query: Pick<Query, 'queryKey' | 'queryHash' | 'state'>): boolean {
  return isDeclaredKept(query) && query.state.status === 'success' && Date.now() - query.state.dataUpdatedAt < CACHE_MAX_AGE_MS;
}

/**
 * The first pages of a list, within the bounds: whole pages only, so each kept page's cursor
 * still leads to the next one. Nothing is kept when even the first page is over the bounds.
 */
function boundedPages(data: Pages<unknown>): Pages<unknown> | undefined {
  let pages = data.pages.slice(0, KEPT_LIST_BOUNDS.pages);
  while (pages.length > 0 && pages.reduce((n, p) => n + p.items.length, 0) > KEPT_LIST_BOUNDS.records) pages = pages.slice(0, -1);
  while (pages.length > 0 && JSON.stringify(pages).length > KEPT_LIST_BOUNDS.chars) pages = pages.slice(0, -1);
  return pages.length > 0 ? { pages, pageParams: data.pageParams.slice(0, pages.length) } : undefined;
}

/** Each list's bounded copy, worked out once per answer: a save writes every kept answer again. */
const boundedOf = new WeakMap<object, Pages<unknown> | null>();

/** What is written of an answer: a paged list within its bounds, anything else as it is; undefined when nothing may be. */
export function keptData(data: unknown): unknown {
  if (!isPages(data)) return data;
  if (!boundedOf.has(data)) boundedOf.set(data, boundedPages(data) ?? null);
  return boundedOf.get(data) ?? undefined;
}
