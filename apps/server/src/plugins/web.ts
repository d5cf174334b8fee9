import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../lib/errors.js';
import { said } from '../lib/said.js';
import { bookingPageHtml, type BookingPageRead } from './booking-page-html.js';
import { pageLanguage } from './page-language.js';

/** Where the web build puts the pages it prerenders (apps/web/scripts/prerender.mjs): `index` is '/'. */
const PAGES_DIR = 'pages';
/** The client portal's page (decision 085), a second entry of the web build. */
const PORTAL_PAGE = 'portal.html';
/** The prerendered shell of the studios' public booking pages, /book/<slug> (decision 161). */
const BOOK_PAGE = '/book';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const MANIFEST = 'manifest.webmanifest';

const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
/** The server's own addresses outside /api: never the app's shell, so /metrics without METRICS_TOKEN is a 404 (decision 093). */
const isServerUrl = (url: string) => isApiUrl(url) || url === '/metrics' || url.startsWith('/metrics?') || url.startsWith('/metrics/');

/** The request headers that make an answer conditional (RFC 9110, section 13). */
const CONDITIONS = ['if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since', 'if-range'];

/**
 * Sends a built file with a status. A condition applies only to an answer that would be 2xx (RFC
 * 9110, 13.2.1): for any other status it is dropped before the file is sent, since @fastify/send
 * would otherwise answer an empty 304 or 412 in place of the page (decision 102). Every file this
 * plugin sends with a status of its own goes through here.
 */
export function sendFileAs(reply: FastifyReply, file: string, status: number): FastifyReply {
  if (status < 200 || status > 299) {
    const { headers } = reply.request.raw;
    for (const name of CONDITIONS) delete headers[name];
  }
  return reply.code(status).sendFile(file);
}

/**
 * The files each prerendered page answers with, by language: pages/index.html is '/' in English,
 * pages/index.fr.html '/' in French (decision 208).
 */
function prerenderedRoutes(distDir: string): Map<string, Map<string, string>> {
  const dir = path.join(distDir, PAGES_DIR);
  const routes = new Map<string, Map<string, string>>();
  if (!fs.existsSync(dir)) return routes;
  for (const file of fs.readdirSync(dir)) {
    const [, name, language = 'en'] = /^([^.]+)(?:\.([a-z]{2}))?\.html$/.exec(file) ?? [];
    if (!name) continue;
    const route = name === 'index' ? '/' : `/${name}`;
    routes.set(route, (routes.get(route) ?? new Map()).set(language, `${PAGES_DIR}/${file}`));
  }
  return routes;
}

/**
 * The CSP source expressions ('sha256-…') of the inline scripts in the built index.html: the one
 * that sets the theme class before the first paint (decision 057), and any the portal's page
 * has (none today, decision 085). The build is ours, so its scripts are allowed by hash; nothing
 * else inline runs. Empty without a web build.
 */
export function webInlineScriptHashes(distDir: string): string[] {
  return ['index.html', PORTAL_PAGE].flatMap((name) => {
    const file = path.join(distDir, name);
    if (!fs.existsSync(file)) return [];
    const html = fs.readFileSync(file, 'utf8');
    return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
    );
  });
}

/**
 * The client portal's page at /portal/<token> (decision 085): its own small build, never the
 * app's shell. The token is in the address, so the page is not indexed, not stored by any cache,
 * and sends no Referer to the links it has. Other addresses under /portal get the same page as a
 * 404; it says the link is no longer active.
 */
function registerPortalPage(app: FastifyInstance, distDir: string) {
  if (!fs.existsSync(path.join(distDir, PORTAL_PAGE))) return;
  const send = (reply: FastifyReply, status: number) =>
    sendFileAs(
      reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer'),
      PORTAL_PAGE,
      status,
    );
  app.get('/portal/:token', (_req, reply) => send(reply, 200));
  app.get('/portal', (_req, reply) => send(reply, 404));
  app.get('/portal/*', (_req, reply) => send(reply, 404));
}

