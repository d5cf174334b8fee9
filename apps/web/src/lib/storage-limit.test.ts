import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';

const error = vi.fn();
const navigate = vi.fn();
vi.mock('./toast', () => ({ toast: { error: (...a: unknown[]) => error(...a), success: vi.fn() } }));
vi.mock('./navigation', () => ({ navigateTo: (...a: unknown[]) => navigate(...a) }));
const { toastStorageLimit } = await import('./storage-limit');
const { createQueryClient } = await import('./query/query-client');

const full = new ApiError({
  statusCode: 403,
  code: 'STORAGE_LIMIT_REACHED',
  message: 'Your storage is full: 100 MB of 100 MB used on the Free plan.',
});

/** A full storage keeps the drawing; the toast carries the way to /pricing, nothing navigates by itself. */
describe('a full storage', () => {
  it('is toasted with an action to /pricing, without leaving the page', () => {
    expect(toastStorageLimit(full)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    const [message, options] = error.mock.calls[0] as [string, { action: { label: string; onClick: () => void } }];
    expect(message).toBe('Your storage is full: 100 MB of 100 MB used on the Free plan.');
    expect(options.action.label).toBe('Upgrade plan');
    options.action.onClick();
    expect(navigate).toHaveBeenCalledWith('/pricing');
  });

  it('leaves every other error alone', () => {
    error.mockClear();
    expect(toastStorageLimit(new ApiError({ statusCode: 403, code: 'PLAN_CLIENT_LIMIT_REACHED', message: 'Limit' }))).toBe(false);
    expect(toastStorageLimit(new Error('x'))).toBe(false);
    expect(error).not.toHaveBeenCalled();
  });

  it("is not toasted a second time by the query client when the mutation marks it as the screen's", async () => {
    error.mockClear();
    navigate.mockClear();
    const client = createQueryClient();
    const run = (meta?: { inlineErrorCodes: readonly string[] }) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: async () => Promise.reject(full), meta })
        .execute(undefined)
        .catch(() => undefined);
    await run({ inlineErrorCodes: ['STORAGE_LIMIT_REACHED'] });
    expect(error).not.toHaveBeenCalled();
    // Without the mark the shared handler toasts it (and it is no plan code: no move to /pricing).
    await run();
    expect(error).toHaveBeenCalledWith('Your storage is full: 100 MB of 100 MB used on the Free plan.');
    expect(navigate).not.toHaveBeenCalled();
  });
});
