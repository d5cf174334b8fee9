// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const toastError = vi.fn();
vi.mock('./toast', () => ({ toast: { error: (...a: unknown[]) => toastError(...a) } }));
const { ApiError } = await import('./api-client');
const { useFieldErrors } = await import('./use-field-errors');

/** Every form submits one way. */
describe('useFieldErrors().submit', () => {
  it('does not send a body the shared schema refused: the fields say why and the first reason is toasted', async () => {
    const { result } = renderHook(() => useFieldErrors());
    const save = vi.fn();
    let saved = true;
    await act(async () => {
      saved = await result.current.submit({ ok: false, errors: { name: 'Name is required', email: 'Enter a valid email address' } }, save);
    });
    expect(saved).toBe(false);
    expect(save).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'Name is required', email: 'Enter a valid email address' });
    expect(toastError).toHaveBeenCalledWith('Name is required');
  });

  it("saves a valid body, and puts the server's refusal on the fields", async () => {
    const { result } = renderHook(() => useFieldErrors());
    const refused = new ApiError({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Client not found',
      details: [{ field: 'clientId', message: 'Client not found' }],
    });
    let saved = false;
    await act(async () => {
      saved = await result.current.submit({ ok: true, body: { clientId: 'x' } }, async () => {
        throw refused;
      });
    });
    expect(saved).toBe(false);
    expect(result.current.errors).toEqual({ clientId: 'Client not found' });
    await act(async () => {
      saved = await result.current.submit({ ok: true, body: { clientId: 'y' } }, async () => ({}));
    });
    expect(saved).toBe(true);
    expect(result.current.errors).toEqual({});
  });
});
