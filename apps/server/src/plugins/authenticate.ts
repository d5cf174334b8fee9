import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { unauthorized } from '../lib/errors.js';
import { authenticateToken, type Authenticated } from '../modules/auth/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

/** onRequest hook for protected routes: a missing or bad token is 401 UNAUTHORIZED. */
export function requireAuth(ctx: AppContext) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    const header = req.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized();
    req.auth = await authenticateToken(ctx, match[1]);
  };
}

/** The signed-in user of a protected route (the hook guarantees it is set). */
export function authOf(req: FastifyRequest): Authenticated {
  if (!req.auth) throw unauthorized();
  return req.auth;
}
