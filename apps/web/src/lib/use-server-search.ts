import { SEARCH_MAX } from '@atelier/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

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

/** `?search=<text>` on a list's address: the list opens searching for it (a link from the one search, decision 210). */
export const SEARCH_PARAM = 'search';

/**
 * A list's search that a link can start: `?search=` fills the box, on arrival and when asked again
 * while the page is open, and the address drops it so a reload shows what the box shows.
 */
export function useAddressedSearch(delay = SEARCH_DELAY_MS) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(SEARCH_PARAM);
  const query = useServerSearch(delay, asked ?? '');
  const { setText } = query;
  useEffect(() => {
    if (asked === null) return;
    setText(asked);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asked, setText, setParams]);
  return query;
}
