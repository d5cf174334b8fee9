import { useState } from 'react';

/** Cards rendered at first; a workshop with 2,000 clients should not wait for 2,000 cards. */
export const LIST_PAGE_SIZE = 60;

/**
 * Renders a long list a page at a time (the API returns whole lists and the screens show no
 * pagination, decision 007). A new search or filter (`resetKey`) starts again from the first page.
 */
export function useIncremental<T>(items: T[], resetKey: string, page = LIST_PAGE_SIZE) {
  const [state, setState] = useState({ key: resetKey, limit: page });
  const limit = state.key === resetKey ? state.limit : page;
  return {
    shown: items.length > limit ? items.slice(0, limit) : items,
    remaining: Math.max(0, items.length - limit),
    showMore: () => setState({ key: resetKey, limit: limit + page }),
  };
}
