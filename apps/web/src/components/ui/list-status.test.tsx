import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListStatus } from './list-status';

const props = { loadingText: 'Loading clients...', emptyText: 'No clients found.', onRetry: () => {} };

describe('ListStatus', () => {
  afterEach(cleanup);

  it("shows 'Error: {message}' with Retry when loading failed and nothing is cached", () => {
    const onRetry = vi.fn();
    render(
      <ListStatus
        {...props}
        onRetry={onRetry}
        isLoading={false}
        error="Network error. Please check your connection."
        hasCache={false}
        isEmpty
      >
        <p>list</p>
      </ListStatus>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Error: Network error. Please check your connection.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('keeps showing cached items when a refresh fails', () => {
    render(
      <ListStatus {...props} isLoading={false} error="Boom" hasCache isEmpty={false}>
        <p>list</p>
      </ListStatus>,
    );
    expect(screen.getByText('list')).toBeTruthy();
  });

  it('shows the loading text first, then the empty text', () => {
    const { rerender } = render(
      <ListStatus {...props} isLoading error={null} hasCache={false} isEmpty>
        <p>list</p>
      </ListStatus>,
    );
    expect(screen.getByText('Loading clients...')).toBeTruthy();
    rerender(
      <ListStatus {...props} isLoading={false} error={null} hasCache isEmpty>
        <p>list</p>
      </ListStatus>,
    );
    expect(screen.getByText('No clients found.')).toBeTruthy();
  });
});
