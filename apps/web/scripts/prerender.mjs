// The build's last step (decision 057), after `vite build` and the server build of src/prerender.tsx
// into dist/ssr, which stays: the server draws each studio's booking page with it (decision 192):
// 1. writes dist/pages/<name>.html for the pages a visitor arrives on before signing in, with the
//    page's HTML in #root and the whole stylesheet inlined, so the first paint needs no other file,
//    and dist/pages/<name>.<language>.html in each other language the app speaks (decision 208),
//    and dist/ssr/book.html, the template of a studio's drawn booking page;
// 2. makes dist/index.html, the shell of every other address, preload the app's start chunk, which
//    its boot script imports at once;
// 3. writes the service worker again, now that the HTML it precaches is final (decision 091,
//    scripts/service-worker.mjs);
// 4. writes a brotli (.br) and a gzip (.gz) copy of every text file, which the server sends by the
//    browser's Accept-Encoding (decision 056). Done here rather than in a Vite plugin because the
//    prerendered pages only exist after Vite has finished.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { writeServiceWorker } from './service-worker.mjs';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const ssrDir = path.join(dist, 'ssr');

/**
 * The prerendered pages. They preload no script: they load the app when the visitor first
 * interacts (src/main.tsx), so nothing but the small boot script competes with the first paint;
 * the booking pages' shell alone starts at once and preloads what it runs (decision 161).
 */
const PAGES = [
  { url: '/', name: 'index' },
  { url: '/login', name: 'login' },
  { url: '/signup', name: 'signup' },
  // The shell of every studio's booking page, /book/<slug> (decision 161): the server sends it
  // for each address. It starts at once (it fetches its studio), so its own chunks are preloaded.
  { url: '/book/_', name: 'book', preload: ['src/book-start.tsx', 'src/features/bookings/components/book-page.tsx'] },
];

const PLACEHOLDER = '<!--app-html-->';
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER} in #root`);

/** The built files a module needs at once: its chunk and, recursively, its static imports. */
function chunksOf(keys) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build manifest`);
    if (files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

function withPreloads(html, files) {
  const present = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
  const links = files.filter((f) => !present.has(f)).map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">\n`);
  // The built HTML may end its head on the same line as the last tag: the links go just before it.
  return html.replace('</head>', `\n${links.join('')}  </head>`);
}

/** The stylesheet link swapped for the stylesheet itself (decision 057 measured whole against critical-only). */
function withInlineCss(html) {
  return html.replace(/\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_, file) => {
    const css = fs.readFileSync(path.join(dist, file), 'utf8').replaceAll('</style', '<\\/style');
    return `\n    <style>${css}</style>`;
  });
}

/**
 * A page in another language (decision 208): `<html lang>` says which, and the texts it read go with
 * it as JSON, which the app puts in its catalogue before hydrating, so its first render is the same page.
 */
function inLanguage(html, language, catalogue) {
  const json = JSON.stringify(catalogue).replaceAll('<', '\\u003c');
  const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
  const head = catalogue.document;
  if (!head?.title || !head.description) throw new Error(`No title or description in ${language}`);
  return html
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(head.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*"/, `$1${escape(head.description)}"`)
    .replace('</body>', `<script type="application/json" id="page-catalogue">${json}</script></body>`);
}

const { renderPage, renderPageIn, APP_LANGUAGES } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);
if (!template.includes('<html lang="en">')) throw new Error('index.html has no <html lang="en">');
fs.mkdirSync(path.join(dist, 'pages'), { recursive: true });
for (const page of PAGES) {
  const body = await renderPage(page.url);
  const shell = withInlineCss(template.replace(PLACEHOLDER, body));
  const html = page.preload ? withPreloads(shell, chunksOf(page.preload)) : shell;
  fs.writeFileSync(path.join(dist, 'pages', `${page.name}.html`), html);
  // The booking pages' shell is drawn for each studio by the server (decision 192).
  if (page.preload) continue;
  for (const language of APP_LANGUAGES.filter((l) => l !== 'en')) {
    const drawn = await renderPageIn(page.url, language);
    const own = inLanguage(withInlineCss(template.replace(PLACEHOLDER, drawn.html)), language, drawn.catalogue);
    fs.writeFileSync(path.join(dist, 'pages', `${page.name}.${language}.html`), own);
  }
}
// A studio's booking page as the server draws it (decision 192): its HTML goes where the placeholder
// is; the page is whole without its scripts, which it loads after its first paint, so none is preloaded.
fs.writeFileSync(path.join(ssrDir, 'book.html'), withInlineCss(template));
fs.writeFileSync(path.join(dist, 'index.html'), withPreloads(template.replace(PLACEHOLDER, ''), chunksOf(['src/start.tsx'])));
// Before the compressed copies, so sw.js has its own.
await writeServiceWorker(web);

const COMPRESSIBLE = /\.(?:html|js|css|svg|json|txt|xml)$/;
function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // The server's renderer is read from disk, never sent.
      if (!entry.name.startsWith('.') && full !== ssrDir) yield* filesUnder(full);
    } else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}
let raw = 0;
let brotli = 0;
for (const file of filesUnder(dist)) {
  const content = fs.readFileSync(file);
  // Under one packet compression saves nothing worth a second file.
  if (content.length < 1024) continue;
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gz = gzipSync(content, { level: 9 });
  if (br.length < content.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) fs.writeFileSync(`${file}.gz`, gz);
  raw += content.length;
  brotli += Math.min(br.length, content.length);
}
console.log(
  `prerendered ${PAGES.map((p) => p.url).join(', ')}; compressed ${(raw / 1000).toFixed(0)} kB of text to ${(brotli / 1000).toFixed(0)} kB brotli`,
);
// Vite's resolveConfig (scripts/service-worker.mjs) leaves a worker's MessagePort open, which would
// keep this process, and with it `npm run build`, from ever ending: everything is written, so end.
process.exit(0);
