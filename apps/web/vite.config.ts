import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Connect, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pureSharedSchemas } from './pure-shared-plugin';
import { pwaOptions } from './pwa-options';

const sharedSource = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
const zodPackage = /[\\/]node_modules[\\/]zod[\\/]/;
/**
 * The shared modules the client portal imports (decision 085): kept out of the groups below, which
 * hold the app's shared code (180 kB), so the portal's chunk takes them in alone. The sizes' reader,
 * formatter and kinds are read there too (decision 124), the languages (decision 132), the
 * measurement guide (decision 135), the measurements' names (decision 137) and every language's
 * shared words (decision 203).
 */
const portalShared = new RegExp(
  String.raw`[\\/]packages[\\/]shared[\\/]src[\\/]` +
    String.raw`(plausibility|languages|stage-names|typed-number|checks[\\/]index|words[\\/](hints[\\/])?\w+|measurement-(input|format|kinds|guide|names))\.ts$`,
);
/** The measurement guide and its hints in every language (decision 203): a chunk of their own. */
const measurementGuide = /[\\/]packages[\\/]shared[\\/]src[\\/](measurement-guide|words[\\/]hints[\\/]\w+)\.ts$/;
/** The schemas' sentences of one language (decision 204): each its own chunk, fetched when that language is read. */
const checkCatalog = /[\\/]packages[\\/]shared[\\/]src[\\/]checks[\\/](?!index)\w+\.ts$/;
/** zod itself, or a shared module that builds schemas with it. */
const usesZod = (id: string) =>
  zodPackage.test(id) || (sharedSource.test(id) && /from 'zod'/.test(readFileSync(id.split('?')[0]!, 'utf8')));
// The dev server proxies the API to the server `npm run dev` starts (PORT 8080 unless API_URL says otherwise).
const apiProxy = { '/api': { target: process.env.API_URL ?? 'http://localhost:8080', changeOrigin: true } };
const devPort = Number(process.env.WEB_DEV_PORT ?? 5173);

/** /portal/<token> opens the portal's own page in development too, as the server sends it (decision 085). */
const portalAddress: Connect.NextHandleFunction = (req, _res, next) => {
  if (req.url && /^\/portal(?:[/?]|$)/.test(req.url)) req.url = '/portal.html';
  next();
};
const portalPage: Plugin = {
  name: 'atelier:portal-page',
  configureServer: (server) => void server.middlewares.use(portalAddress),
  configurePreviewServer: (server) => void server.middlewares.use(portalAddress),
};

/**
 * vite-plugin-pwa links the web manifest from every page it builds; the client portal is not the
 * app, and a client's browser must not offer to install it from there (decisions 085, 091).
 */
const portalWithoutManifest: Plugin = {
  name: 'atelier:portal-without-manifest',
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler: (html, ctx) => (ctx.filename.endsWith('portal.html') ? html.replace(/<link rel="manifest"[^>]*>/, '') : html),
  },
};

export default defineConfig({
  // The web manifest and the service worker of the installable app (decision 091, pwa-options.ts).
  plugins: [react(), tailwindcss(), pureSharedSchemas(sharedSource), portalPage, VitePWA(pwaOptions), portalWithoutManifest],
  // `source` makes @atelier/shared resolve to its TypeScript source, so no prebuild is needed.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // recharts reads fragments with react-is; the hoisted copy is 17 (a test library's), which does
    // not know React 19's elements, so react-is resolves to this app's own 19 (analytics charts).
    dedupe: ['react-is'],
  },
  // The build's prerender step (scripts/prerender.mjs, decision 057) bundles everything into one
  // server build, so Node never has to resolve the shared package's `source` condition itself.
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  server: { port: devPort, strictPort: true, proxy: apiProxy },
  preview: { port: devPort, strictPort: true, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Which chunks each page needs, for the prerendered pages' modulepreload links (scripts/prerender.mjs).
    manifest: true,
    // With two entries (the app and the client portal) Vite puts its modulepreload polyfill in a chunk
    // of its own that both import, a second script before the landing page's first interaction
    // (decision 057). Every browser we support preloads modules natively; an older one only skips the hint.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The client portal is a page of its own (decision 085): plain TypeScript, none of the app's code.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        portal: fileURLToPath(new URL('./portal.html', import.meta.url)),
      },
      // With the plugin above, shared modules nobody uses drop out entirely (see pure-shared-plugin).
      treeshake: { moduleSideEffects: (id: string) => !sharedSource.test(id) },
      // zod and the shared schemas in their own chunk: left to the default grouping they joined the
      // JSX runtime's common chunk, which the landing page loads, though only signed-in forms use
      // them (the landing page's JavaScript budget).
      output: {
        codeSplitting: {
          groups: [
            // What the portal reads of the shared package first: the schemas import the sizes' reader
            // and kinds too (decision 124), and would otherwise take them into the 180 kB chunk.
            // How to take each measurement, in every language: read by the portal's measure-at-home and
            // the studio's measurement form, never by the booking page, which shares the chunk above.
            { name: 'measurement-guide', test: (id: string) => measurementGuide.test(id), priority: 4 },
            { name: 'portal-shared', test: (id: string) => portalShared.test(id), priority: 3 },
            // The shared modules without schemas (plans, settings values) next, so the schemas
            // group does not take them along as its dependencies.
            {
              name: 'shared',
              test: (id: string) => sharedSource.test(id) && !portalShared.test(id) && !checkCatalog.test(id) && !usesZod(id),
              priority: 2,
            },
            { name: 'schemas', test: usesZod, priority: 1 },
          ],
        },
      },
    },
  },
});
