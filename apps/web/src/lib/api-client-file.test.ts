import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, ApiError, configureApiClient, filenameFrom } from './api-client';

describe('apiClient.file (the export download)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApiClient({ getToken: () => null, onUnauthorized: () => {} });
  });

  it('sends the bearer token and answers the bytes with the server’s file name', async () => {
    configureApiClient({ getToken: () => 'tok' });
    const fetch = vi.fn(
      async () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="atelier-export-2026-11-22.zip"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { blob, filename } = await apiClient.file('/user/export');
    expect(filename).toBe('atelier-export-2026-11-22.zip');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user/export');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('throws the ApiError of an error envelope and ends the session on 401', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ getToken: () => 'tok', onUnauthorized });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, status_code: 401, code: 'UNAUTHORIZED', message: 'Signed out' }), { status: 401 }),
      ),
    );
    const err = await apiClient.file('/user/export').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Signed out' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it.each([
    ['attachment; filename="a.zip"', 'a.zip'],
    ['attachment; filename=b.zip', 'b.zip'],
    ["attachment; filename*=UTF-8''Jupe%20%C3%A9t%C3%A9%20v2.pdf", 'Jupe été v2.pdf'],
    ["inline; filename*=utf-8''Skirt.svg", 'Skirt.svg'],
    ['attachment', null],
    [null, null],
  ])('reads the file name of %j', (header, name) => {
    expect(filenameFrom(header)).toBe(name);
  });
});
