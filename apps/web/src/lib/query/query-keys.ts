import { PERSISTED_LISTS as DECLARED_PERSISTED_LISTS, type PersistedList } from './route-keys';

/**
 * Every server-data cache key, in one place (decision 020). A key's first part names the
 * resource: invalidating `['clients']` refreshes every client query, and a mutation in one feature
 * can refresh another's data without importing that feature.
 */
export const queryKeys = {
  measurements: {
    all: ['measurements'] as const,
    list: () => ['measurements', 'list'] as const,
    /** One client's records, for the pattern generator's record choice. */
    byClient: (clientId: string) => ['measurements', 'client', clientId] as const,
  },
  projects: {
    all: ['projects'] as const,
    list: () => ['projects', 'list'] as const,
  },
  invoices: {
    all: ['invoices'] as const,
    list: () => ['invoices', 'list'] as const,
    nextNumber: () => ['invoices', 'next-number'] as const,
  },
  calendar: {
    all: ['calendar'] as const,
    /** Every loaded range: a change to one event invalidates them all (it may show in several). */
    events: ['calendar', 'events'] as const,
    /** One visible range, 'YYYY-MM-DD' days of the account's zone, both inclusive (decision 033). */
    range: (startDate: string, endDate: string) => ['calendar', 'events', startDate, endDate] as const,
    detail: (id: string) => ['calendar', 'detail', id] as const,
    feed: () => ['calendar', 'feed'] as const,
  },
  patterns: {
    all: ['patterns'] as const,
    /** The studio's own patterns, newest first. */
    list: () => ['patterns', 'list'] as const,
    /** Every public pattern: the library. */
    public: () => ['patterns', 'public'] as const,
    /** The generator's designs and this month's usage. */
    generator: () => ['patterns', 'generator'] as const,
    /** Which measurements a design needs that a record lacks. */
    generatorCheck: (target: readonly string[]) => ['patterns', 'generator', 'check', ...target] as const,
  },
  /**
   * A pattern image as a Blob, by its versioned URL (a new image is a new URL). Its own root, so
   * refreshing the pattern lists never refetches the images.
   */
  patternImage: (url: string) => ['pattern-image', url] as const,
  dashboard: {
    all: ['dashboard'] as const,
    stats: () => ['dashboard', 'stats'] as const,
  },
  subscriptions: {
    all: ['subscriptions'] as const,
    /** GET /subscriptions/details: plan, status, dates, card on file and receipts. */
    details: () => ['subscriptions', 'details'] as const,
    /** GET /subscriptions/config: the card provider and the prices; not the user's own. */
    config: () => ['subscriptions', 'config'] as const,
  },
  analytics: {
    all: ['analytics'] as const,
    /** Every loaded period: a change of the goals invalidates them all. */
    stats: ['analytics', 'stats'] as const,
    /** One period ('6months') or one custom range ('custom', from, to), days of the account's zone. */
    period: (selection: readonly string[]) => ['analytics', 'stats', ...selection] as const,
    goals: () => ['analytics', 'goals'] as const,
  },
} as const;

/**
 * Lists kept in localStorage across visits (decision 020: records cached locally with their
 * last-fetched time), each under its own key and version; sign-out removes them (user-caches.ts).
 */
export const PERSISTED_LISTS: readonly PersistedList[] = [
  ...DECLARED_PERSISTED_LISTS,
  { key: queryKeys.measurements.list(), storageKey: 'measurement-storage', version: 2 },
  { key: queryKeys.projects.list(), storageKey: 'project-storage', version: 2 },
  // The invoice list and its last-fetched time under invoice-storage, version 1.
  { key: queryKeys.invoices.list(), storageKey: 'invoice-storage', version: 1 },
  // Patterns, own and public, under pattern-storage, version 1: one key holding
  // both lists, each in its own slot with its own fetch time (persist-lists.ts).
  { key: queryKeys.patterns.list(), storageKey: 'pattern-storage', version: 1, slot: 'patterns' },
  { key: queryKeys.patterns.public(), storageKey: 'pattern-storage', version: 1, slot: 'publicPatterns' },
  // Dashboard stats and analytics are cached locally too. The analytics
  // page keeps its default period (Last 6 Months); other periods and custom ranges live only in
  // the query cache, as calendar ranges do.
  { key: queryKeys.dashboard.stats(), storageKey: 'dashboard-storage', version: 1 },
  { key: queryKeys.analytics.period(['6months']), storageKey: 'analytics-storage', version: 1 },
  // Calendar events are not kept: they are read per visible range (decision 033), a stored month
  // would show stale times after a move on another device, and the feed address is a secret.
];
