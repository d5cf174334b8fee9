/**
 * The client's unit on the portal (decision 085): the studio's unit until the client picks the
 * other, then remembered on this phone. Values are converted by the shared formatter (decision 124).
 */
export type Unit = 'inches' | 'cm';

const STORAGE_KEY = 'atelier-portal-unit';

/** The unit this phone picked before, else the studio's. Storage may be off (private browsing). */
export function savedUnit(fallback: Unit, storage: Pick<Storage, 'getItem'> | null = safeStorage()): Unit {
  try {
    const saved = storage?.getItem(STORAGE_KEY);
    return saved === 'inches' || saved === 'cm' ? saved : fallback;
  } catch {
    return fallback;
  }
}

export function saveUnit(unit: Unit, storage: Pick<Storage, 'setItem'> | null = safeStorage()): void {
  try {
    storage?.setItem(STORAGE_KEY, unit);
  } catch {
    // Not remembered; the switch still works for this visit.
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
