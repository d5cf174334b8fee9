import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundRobinProxy } from '../test/http-proxy.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';

/**
 * A kept-alive socket answers its next request (decision 103): after a
 * request asking for an upgrade, and after a compressed body the route never read. The second
 * request must be answered, or the socket closed cleanly after an answer saying `Connection: close`.
 */
const WAIT_MS = 5000;
let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await createVerifiedUser(t));
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => t.close());

type Answer = { status: number; headers: Record<string, string> };
type Exchange = { answers: Answer[]; closed: boolean };

/** One answer at the start of `buf`, with its length in bytes; null while incomplete. */
function parseAnswer(buf: Buffer): { answer: Answer; length: number } | null {
  const end = buf.indexOf('\r\n\r\n');
  if (end === -1) return null;
  const [statusLine = '', ...lines] = buf.subarray(0, end).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  const answer = { status: Number(statusLine.split(' ')[1]), headers };
  if (headers['transfer-encoding'] === 'chunked') {
    const last = buf.indexOf('\r\n0\r\n\r\n', end);
    return last === -1 ? null : { answer, length: last + 7 };
  }
  const length = end + 4 + Number(headers['content-length'] ?? 0);
  return buf.length < length ? null : { answer, length };
}

/**
 * Sends `requests` on one socket: all in one write (`pipelined`), or each once the previous is
 * answered. Resolves with the answers read within WAIT_MS, and whether the server closed the socket.
 */
function exchange(requests: Buffer[], pipelined: boolean, to = port): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect(to, '127.0.0.1');
    const answers: Answer[] = [];
    let buf = Buffer.alloc(0);
    let sent = 0;
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answers, closed });
    };
    const timer = setTimeout(() => done(false), WAIT_MS);
    const sendNext = () => socket.write(pipelined ? Buffer.concat(requests.slice(sent, (sent = requests.length))) : requests[sent++]!);
    socket.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      for (let parsed = parseAnswer(buf); parsed; parsed = parseAnswer(buf)) {
        answers.push(parsed.answer);
        buf = buf.subarray(parsed.length);
        if (answers.length === requests.length) return done(false);
        if (!pipelined && sent < requests.length) sendNext();
      }
    });
    socket.on('end', () => done(true));
    socket.on('error', () => done(true));
    sendNext();
  });
}

const head = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
const HEALTH = head(['GET /api/v1/health HTTP/1.1', 'Host: app']);
const UPGRADE = head(['GET /api/v1/health HTTP/1.1', 'Host: app', 'Upgrade: websocket', 'Connection: Upgrade']);

/** The second request is answered, or the first answer said `Connection: close` and the socket then closed. */
function expectNextServed({ answers, closed }: Exchange) {
  expect(answers.length, 'the first request is answered').toBeGreaterThanOrEqual(1);
  if (answers.length === 2) return expect(answers[1]!.status).toBe(200);
  expect(answers[0]!.headers.connection, 'a socket that will not answer again says so').toBe('close');
  expect(closed, 'and is closed').toBe(true);
}

describe('a request asking for an upgrade (there are no websockets)', () => {
  it.each([
    ['pipelined', true],
    ['one after the other', false],
  ])('is answered, and the request after it on the socket too, or the socket closed cleanly (%s)', async (_label, pipelined) => {
    const result = await exchange([UPGRADE, HEALTH], pipelined);
    expect(result.answers[0]?.status).toBe(200);
    expectNextServed(result);
  });
});

const BODY = randomBytes(200_000);
const ENCODED = { br: brotliCompressSync(BODY), gzip: gzipSync(BODY) };

/** A request carrying a compressed body of 200 KB that its route answers without reading. */
function withBody(method: string, url: string, encoding: keyof typeof ENCODED, extra: string[] = []) {
  const body = ENCODED[encoding];
  return Buffer.concat([
    head([`${method} ${url} HTTP/1.1`, 'Host: app', `Content-Encoding: ${encoding}`, `Content-Length: ${body.length}`, ...extra]),
    body,
  ]);
}

describe('a compressed body the route does not read', () => {
  const bearer = () => `Authorization: Bearer ${token}`;
  const cases: [string, () => Buffer, number][] = [
    ['GET /clients (br), answered 200', () => withBody('GET', '/api/v1/clients', 'br', [bearer()]), 200],
    ['GET /clients (gzip), answered 200', () => withBody('GET', '/api/v1/clients', 'gzip', [bearer()]), 200],
    ['GET /clients unsigned, answered 401', () => withBody('GET', '/api/v1/clients', 'br'), 401],
    ['POST /clients as text, answered 415', () => withBody('POST', '/api/v1/clients', 'br', [bearer(), 'Content-Type: text/plain']), 415],
    // No route: the not-found answer reads the body as JSON first, which compressed bytes are not.
    ['POST to no route, answered 400', () => withBody('POST', '/api/v1/nope', 'br', ['Content-Type: application/json']), 400],
  ];
  it.each(cases)('leaves the socket answering the next request: %s', async (_label, request, status) => {
    for (const pipelined of [false, true]) {
      const result = await exchange([request(), HEALTH], pipelined);
      expect(result.answers[0]?.status, `pipelined: ${pipelined}`).toBe(status);
      expectNextServed(result);
    }
  });
});

describe('behind a proxy that reuses its connections', () => {
  it('answers the next user after one whose compressed body was not read', async () => {
    const proxy = await roundRobinProxy([`http://127.0.0.1:${port}`]);
    // One upstream connection, as a busy proxy's pool ends up reusing one.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const previous = http.globalAgent;
    http.globalAgent = agent;
    try {
      const proxyPort = Number(new URL(proxy.url).port);
      const first = await exchange([withBody('GET', '/api/v1/clients', 'br', [`Authorization: Bearer ${token}`])], false, proxyPort);
      expect(first.answers[0]?.status).toBe(200);
      const next = await exchange([HEALTH], false, proxyPort);
      expect(next.answers[0]?.status, 'the next user is answered').toBe(200);
      const upgrade = await exchange([UPGRADE], false, proxyPort);
      expect(upgrade.answers[0]?.status).toBe(200);
      const after = await exchange([HEALTH], false, proxyPort);
      expect(after.answers[0]?.status, 'the user after an upgrade is answered').toBe(200);
    } finally {
      http.globalAgent = previous;
      agent.destroy();
      await proxy.close();
    }
  });
});
