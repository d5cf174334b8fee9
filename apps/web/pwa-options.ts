import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable app (decision 091): the web manifest and the Workbox service worker. The app
 * registers the worker itself (src/lib/service-worker.ts), after the page has loaded. The worker is
 * written again by scripts/prerender.mjs once the build's HTML is final, through the plugin's API,
 * so the precached pages' revisions are those of the files the server sends.
 */

/**
 * Addresses the worker never answers with the app's shell: the server's own (decision 091), and the
 * studios' booking pages, whose prerendered shell the server sends (decision 161).
 */
const NOT_THE_APP = [/^\/api(?:[/?]|$)/, /^\/api\/docs/, /^\/portal(?:[/?]|$)/, /^\/metrics(?:[/?]|$)/, /^\/book\//];

/** The prerendered pages (scripts/prerender.mjs) precached under the addresses the server sends them at. */
const PRERENDERED = /^pages\/(.+)\.html$/;
const pageAddress = (url: string) => url.replace(PRERENDERED, (_, name: string) => (name === 'index' ? '/' : `/${name}`));

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Atelier',
    short_name: 'Atelier',
    description: 'Clients, measurements, projects, invoices, patterns and a calendar for tailors and designers.',
    lang: 'en',
    dir: 'ltr',
    // The signed-in home; a signed-out visitor is sent on to /login by the route guards.
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    // One colour each: the light theme's. index.html keeps a theme-color per colour scheme.
    theme_color: '#f7f6f3',
    background_color: '#f7f6f3',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell, the prerendered pages, every chunk and stylesheet (each lazy route opens offline),
    // fonts and images. Never the portal (its own page, never stored) nor anything from /api.
    globPatterns: ['index.html', 'pages/*.html', 'favicon.svg', 'assets/**/*.{js,css,woff2,woff,ttf,svg,png,webp,jpg}'],
    // The pages in other languages (pages/index.fr.html) are the server's to choose by the visitor's
    // language (decision 208); the worker keeps the English one, which the app redraws in theirs.
    globIgnores: ['portal.html', 'assets/portal-*', '**/*.br', '**/*.gz', '.vite/**', 'pages/*.*.html'],
    manifestTransforms: [
      async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: pageAddress(entry.url) })), warnings: [] }),
    ],
    // Every other app address gets the shell (an empty #root), which boots the routed app.
    navigateFallback: 'index.html',
    navigateFallbackDenylist: NOT_THE_APP,
    // A new worker waits until the visitor chooses to reload (the toast), or until every tab is closed.
    skipWaiting: false,
    // The first worker takes the open pages at once; they run this very build.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // No runtime caching: the data lives in IndexedDB (decision 091).
    runtimeCaching: [],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
};
