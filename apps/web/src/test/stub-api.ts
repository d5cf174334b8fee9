import { vi } from 'vitest';

export type StubAnswer = { status?: number; message?: string; data: unknown };

/**
 * Replaces `fetch` with answers by 'METHOD /path?query' (the path after /api/v1), in the success
 * envelope for statuses under 400, else the body as given; the real api-client runs. Anything
 * not listed answers 500. Returns the mock, to read what was asked.
 */
export function stubApi(answers: Record<string, StubAnswer | (() => StubAnswer)>) {
  const mock = vi.fn(async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
    const entry = answers[key];
    const answer = typeof entry === 'function' ? entry() : entry;
    if (!answer) return new Response(JSON.stringify({ success: false, message: `Not stubbed: ${key}` }), { status: 500 });
    const status = answer.status ?? 200;
    const body = status < 400 ? { success: true, status_code: status, message: answer.message ?? 'OK', data: answer.data } : answer.data;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
