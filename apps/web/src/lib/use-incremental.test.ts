import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIncremental } from './use-incremental';

const items = Array.from({ length: 130 }, (_, i) => i);

describe('useIncremental', () => {
  it('shows a page, then more on demand, and starts over when the filter changes', () => {
    const { result, rerender } = renderHook(({ key }) => useIncremental(items, key, 60), { initialProps: { key: 'a' } });
    expect(result.current.shown).toHaveLength(60);
    expect(result.current.remaining).toBe(70);
    act(() => result.current.showMore());
    expect(result.current.shown).toHaveLength(120);
    act(() => result.current.showMore());
    expect(result.current.shown).toHaveLength(130);
    expect(result.current.remaining).toBe(0);
    rerender({ key: 'b' });
    expect(result.current.shown).toHaveLength(60);
  });
});
