import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, ApiError, configureApiClient, fieldErrorsOf } from './api-client';
import { setLanguage } from './i18n/i18n';

function mockFetch(status: number, body: unknown) {
  const fn = vi.fn(async (_url: string, _init: RequestInit) => new Response(body === undefined ? '' : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('apiClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApiClient({ getToken: () => null, onUnauthorized: () => {} });
  });

  it('prefixes /api/v1, sends the bearer token and JSON only when there is a body', async () => {
    configureApiClient({ getToken: () => 'tok' });
    const fetch = mockFetch(200, { success: true, status_code: 200, message: 'ok', data: { a: 1 } });
    const res = await apiClient.post<{ a: number }>('/auth/logout');
    expect(res.data.a).toBe(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/logout');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Type']).toBeUndefined();
    expect(init.body).toBeUndefined();

    await apiClient.patch('/clients/1', { name: 'A' });
    const [, init2] = fetch.mock.calls[1]!;
    expect((init2.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init2.body).toBe('{"name":"A"}');
  });

  it('asks for answers in the app’s language, which the server writes its refusals in (decision 200)', async () => {
    const fetch = mockFetch(200, { success: true, status_code: 200, message: 'ok', data: {} });
    setLanguage('fr');
    try {
      await apiClient.get('/clients');
      expect((fetch.mock.calls[0]![1].headers as Record<string, string>)['Accept-Language']).toBe('fr');
    } finally {
      setLanguage('en');
    }
    await apiClient.get('/clients');
    expect((fetch.mock.calls[1]![1].headers as Record<string, string>)['Accept-Language']).toBe('en');
  });

  it('turns the error envelope into an ApiError with field details', async () => {
    mockFetch(422, {
      success: false,
      status_code: 422,
      code: 'VALIDATION_ERROR',
      message: 'Bad',
      errors: [{ field: 'email', message: 'Enter a valid email address' }],
    });
    const err = await apiClient.post('/auth/signup', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      statusCode: 422,
      code: 'VALIDATION_ERROR',
      message: 'Bad',
      details: [{ field: 'email', message: 'Enter a valid email address' }],
    });
    expect(fieldErrorsOf(err)).toEqual({ email: 'Enter a valid email address' });
  });

  it('reports network failures as "Network Error" without a response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const err = (await apiClient.get('/health').catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe('Network Error');
    expect(err.isNetworkError).toBe(true);
  });

  it('ends the session on a 401 for a request that carried a token, unless told not to', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ getToken: () => 'tok', onUnauthorized });
    mockFetch(401, { success: false, status_code: 401, code: 'UNAUTHORIZED', message: 'Session ended' });
    await apiClient.get('/auth').catch(() => {});
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await apiClient.post('/auth/signin', { email: 'a', password: 'b' }, { ignoreUnauthorized: true }).catch(() => {});
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    configureApiClient({ getToken: () => null });
    await apiClient.get('/auth').catch(() => {});
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
