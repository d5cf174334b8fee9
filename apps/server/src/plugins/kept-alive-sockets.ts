import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A kept-alive connection must be ready for its next request once an answer has gone out
 * (decision 103): behind a proxy that reuses its connections, the next request may be another
 * user's, and a socket that stops answering stalls them.
 */

/** `Upgrade` with `Connection: upgrade`: Node's parser treats what follows on the socket as another protocol. */
function asksUpgrade(req: FastifyRequest): boolean {
  const connection = req.headers.connection;
  return req.headers.upgrade !== undefined && typeof connection === 'string' && /(^|,)\s*upgrade\s*(,|$)/i.test(connection);
}

/**
 * A body the route did not read to its end is thrown away as Node does for one nobody touched:
 * its readers (the request decompressor of @fastify/compress, a multipart parser stopped by an
 * early answer) are detached, so the compressed bytes are discarded without being inflated, and
 * the socket is read again up to the next request.
 */
function discardUnreadBody(raw: IncomingMessage): void {
  if (raw.complete || raw.destroyed) return;
  raw.unpipe();
  raw.removeAllListeners('data');
  raw.resume();
}

/**
 * Registered on the root, so every answer passes: an answer to a request that asked for an
 * upgrade says `Connection: close` (there are no websockets here, and Node's parser drops what
 * follows such a request on the socket, so the client or proxy must send the next one on a new
 * connection), and once any answer has gone out, a body left unread is drained.
 */
export function registerKeptAliveSockets(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    if (asksUpgrade(req)) void reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (req) => discardUnreadBody(req.raw));
}
