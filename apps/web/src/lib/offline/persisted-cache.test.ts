// @vitest-environment jsdom
import { hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepInMemory, keptState, MAX_KEPT_ANSWERS } from './persisted-cache';

afterEach(() => {
  vi.useRealTimers();
});

describe('the answers kept for reading offline (decision 092)', () => {
  it('keeps a client viewed earlier in memory, so the next save still writes it, while other answers go after 5 minutes', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    keepInMemory(client);
    client.setQueryData(['clients', 'get', { params: { id: 'c1' } }], { client: { id: 'c1', name: 'Amara Obi' } });
    client.setQueryData(['billing', 'subscription'], { plan: 'premium' });
    // The tailor went on to other screens for the afternoon.
    vi.advanceTimersByTime(6 * 60 * 60 * 1000);
    expect(client.getQueryData(['billing', 'subscription'])).toBeUndefined();
    const saved = keptState(client).queries.map((q) => q.queryKey);
    expect(saved).toEqual([['clients', 'get', { params: { id: 'c1' } }]]);
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
    expect(keptState(client).queries.map((q) => q.queryKey)).toEqual([['measurements', 'forClient', { params: { clientId: 'c1' } }]]);
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
});
