import http from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_STATUS, type ErrorCode, type ErrorEnvelope } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';
import { said } from '../lib/said.js';

/**
 * A request body must arrive within this time (with Node's default of no limit, 1,000
 * slow connections were held for 5 minutes). A minute carries the largest body we accept (3 MiB)
 * over a slow 3G link with room to spare.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Node's HTTP server options for a request timeout; the check runs a few times per timeout. */
export function httpServerOptions(requestTimeoutMs: number): http.ServerOptions {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(60_000, requestTimeoutMs),
    connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(requestTimeoutMs / 4))),
  };
}

/**
 * Headers every answer carries, also the ones written straight to the socket below, where helmet
 * cannot reach (such answers once went out without them).
 */
const RAW_SECURITY_HEADERS: Record<string, string> = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'no-referrer',
  Connection: 'close',
};

function rawAnswer(code: ErrorCode, message: string): string {
  const status = ERROR_STATUS[code];
  const body = JSON.stringify({ success: false, status_code: status, code, message } satisfies ErrorEnvelope);
  const headers = { ...RAW_SECURITY_HEADERS, 'Content-Length': String(Buffer.byteLength(body)) };
  const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
  return [`HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}`, ...head, '', body].join('\r\n');
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an unknown method, an oversize
 * header, a body that does not arrive in time, broken framing) are answered in the error envelope
 * with the security headers, as every other error is.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let answer: string;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    answer = rawAnswer('REQUEST_TIMEOUT', 'The request took too long to arrive. Please try again.');
  } else if (err.code === 'HPE_HEADER_OVERFLOW') {
    answer = rawAnswer('HEADERS_TOO_LARGE', 'The request headers are too large.');
  } else if (err.code === 'HPE_INVALID_METHOD') {
    answer = rawAnswer('METHOD_NOT_ALLOWED', 'This HTTP method is not supported.');
  } else {
    answer = rawAnswer('BAD_REQUEST', 'The request could not be read.');
  }
  this.log.debug({ code: err.code }, 'client error');
  if (socket.writable) socket.end(answer);
  else socket.destroy();
}

/**
 * Answers from the API are personal and never cached, sign-in tokens included. The one
 * exception sets its own Cache-Control and keeps it: GET /api/v1/files/{id}, a stored file that
 * never changes under its random id (decision 022).
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });
}

/** U+0000 escaped or raw: PostgreSQL cannot hold it in text, so no route may pass it on. */
const hasNul = (text: string) => /%00/i.test(text) || text.includes(String.fromCharCode(0));

/**
 * A NUL in the URL is refused before any route runs (decision 061): PGlite accepted it in a path
 * id where PostgreSQL refused it with a 500 (the sandbox checkout id). In the path it names no
 * record, so 404 as any unknown id (decision 010); in the query string it is a bad URL, 400. One
 * check on the raw URL covers every route param, query value and key, including routes to come.
 */
export function registerUrlChecks(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    const url = req.raw.url ?? '';
    if (!hasNul(url)) return;
    const query = url.indexOf('?');
    if (hasNul(query === -1 ? url : url.slice(0, query))) throw new AppError('NOT_FOUND', said('request.recordNotFound'));
    throw new AppError('BAD_REQUEST', said('request.urlHoldsNul'));
  });
}
