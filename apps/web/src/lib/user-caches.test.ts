// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserCaches, registerUserCache, USER_CACHE_KEYS } from './user-caches';

describe('clearUserCaches', () => {
  beforeEach(() => localStorage.clear());

  it('removes every cached record list and empties loaded stores, leaving other keys', () => {
    // The keys come from the route declarations: every list kept across visits is among them.
    expect([...USER_CACHE_KEYS].sort()).toEqual([
      'analytics-storage',
      'client-storage',
      'dashboard-storage',
      'invoice-storage',
      'measurement-storage',
      'pattern-storage',
      'project-storage',
    ]);
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
