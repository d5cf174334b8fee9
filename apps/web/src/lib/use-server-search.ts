import { SEARCH_MAX } from '@atelier/shared';
import { useEffect, useState } from 'react';

/** How long typing pauses before the search goes to the server: a request per word, not per key. */
export const SEARCH_DELAY_MS = 300;

/**
 * Every search box of a paged list (decision 069): `text` is what the box shows, `search` what the
 * list asks the server for, once typing pauses, trimmed and within the server's bound. `initial`
 * starts both with a search a link asked for.
 */
export function useServerSearch(delay = SEARCH_DELAY_MS, initial = '') {
  const [text, setText] = useState(initial);
  const [search, setSearch] = useState(initial.trim().slice(0, SEARCH_MAX));
  useEffect(() => {
    const next = text.trim().slice(0, SEARCH_MAX);
    const timer = setTimeout(() => setSearch(next), next === '' ? 0 : delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return { text, setText, search };
}
