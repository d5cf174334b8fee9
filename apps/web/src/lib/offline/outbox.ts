import type { FieldError } from '@atelier/shared';
import { useSyncExternalStore } from 'react';
import { deviceKey, readDevice, updateDevice } from './device-store';

/**
 * The changes made without a network, waiting on the device to be sent (decision 092): one queue
 * per user in IndexedDB, shared by every tab. Each change is sent once, in order, with its own
 * `Idempotency-Key` (its id), so a retry, a reload or a second tab is answered without a second row.
 */
export type ChangeState = 'waiting' | 'refused' | 'conflict';
export type QueuedChange = {
  /** Also the change's Idempotency-Key (decision 089). */
  id: string;
  method: 'POST' | 'PATCH' | 'PUT';
  /** The API path under /api/v1, e.g. /clients or /projects/<id>. */
  path: string;
  body: Record<string, unknown>;
  /** The version the change was made on (decision 090); null for a new record. */
  ifMatch: string | null;
  /** The record whose version is checked, to show the server's version on a conflict. */
  recordPath: string | null;
  /** The id the app gave a new record until the server names it; later changes may use it. */
  createsId: string | null;
  /**
   * The studio the change was made in (decision 107): it is sent only while the sender works there,
   * never to the studio they joined since. Null for a change queued before the studio was recorded.
   */
  studio: { id: string; name: string } | null;
  /** What the user did, in their words: 'New client Amara Obi'. */
  label: string;
  createdAt: string;
  state: ChangeState;
  error: { code: string; message: string; details: FieldError[] } | null;
};

let mirror: readonly QueuedChange[] = [];
let ownerId: string | null = null;
/** The studio the signed-in person works in now: a change made in another is held (decision 107). */
let currentStudioId: string | null = null;
const listeners = new Set<() => void>();
// Other tabs hear of every change to the queue and read it again.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('atelier-outbox');

function publish(next: readonly QueuedChange[]): void {
  mirror = next;
  listeners.forEach((listener) => listener());
}

/** Reads the user's queue into the mirror the screens show; called at start and by other tabs' news. */
export async function loadOutbox(userId: string | null): Promise<readonly QueuedChange[]> {
  ownerId = userId;
  if (userId) return readOutbox(userId);
  publish([]);
  return [];
}

/**
 * Reads a user's queue, shown only if they are still the one the screens show: a send finishing
 * after sign-out must not bring the signed-out person's queue back on screen.
 */
export async function readOutbox(userId: string): Promise<QueuedChange[]> {
  const queue = (await readDevice<QueuedChange[]>(deviceKey('outbox', userId)).catch(() => undefined)) ?? [];
  if (ownerId === userId) publish(queue);
  return queue;
}

channel?.addEventListener('message', (event: MessageEvent<{ userId: string }>) => {
  if (ownerId && event.data.userId === ownerId) void loadOutbox(ownerId);
});

/** Changes the queue in one IndexedDB transaction, then tells this tab's screens and the other tabs. */
export async function changeOutbox(userId: string, change: (queue: QueuedChange[]) => QueuedChange[]): Promise<readonly QueuedChange[]> {
  let next: QueuedChange[] = [];
  await updateDevice<QueuedChange[]>(deviceKey('outbox', userId), (old) => (next = change(old ?? [])));
  if (ownerId === userId) publish(next);
  channel?.postMessage({ userId });
  return next;
}

export const enqueue = (userId: string, change: QueuedChange) => changeOutbox(userId, (queue) => [...queue, change]);

export const currentOutbox = (): readonly QueuedChange[] => mirror;

/** Sets the studio the person works in now, and shows the queue again in its light. */
export function setOutboxStudio(studioId: string | null): void {
  if (studioId === currentStudioId) return;
  currentStudioId = studioId;
  publish(mirror);
}

/**
 * A change made in a studio the sender no longer works in (removed, or signed in to another since):
 * held and shown, never sent to the studio they are in now (decision 107).
 */
export const madeElsewhere = (change: QueuedChange, studioId: string | null = currentStudioId): boolean =>
  !!change.studio && change.studio.id !== studioId;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useOutbox = (): readonly QueuedChange[] => useSyncExternalStore(subscribe, currentOutbox, currentOutbox);

const studioNow = () => currentStudioId;
/** The studio the person works in now, for the screens that tell a change made elsewhere apart. */
export const useOutboxStudio = (): string | null => useSyncExternalStore(subscribe, studioNow, studioNow);

/** Whether a change waiting to be sent concerns this record (a new one, or an edit of it). */
export const isWaitingFor = (queue: readonly QueuedChange[], recordId: string): boolean =>
  queue.some((c) => c.createsId === recordId || c.path.split('/').includes(recordId));

/** The ids given to new records whose creation has not reached the server yet. */
export const pendingIds = (queue: readonly QueuedChange[]): Set<string> =>
  new Set(queue.flatMap((c) => (c.createsId ? [c.createsId] : [])));
