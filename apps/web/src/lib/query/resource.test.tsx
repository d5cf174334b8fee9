import { API } from '@atelier/shared';
import { spyOnToasts } from '@/test/toasts';
import { pagedListOptions } from './paged-list';
import { createResource } from './resource';
import { resourceKey, routeKey } from './route-keys';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

spyOnToasts();

type Item = { id: string; name: string };
const messages = { loaded: 'Loaded', added: 'Added', updated: 'Updated', deleted: 'Deleted' };

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  let serverItems: Item[] = [{ id: 'a', name: 'Gown' }];
  const api = {
    page: vi.fn(async (query: { search?: string; limit: string }) => ({
      items: serverItems.filter((i) => !query.search || i.name.includes(query.search)),
      nextCursor: null,
    })),
    create: vi.fn(async (body: { name: string }) => {
      const item = { id: `n${serverItems.length}`, name: body.name };
      serverItems = [item, ...serverItems];
      return item;
    }),
    update: vi.fn(async (id: string, body: { name: string }) => {
      serverItems = serverItems.map((i) => (i.id === id ? { id, name: body.name } : i));
      return { id, name: body.name };
    }),
    remove: vi.fn(async (id: string) => {
      serverItems = serverItems.filter((i) => i.id !== id);
    }),
  };
  const listOptions = (filters?: { search?: string }) => pagedListOptions({ route: API.projects.list, fetchPage: api.page }, filters);
  const resource = createResource<Item, { name: string }, { name: string }>({
    listRoute: API.projects.list,
    listOptions,
    api,
    messages,
    affects: { create: [resourceKey('clients')], remove: [resourceKey('clients'), resourceKey('measurements')] },
  });
  return { client, wrapper, api, listOptions, resource };
}

const pages = (...lists: Item[][]) => ({ pages: lists.map((items) => ({ items, nextCursor: null })), pageParams: lists.map(() => null) });

