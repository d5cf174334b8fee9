import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import type { ClearOptions } from '../user-caches';
import { clearDevice } from './device-store';
import { enqueue, currentOutbox, isWaitingFor, loadOutbox, pendingIds, setOutboxStudio, type QueuedChange } from './outbox';
import { keepCache, keepInMemory, restoreCache } from './persisted-cache';
import { flushOutbox, refreshWhenSynced } from './sync';

/**
 * The writes a tailor makes at a fitting (a new client, a measurement, a project's status or
 * stage) are sent at once when the network answers, and otherwise kept on the device and sent
 * when it returns (decision 092).
 */
/** The studio the person works in now: each change records it, and is sent only there (decision 107). */
export type OfflineStudio = { id: string; name: string };
type OfflineSession = { userId: string; studio: OfflineStudio | null; client: QueryClient };
let session: OfflineSession | null = null;

/** Sends the queue of this session, for as long as it stays the signed-in one. */
const flushSession = (s: OfflineSession) =>
  void flushOutbox(s.userId, s.studio?.id ?? null, s.client, () => session === s).catch(() => undefined);
let stopCurrent: (() => void) | null = null;
const FLUSH_EVERY_MS = 20_000;

/** Starts the device cache and the queue for the signed-in user; returns the stop. */
export function startOffline(
  client: QueryClient,
  userId: string,
  studio: OfflineStudio | null,
): { restored: Promise<void>; stop: () => void } {
  const started: OfflineSession = { userId, studio, client };
  session = started;
  setOutboxStudio(studio?.id ?? null);
  const flush = () => flushSession(started);
  keepInMemory(client);
  const restored = Promise.all([restoreCache(client, userId).catch(() => undefined), loadOutbox(userId)]).then(() => flush());
  const stopKeeping = keepCache(client, userId);
  const stopListening = onlineManager.subscribe((online) => online && flush());
  const stopRefreshing = refreshWhenSynced(userId, client);
  const timer = setInterval(flush, FLUSH_EVERY_MS);
  const stop = () => {
    if (session === started) session = null;
    stopKeeping();
    stopListening();
    stopRefreshing();
    clearInterval(timer);
  };
  stopCurrent = stop;
  return { restored: restored.then(() => undefined), stop };
}

/**
 * Sign-out: the device keeps nothing of any user, neither answers nor unsent changes; a session
 * the server ended keeps the unsent changes for the same user's next sign-in (decision 098).
 */
export function clearOfflineData({ keepUnsent = false }: ClearOptions = {}): void {
  stopCurrent?.();
  stopCurrent = null;
  session = null;
  setOutboxStudio(null);
  void loadOutbox(null);
  void clearDevice({ keepUnsent }).catch(() => undefined);
}

export type OfflineWrite = Pick<QueuedChange, 'method' | 'path' | 'body' | 'label'> & {
  /** A new record: the id it is shown by until the server gives its own. */
  createsId?: string;
  /** An edit: the version it was made on, and the record's address. */
  version?: { ifMatch: string | null; recordPath: string };
};

export type WriteOutcome<T> = { queued: false; result: T } | { queued: true; change: QueuedChange };

const offline = () => !onlineManager.isOnline();
const usesPending = (write: OfflineWrite) => {
  const text = write.path + JSON.stringify(write.body);
  return [...pendingIds(currentOutbox())].some((id) => text.includes(id));
};

/**
 * Sends a write now, or queues it: offline, when it names a record still waiting to be sent, when
 * an earlier change of the same record waits (order is kept), or when the network fails on the way
 * (the same Idempotency-Key then makes a request that did arrive count once).
 */
export async function sendOrQueue<T>(write: OfflineWrite, send: (idempotencyKey: string) => Promise<T>): Promise<WriteOutcome<T>> {
  const id = crypto.randomUUID();
  const current = session;
  const recordId = write.version?.recordPath.split('/').pop();
  const mustWait = offline() || usesPending(write) || (!!recordId && isWaitingFor(currentOutbox(), recordId));
  if (!current || !mustWait) {
    try {
      return { queued: false, result: await send(id) };
    } catch (error) {
      if (!current || !(error instanceof ApiError && error.isNetworkError)) throw error;
    }
  }
  const change: QueuedChange = {
    id,
    method: write.method,
    path: write.path,
    body: write.body,
    label: write.label,
    ifMatch: write.version?.ifMatch ?? null,
    recordPath: write.version?.recordPath ?? null,
    createsId: write.createsId ?? null,
    studio: current!.studio,
    createdAt: new Date().toISOString(),
    state: 'waiting',
    error: null,
  };
  await enqueue(current!.userId, change);
  flushSession(current!);
  return { queued: true, change };
}

/** Sends the queue now (after the user fixed or kept a change). */
export function syncNow(): void {
  if (session) flushSession(session);
}

export const activeOfflineUser = (): string | null => session?.userId ?? null;
