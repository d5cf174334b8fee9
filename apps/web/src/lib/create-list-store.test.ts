import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastSuccess = vi.fn();
const toastError = vi.fn();
vi.mock('./toast', () => ({ toast: { success: (m: string) => toastSuccess(m), error: (m: string) => toastError(m) } }));
const navigate = vi.fn();
vi.mock('./navigation', () => ({ navigateTo: (to: string) => navigate(to) }));

const { ApiError } = await import('./api-client');
const { createListStore, ownedItems } = await import('./create-list-store');

type Item = { id: string; name: string };
const api = { list: vi.fn<() => Promise<Item[]>>(), create: vi.fn<(b: { name: string }) => Promise<Item>>(), update: vi.fn(), remove: vi.fn() };
const messages = { loaded: 'Loaded!', added: 'Added!', updated: 'Updated!', deleted: 'Deleted!' };
const limit = () =>
  new ApiError({
    statusCode: 403,
    code: 'PLAN_CLIENT_LIMIT_REACHED',
    message: 'The Free plan includes up to 3 clients.',
    response: { status: 403, data: { status_code: 403, code: 'PLAN_CLIENT_LIMIT_REACHED', message: 'The Free plan includes up to 3 clients.' } },
  });

describe('createListStore', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });

  it('stores the list with its fetch time, quietly, and persists only list, time and owner', async () => {
    const useStore = createListStore<Item, { name: string }, never>({ name: 'client-storage', api, messages });
    api.list.mockResolvedValue([{ id: '1', name: 'A' }]);
    await useStore.getState().fetchAll('u1');
    expect(useStore.getState()).toMatchObject({ items: [{ id: '1', name: 'A' }], isLoading: false, error: null, ownerId: 'u1' });
    expect(useStore.getState().lastFetched).toMatch(/^\d{4}-/);
    // Issue 6: a screen opening loads its list without 'loaded successfully!'.
    expect(toastSuccess).not.toHaveBeenCalled();
    const saved = JSON.parse(localStorage.getItem('client-storage')!) as { state: Record<string, unknown>; version: number };
    expect(Object.keys(saved.state).sort()).toEqual(['items', 'lastFetched', 'ownerId']);
    expect(saved.version).toBe(1);
  });

  it('toasts the loaded message when the user asked for the load', async () => {
    const useStore = createListStore<Item, { name: string }, never>({ name: 'client-storage', api, messages });
    api.list.mockResolvedValue([{ id: '1', name: 'A' }]);
    await useStore.getState().fetchAll('u1', { requested: true });
    expect(toastSuccess).toHaveBeenCalledExactlyOnceWith('Loaded!');
  });

  it('keeps the message as the error, toasts it and raises the error again', async () => {
    const useStore = createListStore<Item, { name: string }, never>({ name: 'client-storage', api, messages });
    const err = new ApiError({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom', response: { status: 500, data: { message: 'Boom' } } });
    api.list.mockRejectedValue(err);
    await expect(useStore.getState().fetchAll('u1')).rejects.toBe(err);
    expect(useStore.getState()).toMatchObject({ error: 'Boom', isLoading: false });
    expect(toastError).toHaveBeenCalledWith('Boom');
  });

  it('sends plan-limit errors to /pricing and leaves the list unchanged', async () => {
    const useStore = createListStore<Item, { name: string }, never>({ name: 'client-storage', api, messages });
    api.create.mockRejectedValue(limit());
    await expect(useStore.getState().create({ name: 'D' })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/pricing');
    expect(useStore.getState()).toMatchObject({ items: [], isSaving: false, error: 'The Free plan includes up to 3 clients.' });
  });

  it('puts created items first and never shows another account’s cache', async () => {
    const useStore = createListStore<Item, { name: string }, never>({ name: 'client-storage', api, messages });
    api.list.mockResolvedValue([{ id: '1', name: 'A' }]);
    await useStore.getState().fetchAll('u1');
    api.create.mockResolvedValue({ id: '2', name: 'B' });
    await useStore.getState().create({ name: 'B' });
    expect(useStore.getState().items.map((i) => i.id)).toEqual(['2', '1']);
    expect(ownedItems(useStore.getState(), 'u2')).toEqual([]);
    api.list.mockReturnValue(new Promise(() => {}));
    void useStore.getState().fetchAll('u2');
    expect(useStore.getState().items).toEqual([]);
  });
});
