import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore } from './load-more';

/** An IntersectionObserver the test drives: `show()` scrolls the watched end of the list into view. */
function observeByHand() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    observers,
    show: () => act(() => observers.at(-1)!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)),
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Decision 069: the next page loads as the list's end comes near, or from a button a keyboard reaches. */
describe('LoadMore', () => {
  it('asks for the next page when the end of the list scrolls near, and from its button', () => {
    const io = observeByHand();
    const onMore = vi.fn();
    render(<LoadMore hasMore isLoading={false} onMore={onMore} />);
    io.show();
    expect(onMore).toHaveBeenCalledTimes(1);
    expect(io.observers.at(-1)!.options?.rootMargin).toMatch(/^0px 0px \d+px 0px$/);
    const button = screen.getByRole('button', { name: 'Load more' });
    fireEvent.click(button);
    expect(onMore).toHaveBeenCalledTimes(2);
  });

  it('stays focusable while the page loads, says it is loading, and asks only once', () => {
    observeByHand();
    const onMore = vi.fn();
    const { rerender } = render(<LoadMore hasMore isLoading={false} onMore={onMore} />);
    const button = screen.getByRole('button', { name: 'Load more' }) as HTMLButtonElement;
    button.focus();
    rerender(<LoadMore hasMore isLoading onMore={onMore} />);
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(button);
    expect(screen.getByText('Loading more...').getAttribute('aria-live')).toBe('polite');
    fireEvent.click(button);
    expect(onMore).not.toHaveBeenCalled();
  });

  it('shows nothing to press after the last page, and works without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onMore = vi.fn();
    const { rerender } = render(<LoadMore hasMore isLoading={false} onMore={onMore} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onMore).toHaveBeenCalledOnce();
    rerender(<LoadMore hasMore={false} isLoading={false} onMore={onMore} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
