import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserCaches, registerUserCache, USER_CACHE_KEYS } from './user-caches';

describe('clearUserCaches', () => {
  beforeEach(() => localStorage.clear());

  it('removes every cached record list and empties loaded stores, leaving other keys', () => {
    for (const key of USER_CACHE_KEYS) localStorage.setItem(key, '{"state":{"items":[{"id":"1"}]}}');
    localStorage.setItem('theme', 'dark');
    const clear = vi.fn();
    registerUserCache(clear);
    clearUserCaches();
    expect(clear).toHaveBeenCalledOnce();
    for (const key of USER_CACHE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
