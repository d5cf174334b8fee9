/**
 * `keepUnsent`: the session ended without the user asking (it expired, or the server ended it):
 * changes made offline and not sent yet stay on the device for that user's next sign-in
 * (decision 098). A sign-out the user chose removes them too, after asking.
 */
export type ClearOptions = { keepUnsent?: boolean };

/**
 * Everything that holds one signed-in user's records registers how to empty itself here: the
 * in-memory query cache and the device's cache and queue (lib/offline, decision 117). Signing out
 * empties them all, so a shared workshop computer keeps no client data of the last person.
 */
const caches = new Set<(options: ClearOptions) => void>();

export function registerUserCache(clear: (options: ClearOptions) => void): void {
  caches.add(clear);
}

export function clearUserCaches(options: ClearOptions = {}): void {
  for (const clear of caches) clear(options);
}
