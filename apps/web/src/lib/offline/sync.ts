import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '../api-client';
import { changeOutbox, currentOutbox, madeElsewhere, pendingIds, readOutbox, type QueuedChange } from './outbox';

/**
 * Sends the queued changes (decision 092): in order, one at a time, under a lock all tabs of the
 * browser share, so two tabs never send the same change at once; the Idempotency-Key makes a
 * change that was sent but whose answer was lost (a reload, a dropped signal) answered once.
 */
const RETRY_LATER = new Set(['NETWORK_ERROR', 'IDEMPOTENCY_KEY_IN_PROGRESS', 'SERVICE_UNAVAILABLE', 'DATABASE_UNAVAILABLE']);

/** A change that uses a new record not sent yet waits for it: it is sent after, with the real id. */
function heldBack(change: QueuedChange, queue: readonly QueuedChange[]): boolean {
  const text = change.path + JSON.stringify(change.body);
  return [...pendingIds(queue)].some((id) => id !== change.createsId && text.includes(id));
}

/** Every later change naming the new record's temporary id now names the server's id. */
function renamed(queue: QueuedChange[], from: string, to: string): QueuedChange[] {
  return queue.map((c) => ({
    ...c,
    path: c.path.split(from).join(to),
    recordPath: c.recordPath ? c.recordPath.split(from).join(to) : null,
    body: JSON.parse(JSON.stringify(c.body).split(from).join(to)) as Record<string, unknown>,
  }));
}

/** The id of the record a create answered (`{ client: { id } }` or the record itself). */
function createdId(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const values = [data, ...Object.values(data as object)] as Array<{ id?: unknown }>;
  const found = values.find((v) => v && typeof v === 'object' && typeof v.id === 'string');
  return (found?.id as string | undefined) ?? null;
}

type Outcome = { sent: true; data: unknown } | { sent: false; error: ApiError };

async function send(change: QueuedChange): Promise<Outcome> {
  const options = { idempotencyKey: change.id, ...(change.ifMatch ? { ifMatch: change.ifMatch } : {}) };
  const method = change.method === 'POST' ? apiClient.post : change.method === 'PUT' ? apiClient.put : apiClient.patch;
  try {
    const answer = await method<unknown>(change.path, change.body, options);
    return { sent: true, data: answer.data };
  } catch (error) {
    if (error instanceof ApiError) return { sent: false, error };
    throw error;
  }
}

async function settle(userId: string, change: QueuedChange, outcome: Outcome): Promise<void> {
  if (outcome.sent) {
    const realId = change.createsId ? createdId(outcome.data) : null;
    await changeOutbox(userId, (queue) => {
      const rest = queue.filter((c) => c.id !== change.id);
      return realId && change.createsId ? renamed(rest, change.createsId, realId) : rest;
    });
    return;
  }
  const { error } = outcome;
  const state = error.statusCode === 412 ? 'conflict' : 'refused';
  await changeOutbox(userId, (queue) =>
    queue.map((c) =>
      c.id === change.id ? { ...c, state, error: { code: error.code, message: error.message, details: error.details } } : c,
    ),
  );
}

/** Whether a change can be sent now: waiting, made in the sender's studio (decision 107), its records sent. */
const sendable = (c: QueuedChange, queue: readonly QueuedChange[], studioId: string | null) =>
  c.state === 'waiting' && !madeElsewhere(c, studioId) && !heldBack(c, queue);

/**
 * Whether the session a send was started in is still the signed-in one: a send waiting on the lock or
 * on an earlier answer must not go out after sign-out or a session the server ended (decision 107).
 */
export type StillCurrent = () => boolean;

/** Sends what is waiting; stops at the first change the network or the server cannot take now. */
async function drain(userId: string, studioId: string | null, client: QueryClient, stillCurrent: StillCurrent): Promise<number> {
  let sent = 0;
  for (;;) {
    const queue = await readOutbox(userId);
    const next = queue.find((c) => sendable(c, queue, studioId));
    // Checked with nothing awaited before the request reads the session's token: a session ended
    // meanwhile (by the server, or sign-out) sends nothing, not even without a token (decision 107).
    if (!next || !stillCurrent()) break;
    const outcome = await send(next);
    if (!outcome.sent && (RETRY_LATER.has(outcome.error.code) || outcome.error.statusCode === 401 || outcome.error.statusCode >= 500))
      break;
    await settle(userId, next, outcome);
    if (outcome.sent) sent += 1;
  }
  if (sent > 0) {
    // The other tabs showed the same records as waiting, and hear of it here (decision 107).
    syncedChannel?.postMessage({ userId });
    await refreshSynced(client);
  }
  return sent;
}

/** What the server now holds replaces the records shown as waiting. */
const refreshSynced = (client: QueryClient) => Promise.all(SYNCED_RESOURCES.map((r) => client.invalidateQueries({ queryKey: [r] })));
const SYNCED_RESOURCES = ['clients', 'measurements', 'projects'];
const syncedChannel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('atelier-synced');

/**
 * Only the tab holding the lock sends; every other tab of the same person refreshes its lists when
 * told the queue was sent, instead of showing the record gone until its next refetch (decision 107).
 * Returns the stop.
 */
export function refreshWhenSynced(userId: string, client: QueryClient): () => void {
  if (!syncedChannel) return () => undefined;
  const onMessage = (event: MessageEvent<{ userId?: string }>) => {
    if (event.data?.userId === userId) void refreshSynced(client);
  };
  syncedChannel.addEventListener('message', onMessage);
  return () => syncedChannel.removeEventListener('message', onMessage);
}

/**
 * Sends the user's queue if no other tab is sending it; a tab that finds the lock taken leaves
 * the work to the tab holding it. Without Web Locks (older browsers) the Idempotency-Key alone
 * keeps a change from being applied twice.
 */
export async function flushOutbox(userId: string, studioId: string | null, client: QueryClient, stillCurrent: StillCurrent): Promise<void> {
  if (!onlineManager.isOnline()) return;
  if (!currentOutbox().some((c) => c.state === 'waiting')) {
    const queue = await readOutbox(userId);
    if (!queue.some((c) => c.state === 'waiting')) return;
  }
  if (typeof navigator === 'undefined' || !navigator.locks) return void (await drain(userId, studioId, client, stillCurrent));
  await navigator.locks.request(`atelier-outbox:${userId}`, { ifAvailable: true }, async (lock) => {
    if (lock) await drain(userId, studioId, client, stillCurrent);
  });
}
