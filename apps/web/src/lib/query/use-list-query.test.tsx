import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

const success = vi.fn();
vi.mock('../toast', () => ({ toast: { success: (...a: unknown[]) => success(...a), error: vi.fn() } }));
const { useListQuery } = await import('./use-list-query');

/** Decision 016: opening a screen loads quietly; a load the user asked for (Retry) is toasted. */
describe('useListQuery', () => {
  it('loads without a toast when the screen opens, and toasts the loaded message after Retry', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const queryFn = vi.fn(async () => [{ id: '1' }]);
    const { result } = renderHook(
      () => useListQuery({ queryKey: ['projects', 'list'], queryFn, loadedMessage: 'Projects loaded successfully!' }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.hasCache).toBe(true));
    expect(success).not.toHaveBeenCalled();
    act(() => result.current.retry());
    await waitFor(() => expect(success).toHaveBeenCalledWith('Projects loaded successfully!'));
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('keeps the cached list and gives the error as text when a refresh fails', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['clients', 'list'], [{ id: 'c1' }]);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const queryFn = vi.fn(async (): Promise<{ id: string }[]> => {
      throw new Error('Network error. Please check your connection.');
    });
    const { result } = renderHook(
      () => useListQuery({ queryKey: ['clients', 'list'], queryFn, loadedMessage: 'Clients loaded successfully!' }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.error).toBe('Network error. Please check your connection.'));
    expect(result.current.items).toEqual([{ id: 'c1' }]);
  });
});
