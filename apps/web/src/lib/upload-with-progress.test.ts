import { API } from '@atelier/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApiClient } from './api-client';
import { uploadWithProgress } from './upload-with-progress';

/** A stand-in XMLHttpRequest: records what was sent and lets the test answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const owner = { subject: 'project', subjectId: 'p1', kind: 'fabric' } as const;
const file = new File([new Uint8Array(8)], 'silk.jpg', { type: 'image/jpeg' });

function start(onProgress = vi.fn(), signal?: AbortSignal) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const promise = uploadWithProgress(API.photos.upload, { query: owner, field: 'photo', file, onProgress, signal });
  return { promise, xhr: FakeXhr.last!, onProgress };
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ getToken: () => null, onUnauthorized: () => {} });
});

describe('uploadWithProgress (an upload that reports its progress, decision 081)', () => {
  it('sends the file as the multipart field with the bearer token, to the API URL with the query', async () => {
    configureApiClient({ getToken: () => 'tok-1' });
    const { promise, xhr } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/photos?subject=project&subjectId=p1&kind=fabric');
    expect(xhr.headers.Authorization).toBe('Bearer tok-1');
    expect((xhr.body?.get('photo') as File).name).toBe('silk.jpg');
    xhr.answer(201, { success: true, data: { photo: { id: 'ph1' } } });
    await expect(promise).resolves.toEqual({ photo: { id: 'ph1' } });
  });

  it('reports the share of the body sent', () => {
    const { xhr, onProgress } = start();
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
  });

  it("rejects with the server's ApiError, and a 401 ends the session like any call", async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ getToken: () => 'tok-1', onUnauthorized });
    const refused = start();
    refused.xhr.answer(422, { success: false, status_code: 422, code: 'VALIDATION_ERROR', message: 'The file is not an image.' });
    await expect(refused.promise).rejects.toMatchObject({
      statusCode: 422,
      code: 'VALIDATION_ERROR',
      message: 'The file is not an image.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();

    const expired = start();
    expired.xhr.answer(401, { success: false, status_code: 401, code: 'UNAUTHORIZED', message: 'Your session has expired.' });
    await expect(expired.promise).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('answers a network error as one, and stops when its signal aborts', async () => {
    const lost = start();
    lost.xhr.onerror?.();
    await expect(lost.promise).rejects.toMatchObject({ isNetworkError: true });

    const controller = new AbortController();
    const stopped = start(vi.fn(), controller.signal);
    controller.abort();
    expect(stopped.xhr.aborted).toBe(true);
    await expect(stopped.promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
