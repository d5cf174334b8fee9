import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../api-client';
import { loadOutbox, type QueuedChange } from './outbox';
import { flushOutbox, refreshWhenSynced } from './sync';

// The device store in memory: the queue under `outbox:<user>` (decision 092).
const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('./device-store', async () => (await import('@/test/memory-device-store')).memoryDeviceStore(stored));

const newClient = (studio: QueuedChange['studio']): QueuedChange => ({
  id: crypto.randomUUID(),
  method: 'POST',
  path: '/clients',
  body: { name: 'Amara Obi' },
  ifMatch: null,
  recordPath: null,
  createsId: 'tmp-1',
  studio,
  label: 'New client Amara Obi',
  createdAt: new Date().toISOString(),
  state: 'waiting',
  error: null,
});

const current = () => true;
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => stored.clear());
afterEach(() => vi.restoreAllMocks());

describe('a queued change is sent only to the studio it was made in (decision 107)', () => {
  it('holds a change made in a studio the sender left, and sends it there once they are back', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ data: { client: { id: 'srv-1' } } } as never);
    stored.set('outbox:u1', [newClient({ id: 'studio-a', name: 'Maison Obi' })]);
    const client = new QueryClient();

    await flushOutbox('u1', 'studio-b', client, current);
    expect(post).not.toHaveBeenCalled();
    expect(await loadOutbox('u1')).toHaveLength(1);

    await flushOutbox('u1', 'studio-a', client, current);
    expect(post).toHaveBeenCalledTimes(1);
    expect(await loadOutbox('u1')).toEqual([]);
  });

  it('sends nothing once the session it was started in has ended, even with the lock already taken', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ data: { client: { id: 'srv-1' } } } as never);
    stored.set('outbox:u1', [newClient({ id: 'studio-a', name: 'Maison Obi' })]);
    await flushOutbox('u1', 'studio-a', new QueryClient(), () => false);
    expect(post).not.toHaveBeenCalled();
    expect(await loadOutbox('u1')).toHaveLength(1);
  });

  it('sends nothing, not even without a token, when the session ends while the queue is being read', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ data: { client: { id: 'srv-1' } } } as never);
    stored.set('outbox:u1', [newClient({ id: 'studio-a', name: 'Maison Obi' })]);
    // The first read decides there is work; the server ends the session during the second.
    await loadOutbox(null);
    let reads = 0;
    const read = stored.get.bind(stored);
    vi.spyOn(stored, 'get').mockImplementation((key) => ((reads += 1), read(key)));
    await flushOutbox('u1', 'studio-a', new QueryClient(), () => reads < 2);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a change queued before the studio was recorded, as before', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ data: { client: { id: 'srv-1' } } } as never);
    stored.set('outbox:u1', [newClient(null)]);
    await flushOutbox('u1', 'studio-b', new QueryClient(), current);
    expect(post).toHaveBeenCalledTimes(1);
  });
});

describe('other tabs refresh once the queue was sent (decision 107)', () => {
  it('the sending tab tells the others, and a tab told refetches the lists the sent records belong to', async () => {
    vi.spyOn(apiClient, 'post').mockResolvedValue({ data: { client: { id: 'srv-1' } } } as never);
    stored.set('outbox:u1', [newClient({ id: 'studio-a', name: 'Maison Obi' })]);
    // The other tab's end of the channel.
    const otherTab = new BroadcastChannel('atelier-synced');
    const heard = new Promise<MessageEvent>((resolve) => otherTab.addEventListener('message', resolve, { once: true }));
    await flushOutbox('u1', 'studio-a', new QueryClient(), current);
    expect((await heard).data).toEqual({ userId: 'u1' });

    // This tab, told by another that it sent u1's queue.
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const stop = refreshWhenSynced('u1', client);
    otherTab.postMessage({ userId: 'u2' });
    await tick();
    expect(invalidate).not.toHaveBeenCalled();
    otherTab.postMessage({ userId: 'u1' });
    await tick();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['clients'] });
    stop();
    otherTab.close();
  });
});
