// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepCache, keptState, restoreCache } from './persisted-cache';
import { lastSynced } from './sync-status';

const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('./device-store', async () => (await import('@/test/memory-device-store')).memoryDeviceStore(stored));

const FEED_KEY = ['calendar', 'GET /calendar/feed'];
const EVENTS_KEY = ['calendar', 'GET /calendar/events', { query: { from: '2026-11-01' } }];
const feed = { url: 'https://atelier.test/api/v1/calendar/feed/secret.ics', webcalUrl: 'webcal://…', createdAt: null };

beforeEach(() => stored.clear());
afterEach(() => vi.useRealTimers());

describe('the calendar feed’s secret address is never kept on the device (decision 107)', () => {
  it('leaves the feed out of what is saved, beside the calendar it belongs to', () => {
    const client = new QueryClient();
    client.setQueryData(FEED_KEY, feed);
    client.setQueryData(EVENTS_KEY, { events: [] });
    expect(keptState(client).queries.map((q) => q.queryKey)).toEqual([EVENTS_KEY]);
  });

  it('purges a feed kept by an earlier version on the next start, and does not show it', async () => {
    const old = new QueryClient();
    old.setQueryData(FEED_KEY, feed);
    old.setQueryData(EVENTS_KEY, { events: [] });
    const state = {
      ...keptState(old),
      queries: old
        .getQueryCache()
        .getAll()
        .map((q) => ({ queryKey: q.queryKey, queryHash: q.queryHash, state: q.state })),
    };
    stored.set('cache:u1', { version: 1, savedAt: Date.now(), syncedAt: Date.now(), state });

    const client = new QueryClient();
    await restoreCache(client, 'u1');
    expect(client.getQueryData(FEED_KEY)).toBeUndefined();
    expect(client.getQueryData(EVENTS_KEY)).toEqual({ events: [] });
    expect(JSON.stringify(stored.get('cache:u1'))).not.toContain('secret.ics');
  });
});

describe('the last sync is the last answer from the server (decision 107)', () => {
  it('does not count what the app wrote into the cache itself (a change shown while offline)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T09:00:00Z') });
    const client = new QueryClient();
    const stop = keepCache(client, 'u1');
    const before = lastSynced();
    vi.setSystemTime(new Date('2026-11-25T15:00:00Z'));
    client.setQueryData(EVENTS_KEY, { events: [] });
    expect(lastSynced()).toBe(before);
    stop();
  });
});
