import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The reverse proxy of the deploy (decision 096) in a few lines of node:http, for the tests of
 * several app processes: round robin over the upstreams, the client's address appended to
 * X-Forwarded-For as nginx's $proxy_add_x_forwarded_for does, and `x-upstream` on each answer
 * naming which process served it, so a test can see the requests alternate.
 */
export async function roundRobinProxy(upstreams: string[]) {
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const prior = req.headers['x-forwarded-for'];
    const headers = {
      ...req.headers,
      'x-forwarded-for': [prior, req.socket.remoteAddress].filter(Boolean).join(', '),
      'x-forwarded-proto': 'http',
    };
    const upstream = http.request(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('upstream unreachable');
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Answer = { status: number; upstream: string | undefined; body: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A JSON request over real HTTP from a chosen loopback address (127.x.y.z are all this machine's on
 * Linux): each simulated client comes from its own address, as real clients do, so the per-network
 * limits, kept in a Redis that outlives test runs, never mix one run's clients with another's.
 */
export function requestFrom(
  from: string,
  base: string,
  method: string,
  url: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = {
    ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    ...opts.headers,
  };
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(url, base), { method, headers, localAddress: from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        const upstream = res.headers['x-upstream'];
        resolve({
          status: res.statusCode ?? 0,
          upstream: typeof upstream === 'string' ? upstream : undefined,
          body: text ? JSON.parse(text) : {},
        });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}
