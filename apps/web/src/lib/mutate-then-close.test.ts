import { describe, expect, it, vi } from 'vitest';
import { mutateThenClose } from './mutate-then-close';

describe('mutateThenClose', () => {
  it('closes after the action succeeded', async () => {
    const close = vi.fn();
    await expect(mutateThenClose(() => Promise.resolve('ok'), close)).resolves.toBe(true);
    expect(close).toHaveBeenCalledOnce();
  });

  it('keeps the dialog open on a failure and hands the error to onError', async () => {
    const close = vi.fn();
    const onError = vi.fn();
    const error = new Error('refused');
    await expect(mutateThenClose(() => Promise.reject(error), close, onError)).resolves.toBe(false);
    expect(close).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(error);
  });
});
