import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers on every answer, the error answers too (an onRequest hook). The middleware is
 * built once: @fastify/helmet built it again on every request, parsing the policy each time, a
 * twentieth of a signed-in page's time (decision 168).
 */
export function registerSecurityHeaders(app: FastifyInstance, inlineScriptHashes: string[]): void {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Google and Facebook sign-in scripts load on demand.
        // The web build's inline theme script is allowed by its hash (decision 057).
        scriptSrc: ["'self'", ...inlineScriptHashes, 'https://accounts.google.com/gsi/client', 'https://connect.facebook.net'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/', 'https://graph.facebook.com'],
        frameSrc: ['https://accounts.google.com/gsi/', 'https://www.facebook.com', 'https://web.facebook.com'],
        fontSrc: ["'self'", 'data:'],
        // The installable app's service worker and web manifest (decision 091), said outright rather
        // than left to the fallbacks (script-src, default-src).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (req, reply, done) => apply(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)));
}
