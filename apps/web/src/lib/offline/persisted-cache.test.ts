// @vitest-environment jsdom
import { API } from '@atelier/shared';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeKey } from '../query/route-keys';
import { KEPT_LIST_BOUNDS, MAX_KEPT_ANSWERS } from './kept-on-device';
import { keepInMemory, keptState } from './persisted-cache';

type Page = { items: object[]; nextCursor: string | null };
const pagesOf = (...pages: Page[]) => ({ pages, pageParams: pages.map((_, i) => (i === 0 ? null : `cursor-${i}`)) });
const page = (from: number, count: number, nextCursor: string | null): Page => ({
  items: Array.from({ length: count }, (_, i) => ({ id: `c${from + i}`, name: `Client ${from + i}` })),
  nextCursor,
});
const savedKeys = (client: QueryClient) => keptState(client).queries.map((q) => q.queryKey);
const savedData = (client: QueryClient, key: readonly unknown[]) =>
  keptState(client).queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state.data;

afterEach(() => {
  vi.useRealTimers();
});

describe('the answers kept for reading offline (decisions 092, 117)', () => {
  it('keeps a client viewed earlier in memory, so the next save still writes it, while other answers go after 5 minutes', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    keepInMemory(client);
    client.setQueryData(['clients', 'get', { params: { id: 'c1' } }], { client: { id: 'c1', name: 'Amara Obi' } });
    client.setQueryData(['billing', 'subscription'], { plan: 'premium' });
    // The tailor went on to other screens for the afternoon.
    vi.advanceTimersByTime(6 * 60 * 60 * 1000);
    expect(client.getQueryData(['billing', 'subscription'])).toBeUndefined();
    expect(savedKeys(client)).toEqual([['clients', 'get', { params: { id: 'c1' } }]]);
  });

  it('keeps answers restored from the device as well, for the next save', () => {
    vi.useFakeTimers();
    const before = new QueryClient();
    before.setQueryData(['measurements', 'forClient', { params: { clientId: 'c1' } }], { measurements: [] });
    const device = keptState(before);
    const client = new QueryClient();
    keepInMemory(client);
    hydrate(client, device);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(savedKeys(client)).toEqual([['measurements', 'forClient', { params: { clientId: 'c1' } }]]);
  });

  it(`saves at most the newest ${MAX_KEPT_ANSWERS} answers`, () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    keepInMemory(client);
    for (let i = 0; i < MAX_KEPT_ANSWERS + 20; i += 1) {
      vi.advanceTimersByTime(1000);
      client.setQueryData(['clients', 'list', { query: { search: `s${i}` } }], { clients: [] });
    }
    const saved = keptState(client).queries;
    expect(saved).toHaveLength(MAX_KEPT_ANSWERS);
    expect(saved[0]!.queryKey).toEqual(['clients', 'list', { query: { search: `s${MAX_KEPT_ANSWERS + 19}` } }]);
    expect(saved.some((q) => JSON.stringify(q.queryKey).includes('"s0"'))).toBe(false);
  });

  it('keeps the dashboard, the default analytics period, the invoices and both pattern lists, in memory too; not other periods or billing', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    keepInMemory(client);
    const kept = [
      routeKey(API.dashboard.stats),
      routeKey(API.analytics.stats, { query: { timePeriod: '6months' } }),
      routeKey(API.invoices.list),
      routeKey(API.patterns.list),
      routeKey(API.patterns.public),
    ];
    for (const key of kept) client.setQueryData(key, { figures: 1 });
    client.setQueryData(routeKey(API.analytics.stats, { query: { timePeriod: '1year' } }), { figures: 2 });
    client.setQueryData(routeKey(API.subscriptions.details), { plan: 'premium' });
    vi.advanceTimersByTime(6 * 60 * 60 * 1000);
    expect(new Set(savedKeys(client).map((key) => JSON.stringify(key)))).toEqual(new Set(kept.map((key) => JSON.stringify(key))));
  });

  it('keeps only the first pages of a list, within the bounds of records and size (decision 069)', () => {
    const client = new QueryClient();
    const key = routeKey(API.clients.list);
    // Three pages loaded: the first two are kept, with the cursors that asked for them.
    client.setQueryData(key, pagesOf(page(0, 50, 'a'), page(50, 50, 'b'), page(100, 50, null)));
    const two = savedData(client, key) as ReturnType<typeof pagesOf>;
    expect(two.pages).toHaveLength(KEPT_LIST_BOUNDS.pages);
    expect(two.pageParams).toEqual([null, 'cursor-1']);
    expect(two.pages[1]!.nextCursor).toBe('b');

    // Two pages of 100 and 150 records: over 200 records, so only the first is kept.
    client.setQueryData(key, pagesOf(page(0, 100, 'a'), page(100, 150, null)));
    expect((savedData(client, key) as ReturnType<typeof pagesOf>).pages.map((p) => p.items.length)).toEqual([100]);

    // One page larger than the size bound: nothing is kept, not even an older copy.
    client.setQueryData(key, pagesOf({ items: [{ id: 'big', notes: 'x'.repeat(KEPT_LIST_BOUNDS.chars) }], nextCursor: null }));
    expect(savedData(client, key)).toBeUndefined();
    // The screen still holds what it loaded: only the device's copy is bounded.
    expect(client.getQueryData(key)).toBeDefined();
  });
});