/**
 * Serves the built web app at / and answers deep links (/clients/...) with index.html, while
 * unknown /api paths stay JSON 404s, so API clients never get an HTML page. The pages prerendered at build
 * time ('/', '/login', '/signup') are sent as built when the address has no query (a query can
 * change what a page shows, e.g. /signup?plan=premium, so those get the shell and render in the
 * browser). Every file goes out as its brotli or gzip copy when the browser accepts one
 * (decision 056); fingerprinted assets are cached for a year, HTML is revalidated every time.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, opts: { bookingPage?: BookingPageRead } = {}) {
  const indexFile = path.join(distDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    // The same address answers brotli, gzip or plain by Accept-Encoding, so caches must keep them
    // apart. Added to what CORS has put there (Origin), before the file routes exist.
    app.addHook('onSend', async (req, reply, payload) => {
      if (!isApiUrl(req.url)) {
        const vary = String(reply.getHeader('vary') ?? '');
        if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      }
      return payload;
    });
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The copies are found by preCompressed; the prerendered pages have their own addresses.
      globIgnore: ['**/*.br', '**/*.gz', `${PAGES_DIR}/**`, PORTAL_PAGE, 'ssr/**'],
      preCompressed: true,
      // @fastify/send's own Cache-Control would replace the one set below (max-age=0).
      cacheControl: false,
      setHeaders: (res, file) => {
        // Vite fingerprints everything under assets/, so those never change. Everything else is
        // revalidated: the service worker (sw.js), its Workbox runtime and the web manifest keep
        // their addresses from build to build, and a cached old worker would never update (decision 091).
        const fingerprinted = path.relative(distDir, file).startsWith(`assets${path.sep}`);
        res.setHeader('Cache-Control', fingerprinted ? IMMUTABLE : 'no-cache');
        if (path.basename(file).replace(/\.(?:br|gz)$/, '') === MANIFEST) res.setHeader('Content-Type', 'application/manifest+json');
      },
    });
    for (const [route, files] of prerenderedRoutes(distDir)) {
      const file = files.get('en')!;
      // pages/book.html is the shell of every studio's booking page (decision 161): it answers
      // /book/<slug>, with a query too (the page reads only its address), and /book itself is the app's.
      // An address no studio's page answers (unknown, turned off, a plan without booking) is a 404,
      // with the same page: it says so once its call is refused.
      if (route === BOOK_PAGE) {
        // Each studio's page drawn with its name and types (decision 192), where the build kept its renderer.
        const drawn = bookingPageHtml(distDir);
        app.get<{ Params: { slug: string } }>(`${BOOK_PAGE}/:slug`, async (req, reply) => {
          const page = opts.bookingPage ? await opts.bookingPage(req.params.slug) : 'busy';
          if (page === 'closed') return sendFileAs(reply.header('x-robots-tag', 'noindex'), file, 404);
          return page === 'busy' || !drawn.available ? reply.sendFile(file) : drawn.send(req, reply, req.params.slug, page);
        });
      } else {
        const languages = [...files.keys()];
        app.get(route, (req, reply) => {
          if (req.url.includes('?')) return reply.sendFile('index.html');
          const language = pageLanguage(req.headers, languages);
          // No Vary: Accept-Language: the service worker's precache (Cache API) would then never match
          // a page it stored. The page is revalidated on every use (no-cache) and each language's file
          // has its own ETag, so no cache hands one visitor another's language (decision 208).
          return reply.header('content-language', language).sendFile(files.get(language)!);
        });
      }
    }
    registerPortalPage(app, distDir);
  }
  app.setNotFoundHandler((req, reply) => {
    if (!isServerUrl(req.url) && hasWeb && (req.method === 'GET' || req.method === 'HEAD')) return reply.sendFile('index.html');
    throw new AppError('NOT_FOUND', said('request.noRoute', { method: req.method, path: req.url.split('?')[0]! }));
  });
}
