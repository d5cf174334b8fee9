import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyFromPath, publicCall } from './public-api';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fn = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

const refusal = (status: number, code: string, extra: Record<string, unknown> = {}) => ({
  success: false,
  status_code: status,
  code,
  message: 'The server’s English',
  ...extra,
});

describe('publicCall', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the envelope’s data, sending JSON only with a body and no cookie', async () => {
    const fetch = answer(200, { success: true, status_code: 200, message: 'OK', data: { page: { name: 'Atelier Rose' } } });
    expect(await publicCall('GET', '/api/v1/book/rose')).toEqual({ ok: true, data: { page: { name: 'Atelier Rose' } } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/book/rose');
    expect(init.headers).toEqual({ accept: 'application/json' });
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('omit');

    await publicCall('POST', '/api/v1/portal/tok/messages', { message: 'Hello' });
    const [, sent] = fetch.mock.calls[1]!;
    expect(sent.headers).toEqual({ accept: 'application/json', 'content-type': 'application/json' });
    expect(sent.body).toBe('{"message":"Hello"}');
  });

  it('names a refusal by its kind, never by the server’s words', async () => {
    answer(404, refusal(404, 'NOT_FOUND'));
    expect(await publicCall('GET', '/x')).toEqual({ ok: false, kind: 'gone', code: 'NOT_FOUND' });
    answer(422, refusal(422, 'VALIDATION_ERROR', { errors: [{ field: 'email', message: 'Enter an email' }] }));
    expect(await publicCall('POST', '/x', {})).toEqual({
      ok: false,
      kind: 'invalid',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'email', message: 'Enter an email' }],
    });
    answer(409, refusal(409, 'BOOKING_NOTICE_PASSED'));
    expect(await publicCall('POST', '/x')).toEqual({ ok: false, kind: 'failed', code: 'BOOKING_NOTICE_PASSED' });
    answer(409, refusal(409, 'DOCUMENT_CHANGED'));
    expect(await publicCall('POST', '/x')).toMatchObject({ kind: 'changed', code: 'DOCUMENT_CHANGED' });
    answer(409, refusal(409, 'BOOKING_DAY_FULL'));
    expect(await publicCall('POST', '/x')).toMatchObject({ kind: 'full' });
  });

  it('gives the next free slots with a slot just taken, and the wait with a 429', async () => {
    const slot = { start: '2026-12-01T09:00:00.000Z', memberId: 'm1' };
    answer(409, refusal(409, 'SLOT_TAKEN', { alternatives: [slot] }));
    expect(await publicCall('POST', '/x')).toMatchObject({ ok: false, kind: 'taken', alternatives: [slot] });
    answer(429, refusal(429, 'RATE_LIMITED'), { 'retry-after': '12.5' });
    expect(await publicCall('GET', '/x')).toMatchObject({ ok: false, kind: 'rate', retryAfter: 13 });
  });

  it('says network when no answer came, and failed when the answer was no envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await publicCall('GET', '/x')).toEqual({ ok: false, kind: 'network' });
    answer(502, '<html>Bad gateway</html>');
    expect(await publicCall('GET', '/x')).toEqual({ ok: false, kind: 'failed' });
    answer(200, 'not json');
    expect(await publicCall('GET', '/x')).toEqual({ ok: false, kind: 'failed' });
  });
});

describe('keyFromPath', () => {
  it('reads the key of its own page’s address only', () => {
    expect(keyFromPath('/portal', '/portal/abc%20def')).toBe('abc def');
    expect(keyFromPath('/book', '/book/atelier-rose/')).toBe('atelier-rose');
    expect(keyFromPath('/book', '/portal/abc')).toBe('');
    expect(keyFromPath('/portal', '/portal/abc/more')).toBe('');
    expect(keyFromPath('/portal', '/portal/')).toBe('');
    expect(keyFromPath('/book', '/book/%E0%A4%A')).toBe('');
    expect(keyFromPath('/book', '/bookings/x')).toBe('');
  });
});
