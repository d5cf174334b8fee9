import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.fn();
vi.mock('./toast', () => ({ toast: { error: (...args: unknown[]) => toastError(...args) } }));

const { ApiError, apiErrorFrom } = await import('./api-client');
const { FALLBACK_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, configurePlanErrors, handleError } = await import('./handle-error');

/** The ApiError the client builds from an answer with this status, body and status text. */
function apiError(status: number, data: Record<string, unknown> | null, statusText = 'Request failed') {
  return apiErrorFrom(status, statusText, data);
}

describe('handleError', () => {
  beforeEach(() => toastError.mockReset());
  afterEach(() => vi.restoreAllMocks());

  it('prefers the response data message and toasts it', () => {
    const result = handleError(apiError(409, { message: 'Email taken', code: 'EMAIL_TAKEN', status_code: 409 }, 'own'));
    expect(result).toEqual({ statusCode: 409, code: 'EMAIL_TAKEN', message: 'Email taken', details: undefined });
    expect(toastError).toHaveBeenCalledWith('Email taken');
  });

  it('falls back to the nested error message, then the error’s own, then the default', () => {
    expect(handleError(apiError(400, { error: { message: 'Nested' } }, 'own')).message).toBe('Nested');
    expect(handleError(apiError(400, {}, 'Own message')).message).toBe('Own message');
    expect(handleError(apiError(400, {}, '')).message).toBe(FALLBACK_ERROR_MESSAGE);
    expect(handleError(new Error('A bug')).message).toBe('A bug');
    expect(handleError(new Error('')).message).toBe(FALLBACK_ERROR_MESSAGE);
    expect(handleError(undefined).message).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('lets the first field error replace the message', () => {
    const errors = [
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'password', message: 'Too short' },
    ];
    const result = handleError(apiError(422, { message: 'Validation failed', status_code: 422, code: 'VALIDATION_ERROR', errors }));
    expect(result.message).toBe('Enter a valid email address');
    expect(result.details).toEqual(errors);
    expect(toastError).toHaveBeenCalledWith('Enter a valid email address');
  });

  it('takes the status from data.status_code, else the HTTP status', () => {
    expect(handleError(apiError(400, { message: 'x', status_code: 418 })).statusCode).toBe(418);
    expect(handleError(apiError(502, null)).statusCode).toBe(502);
  });

  it('shows the network text when there is no response', () => {
    const result = handleError(new ApiError({ statusCode: 0, code: 'NETWORK_ERROR', message: 'Network Error', isNetworkError: true }));
    expect(result.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(toastError).toHaveBeenCalledWith('Network error. Please check your connection.');
  });

  it.each([
    'SUBSCRIPTION_INACTIVE',
    'FEATURE_NOT_AVAILABLE',
    'PLAN_CLIENT_LIMIT_REACHED',
    'PLAN_PROJECT_LIMIT_REACHED',
    'PLAN_AI_LIMIT_REACHED',
  ])('navigates to /pricing for %s', (code) => {
    const navigate = vi.fn();
    handleError(apiError(403, { message: 'Upgrade', code, status_code: 403 }), { navigate });
    expect(navigate).toHaveBeenCalledWith('/pricing');
  });

  it('never sends a member without billing.manage to /pricing: the user is read again instead', () => {
    const navigate = vi.fn();
    const onMemberPlanRefusal = vi.fn();
    configurePlanErrors({ canManageBilling: () => false, onMemberPlanRefusal });
    try {
      handleError(apiError(403, { message: 'Not on Enterprise', code: 'FEATURE_NOT_AVAILABLE', status_code: 403 }), { navigate });
      expect(navigate).not.toHaveBeenCalled();
      expect(onMemberPlanRefusal).toHaveBeenCalledOnce();
    } finally {
      configurePlanErrors({ canManageBilling: () => true, onMemberPlanRefusal: () => {} });
    }
  });

  it('does not navigate for other codes and can stay silent', () => {
    const navigate = vi.fn();
    handleError(apiError(401, { message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' }), { navigate, silent: true });
    expect(navigate).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });
});
