import { useCallback, useState } from 'react';
import { NAV_SECTIONS, type NavSection } from './nav-items';

/** Where the sections a member folded are kept on this device (decision 209). */
export const FOLDED_KEY = 'atelier-nav-folded';

const isSection = (value: unknown): value is NavSection => typeof value === 'string' && value in NAV_SECTIONS;

/** The folded sections kept on this device; none when storage is refused or holds something else. */
function readFolded(): ReadonlySet<NavSection> {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(FOLDED_KEY) ?? '[]');
    return new Set(Array.isArray(kept) ? kept.filter(isSection) : []);
  } catch {
    return new Set();
  }
}

function keepFolded(folded: ReadonlySet<NavSection>): void {
  try {
    localStorage.setItem(FOLDED_KEY, JSON.stringify([...folded]));
  } catch {
    // Storage refused (private mode, full): the folds hold until the page is left.
  }
}

/** The sections folded, and a toggle that remembers them on this device. */
export function useFoldedSections(): { folded: ReadonlySet<NavSection>; toggle: (section: NavSection) => void } {
  const [folded, setFolded] = useState(readFolded);
  const toggle = useCallback((section: NavSection) => {
    setFolded((old) => {
      const next = new Set(old);
      if (!next.delete(section)) next.add(section);
      keepFolded(next);
      return next;
    });
  }, []);
  return { folded, toggle };
}
