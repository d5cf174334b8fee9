import { describe, expect, it, vi } from 'vitest';
import { clearUserCaches, registerUserCache } from './user-caches';

describe('clearUserCaches', () => {
  it('empties every registered cache, telling each whether unsent changes stay (decision 098)', () => {
    const first = vi.fn();
    const second = vi.fn();
    registerUserCache(first);
    registerUserCache(second);
    clearUserCaches({ keepUnsent: true });
    expect(first).toHaveBeenCalledWith({ keepUnsent: true });
    expect(second).toHaveBeenCalledWith({ keepUnsent: true });
    clearUserCaches();
    expect(first).toHaveBeenLastCalledWith({});
  });
});
