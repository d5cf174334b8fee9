import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';

/** Issue 6: what a real front end on another origin and a security probe found at the HTTP level. */
const APP_URL = 'https://front.example.com';
let t: TestApp;
let base: string;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ APP_URL }, { requestTimeoutMs: 400 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(base).port);
});
afterAll(async () => t.close());

/** Sends raw bytes and reads until the server closes the connection. */
function raw(bytes: string, opts: { keepOpen?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => (answer += d));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(bytes);
    if (!opts.keepOpen) socket.end();
  });
}

function envelopeOf(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { head: head.toLowerCase(), body: JSON.parse(body) as { success: boolean; status_code: number; code: string } };
}

describe('CORS for a front end on APP_URL', () => {
  const preflight = (origin: string, method: string) =>
    fetch(`${base}/api/v1/clients/123`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' },
    });

  it.each(['GET', 'POST', 'PATCH', 'DELETE'])('lets a preflight for %s from APP_URL through, with both headers', async (method) => {
    const res = await preflight(APP_URL, method);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_URL);
    expect(res.headers.get('access-control-allow-methods')?.split(/\s*,\s*/)).toContain(method);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase().split(/\s*,\s*/)).toEqual(expect.arrayContaining(['authorization', 'content-type']));
  });

  it.each(['GET', 'PATCH', 'DELETE'])('gives a preflight for %s from another origin no permission', async (method) => {
    const res = await preflight('https://evil.example.com', method);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a bare OPTIONS without the plain-text 400, with the security headers', async () => {
    const res = await fetch(`${base}/api/v1/clients`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('Cache-Control', () => {
  it('is no-store on the sign-in answer with its token, on signed-in reads and on errors', async () => {
    const { email, password, token } = await createVerifiedUser(t);
    const signin = await fetch(`${base}/api/v1/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    expect(signin.status).toBe(200);
    expect(signin.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/api/v1/auth', '/api/v1/clients', '/api/v1/nope']) {
      const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('requests refused before routing answer in the envelope with security headers', () => {
  it('an unknown method', async () => {
    const { head, body } = envelopeOf(await raw('BREW /api/v1/clients HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(head).toMatch(/^http\/1.1 405/);
    expect(head).toContain('x-content-type-options: nosniff');
    expect(body).toMatchObject({ success: false, status_code: 405, code: 'METHOD_NOT_ALLOWED' });
  });

  it('an oversize header', async () => {
    const { head, body } = envelopeOf(await raw(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(head).toMatch(/^http\/1.1 431/);
    expect(head).toContain("content-security-policy: default-src 'none'");
    expect(body).toMatchObject({ success: false, status_code: 431, code: 'HEADERS_TOO_LARGE' });
  });

  it('a body that never finishes arriving is cut off with 408', async () => {
    const answer = await raw('POST /api/v1/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":', { keepOpen: true });
    const { head, body } = envelopeOf(answer);
    expect(head).toMatch(/^http\/1.1 408/);
    expect(body).toMatchObject({ success: false, status_code: 408, code: 'REQUEST_TIMEOUT' });
  });

  it('broken framing', async () => {
    const { head, body } = envelopeOf(await raw('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'));
    expect(head).toMatch(/^http\/1.1 400/);
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});