describe('createResource (one way to fetch, cache and invalidate)', () => {
  it('keeps the list in the cache through create, update and remove', async () => {
    const { wrapper, resource } = setup();
    const { result } = renderHook(
      () => ({ list: resource.useList(), create: resource.useCreate(), update: resource.useUpdate(), remove: resource.useRemove() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.items).toEqual([{ id: 'a', name: 'Gown' }]));
    // The cache tells its observers on the next tick, so each check waits for the render.
    const names = () => result.current.list.items.map((i) => i.name);
    await act(() => result.current.create.mutateAsync({ name: 'Suit' }));
    await waitFor(() => expect(names()).toEqual(['Suit', 'Gown']));
    await act(() => result.current.update.mutateAsync({ id: 'a', body: { name: 'Ball gown' } }));
    await waitFor(() => expect(names()).toEqual(['Suit', 'Ball gown']));
    await act(() => result.current.remove.mutateAsync('a'));
    await waitFor(() => expect(names()).toEqual(['Suit']));
  });

  it('changes the loaded pages without asking for them again, and has the searched lists ask again (decision 069)', async () => {
    const { client, wrapper, api, resource } = setup();
    const whole = routeKey(API.projects.list);
    const searched = routeKey(API.projects.list, { query: { search: 'Gown' } });
    client.setQueryData(whole, pages([{ id: 'a', name: 'Gown' }], [{ id: 'b', name: 'Coat' }]));
    client.setQueryData(searched, pages([{ id: 'a', name: 'Gown' }]));
    const { result } = renderHook(() => ({ create: resource.useCreate(), update: resource.useUpdate(), remove: resource.useRemove() }), {
      wrapper,
    });
    await act(() => result.current.create.mutateAsync({ name: 'Suit' }));
    // At the top of the first page of the whole list; the searched list does not know where it belongs.
    expect(client.getQueryData(whole)).toEqual(
      pages(
        [
          { id: 'n1', name: 'Suit' },
          { id: 'a', name: 'Gown' },
        ],
        [{ id: 'b', name: 'Coat' }],
      ),
    );
    expect(client.getQueryState(whole)?.isInvalidated).toBe(false);
    expect(client.getQueryState(searched)?.isInvalidated).toBe(true);

    client.setQueryData(searched, pages([{ id: 'b', name: 'Coat' }]));
    await act(() => result.current.update.mutateAsync({ id: 'b', body: { name: 'Long coat' } }));
    expect(client.getQueryData(whole)).toEqual(
      pages(
        [
          { id: 'n1', name: 'Suit' },
          { id: 'a', name: 'Gown' },
        ],
        [{ id: 'b', name: 'Long coat' }],
      ),
    );
    expect(client.getQueryData(searched)).toEqual(pages([{ id: 'b', name: 'Long coat' }]));

    await act(() => result.current.remove.mutateAsync('b'));
    expect(client.getQueryData(whole)).toEqual(
      pages(
        [
          { id: 'n1', name: 'Suit' },
          { id: 'a', name: 'Gown' },
        ],
        [],
      ),
    );
    expect(client.getQueryData(searched)).toEqual(pages([]));
    expect(api.page).not.toHaveBeenCalled();
  });

  it('marks what a change affects elsewhere as stale: adding a project refreshes the client cards', async () => {
    const { client, wrapper, resource } = setup();
    client.setQueryData(routeKey(API.clients.list), pages([{ id: 'c1', name: 'Grace' }]));
    client.setQueryData(routeKey(API.measurements.list), pages([{ id: 'm1', name: 'Dress' }]));
    const { result } = renderHook(() => ({ create: resource.useCreate(), remove: resource.useRemove() }), { wrapper });
    expect(client.getQueryState(routeKey(API.clients.list))?.isInvalidated).toBe(false);
    await act(() => result.current.create.mutateAsync({ name: 'Suit' }));
    expect(client.getQueryState(routeKey(API.clients.list))?.isInvalidated).toBe(true);
    expect(client.getQueryState(routeKey(API.measurements.list))?.isInvalidated).toBe(false);
    await act(() => result.current.remove.mutateAsync('a'));
    expect(client.getQueryState(routeKey(API.measurements.list))?.isInvalidated).toBe(true);
  });

  it('drops a deleted record’s own read, so refreshing the resource does not ask for it again (a 404 after the success)', async () => {
    const { client, wrapper, api, listOptions } = setup();
    const detailKey = (id: string) => routeKey(API.projects.get, { params: { id } });
    const readOne = vi.fn(async () => ({ id: 'a', name: 'Gown' }));
    const resource = createResource<Item, { name: string }, { name: string }>({
      listRoute: API.projects.list,
      listOptions,
      api,
      messages,
      detailKey,
      affects: { remove: [resourceKey('projects')] },
    });
    await client.fetchQuery({ queryKey: detailKey('a'), queryFn: readOne });
    const { result } = renderHook(() => resource.useRemove(), { wrapper });
    await act(() => result.current.mutateAsync('a'));
    expect(client.getQueryState(detailKey('a'))).toBeUndefined();
    expect(readOne).toHaveBeenCalledOnce();
  });

  it('leaves the cache as it was when a change fails, and throws the error to the form', async () => {
    const { wrapper, api, resource } = setup();
    api.update.mockRejectedValueOnce(new Error('Name is required'));
    const { result } = renderHook(() => ({ list: resource.useList(), update: resource.useUpdate() }), { wrapper });
    await waitFor(() => expect(result.current.list.hasCache).toBe(true));
    await act(async () => {
      await expect(result.current.update.mutateAsync({ id: 'a', body: { name: '' } })).rejects.toThrow('Name is required');
    });
    await waitFor(() => expect(result.current.update.isError).toBe(true));
    expect(result.current.list.items).toEqual([{ id: 'a', name: 'Gown' }]);
  });
});
