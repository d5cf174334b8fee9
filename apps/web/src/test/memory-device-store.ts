/**
 * The device store (lib/offline/device-store.ts, IndexedDB in the browser) kept in a Map, for unit
 * tests: `vi.mock('…/device-store', async () => (await import('@/test/memory-device-store')).memoryDeviceStore(stored))`
 * with `stored` from `vi.hoisted`, so a test can read and seed what the device holds (decision 092).
 */
export function memoryDeviceStore(stored: Map<string, unknown>) {
  return {
    deviceKey: (kind: string, userId: string) => `${kind}:${userId}`,
    hasDeviceStore: () => true,
    readDevice: async (key: string) => stored.get(key),
    writeDevice: async (key: string, value: unknown) => void stored.set(key, value),
    updateDevice: async (key: string, change: (old: unknown) => unknown) => void stored.set(key, change(stored.get(key))),
    clearDevice: async () => stored.clear(),
  };
}
