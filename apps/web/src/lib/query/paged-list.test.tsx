import { API, PAGE_LIMITS } from '@atelier/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { spyOnToasts } from '@/test/toasts';
import { pagedKey, pagedListOptions, usePagedList } from './paged-list';
import { routeKey } from './route-keys';

const toast = spyOnToasts();

type Item = { id: string; name: string };
type Query = { search?: string; limit: string; cursor?: string };

/** A server of `count` records, newest first, answering pages of `limit` after `cursor` (the last id of the page before). */
function server(count: number) {
  const all: Item[] = Array.from({ length: count }, (_, i) => ({ id: `c${count - i}`, name: `Client ${count - i}` }));
  const fetchPage = vi.fn(async (query: Query) => {
    const matching = query.search ? all.filter((c) => c.name.toLowerCase().includes(query.search!.toLowerCase())) : all;
    const start = query.cursor ? matching.findIndex((c) => c.id === query.cursor) + 1 : 0;
    const items = matching.slice(start, start + Number(query.limit));
    const more = start + items.length < matching.length;
    return { items, nextCursor: more ? items[items.length - 1]!.id : null };
  });
  return { fetchPage, config: { route: API.clients.list, fetchPage } };
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

/** Decisions 016 and 069: a list screen loads its first page quietly, then the next ones on request. */
describe('usePagedList', () => {
  it('asks for the first page with the screen limit, then the next one with the cursor it was given, until the last', async () => {
    const { wrapper } = setup();
    const { fetchPage, config } = server(120);
    const { result } = renderHook(() => usePagedList(pagedListOptions(config), { loadedMessage: 'Loaded' }), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(PAGE_LIMITS.screen));
    expect(fetchPage).toHaveBeenLastCalledWith({ limit: String(PAGE_LIMITS.screen) });
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(100));
    expect(fetchPage).toHaveBeenLastCalledWith({ limit: String(PAGE_LIMITS.screen), cursor: 'c71' });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(120));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.items.at(-1)).toEqual({ id: 'c1', name: 'Client 1' });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('sends the search to the server, keeps each search in its own pages, and shows the last answer while the next loads', async () => {
    const { client, wrapper } = setup();
    const { fetchPage, config } = server(120);
    const { result, rerender } = renderHook(
      ({ search }) => usePagedList(pagedListOptions(config, { search }), { loadedMessage: 'Loaded' }),
      {
        wrapper,
        initialProps: { search: '' },
      },
    );
    await waitFor(() => expect(result.current.items).toHaveLength(50));
    let answer: (value: { items: Item[]; nextCursor: null }) => void = () => {};
    fetchPage.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    rerender({ search: ' Client 7 ' });
    // Typing does not flash an empty list: the whole list stays until the search answers.
    expect(result.current.items).toHaveLength(50);
    expect(fetchPage).toHaveBeenLastCalledWith({ search: 'Client 7', limit: '50' });
    await act(async () => answer({ items: [{ id: 'c7', name: 'Client 7' }], nextCursor: null }));
    await waitFor(() => expect(result.current.items).toEqual([{ id: 'c7', name: 'Client 7' }]));
    expect(result.current.hasMore).toBe(false);
    expect(client.getQueryData(pagedKey(API.clients.list, { search: 'Client 7' }))).toBeDefined();
    expect(client.getQueryData(routeKey(API.clients.list))).toMatchObject({ pages: [{ items: expect.any(Array) }] });
  });

  it('toasts the loaded message only after a Retry the user asked for', async () => {
    const { wrapper } = setup();
    const { fetchPage, config } = server(3);
    const { result } = renderHook(() => usePagedList(pagedListOptions(config), { loadedMessage: 'Clients loaded successfully!' }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.hasCache).toBe(true));
    expect(toast.success).not.toHaveBeenCalled();
    act(() => result.current.retry());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Clients loaded successfully!'));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('keeps the cached pages and gives the error as text when a refresh fails', async () => {
    const { client, wrapper } = setup();
    client.setQueryData(routeKey(API.clients.list), {
      pages: [{ items: [{ id: 'c1', name: 'Grace' }], nextCursor: null }],
      pageParams: [null],
    });
    const fetchPage = vi.fn(async (): Promise<{ items: Item[]; nextCursor: null }> => {
      throw new Error('Network error. Please check your connection.');
    });
    const { result } = renderHook(
      () => usePagedList(pagedListOptions({ route: API.clients.list, fetchPage }), { loadedMessage: 'Loaded' }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.error).toBe('Network error. Please check your connection.'));
    expect(result.current.items).toEqual([{ id: 'c1', name: 'Grace' }]);
  });
});
