// The build's service worker (decision 091), written by scripts/prerender.mjs once the HTML is
// final: `vite build` writes one too (vite-plugin-pwa), but before the prerender step fills in the
// pages and adds its preloads to index.html, so its precache revisions would not be those of the
// files the server sends. Written again here with the same options (pwa-options.ts) through the
// plugin's own API, as the plugin's integrations for prerendering frameworks do.
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from 'vite';

/** Writes dist/sw.js and its Workbox runtime from the finished dist (Workbox prints what it precaches). */
export async function writeServiceWorker(web) {
  // The plugin picks Workbox's development build (unminified, logging) unless told it is production.
  process.env.NODE_ENV ??= 'production';
  const dist = path.join(web, 'dist');
  // The first worker and its runtime go: a runtime whose build differs has another name.
  for (const file of fs.readdirSync(dist)) if (file === 'sw.js' || /^workbox-.*\.js$/.test(file)) fs.rmSync(path.join(dist, file));
  const config = await resolveConfig({ root: web, configFile: path.join(web, 'vite.config.ts'), logLevel: 'warn' }, 'build', 'production');
  const api = config.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa')?.api;
  if (!api) throw new Error('vite.config.ts has no vite-plugin-pwa');
  await api.generateSW();
}
