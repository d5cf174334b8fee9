import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastSuccess = vi.fn();
const toastError = vi.fn();
vi.mock('./toast', () => ({ toast: { success: (m: string) => toastSuccess(m), error: (m: string) => toastError(m) } }));

const { ApiError } = await import('./api-client');
const { createListStore } = await import('./create-list-store');
const { useListLoad } = await import('./use-list-load');

type Item = { id: string; name: string };
const api = { list: vi.fn<() => Promise<Item[]>>(), create: vi.fn(), update: vi.fn(), remove: vi.fn() };
const messages = { loaded: 'Clients loaded successfully!', added: 'Added!', updated: 'Updated!', deleted: 'Deleted!' };
const failure = () => new ApiError({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom', response: { status: 500, data: { message: 'Boom' } } });

describe('useListLoad (issue 6: load toasts only when asked)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });

  it('loads each time the screen opens without the loaded toast', async () => {
    const useStore = createListStore<Item, never, never>({ name: 'client-storage', api, messages });
    api.list.mockResolvedValue([{ id: '1', name: 'A' }]);
    const first = renderHook(() => useListLoad(useStore.getState().fetchAll, 'u1'));
    await waitFor(() => expect(useStore.getState().items).toHaveLength(1));
    first.unmount();
    renderHook(() => useListLoad(useStore.getState().fetchAll, 'u1'));
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(useStore.getState().isLoading).toBe(false));
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('toasts the loaded message after Retry, which the user asked for', async () => {
    const useStore = createListStore<Item, never, never>({ name: 'client-storage', api, messages });
    api.list.mockRejectedValueOnce(failure()).mockResolvedValueOnce([{ id: '1', name: 'A' }]);
    const { result } = renderHook(() => useListLoad(useStore.getState().fetchAll, 'u1'));
    await waitFor(() => expect(useStore.getState().error).toBe('Boom'));
    // A failed load is always told, asked for or not.
    expect(toastError).toHaveBeenCalledWith('Boom');
    act(() => result.current());
    await waitFor(() => expect(useStore.getState().items).toHaveLength(1));
    expect(toastSuccess).toHaveBeenCalledExactlyOnceWith('Clients loaded successfully!');
  });

  it('loads nothing without a signed-in user', () => {
    const useStore = createListStore<Item, never, never>({ name: 'client-storage', api, messages });
    const { result } = renderHook(() => useListLoad(useStore.getState().fetchAll, undefined));
    act(() => result.current());
    expect(api.list).not.toHaveBeenCalled();
  });
});
