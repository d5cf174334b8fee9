import { createStore, del, get, keys, set, update, type UseStore } from 'idb-keyval';

/**
 * The one IndexedDB database the app keeps on the device (decision 092): the query cache and the
 * queue of changes not sent yet, each under a key that names its user, so a sign-out removes every
 * key of that user and nothing of one person is shown to the next. idb-keyval: a maintained
 * key-value layer over IndexedDB whose `update` reads and writes in one transaction.
 */
let store: UseStore | null = null;
const db = (): UseStore => (store ??= createStore('atelier-offline', 'keyval'));

/** Whether this browser has IndexedDB at all (private modes of some browsers do not). */
export const hasDeviceStore = (): boolean => typeof indexedDB !== 'undefined';

export const deviceKey = (kind: 'cache' | 'outbox', userId: string): string => `${kind}:${userId}`;

export const readDevice = <T>(key: string): Promise<T | undefined> => get<T>(key, db());
export const writeDevice = (key: string, value: unknown): Promise<void> => set(key, value, db());
export const updateDevice = <T>(key: string, change: (old: T | undefined) => T): Promise<void> => update<T>(key, change, db());

/**
 * Removes every user's keys: sign-out leaves nothing of anyone on the device. With `keepUnsent`
 * (a session that ended by itself), the queues of unsent changes stay (decision 098).
 */
export async function clearDevice({ keepUnsent = false }: { keepUnsent?: boolean } = {}): Promise<void> {
  if (!hasDeviceStore()) return;
  const all = (await keys(db())).map(String);
  const removed = all.filter((key) => !(keepUnsent && key.startsWith('outbox:')));
  await Promise.all(removed.map((key) => del(key, db())));
}
