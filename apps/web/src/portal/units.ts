/**
 * The client's unit on the portal (decision 085): the studio's unit until the client picks the
 * other, then remembered on this phone. Values are converted exactly and shown to one decimal.
 */
export type Unit = 'inches' | 'cm';

const CM_PER_INCH = 2.54;
const STORAGE_KEY = 'atelier-portal-unit';

/** One decimal, for display: 32 in is 81.3 cm. */
export function convertSize(size: number, from: Unit, to: Unit): number {
  const exact = from === to ? size : from === 'inches' ? size * CM_PER_INCH : size / CM_PER_INCH;
  return Math.round((exact + Number.EPSILON) * 10) / 10;
}

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
