// Sums the compressed size, as the server sends it (brotli), of every JavaScript file a prerendered
// page (dist/pages: the landing page, /login, /signup) loads before the visitor interacts: the
// scripts and modulepreloads in its HTML plus everything they import statically (lazy chunks
// excluded; the app itself is one, loaded on the first interaction, decision 057).
// Usage: npm run build -w @atelier/web && npm run size -w @atelier/web (npm run test:e2e runs it).
// Budget 50 kB brotli per page (decision 057; about 2 kB today: the boot script alone).
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

const BUDGET = 50 * 1000;
const dist = path.resolve(import.meta.dirname, '../dist');
const pagesDir = path.join(dist, 'pages');

/** The file's brotli copy from the build, or compressed here when the build left it plain (under 1 kB). */
function sentSize(file) {
  const full = path.join(dist, file);
  return fs.existsSync(`${full}.br`) ? fs.statSync(`${full}.br`).size : brotliCompressSync(fs.readFileSync(full)).length;
}

function scriptsBeforeInteraction(html) {
  const entries = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    // Static imports only: `import ... from "./x.js"` and `import "./x.js"`, never `import("./x.js")`.
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), m[1]));
    }
  }
  return [...seen];
}

let over = false;
for (const page of fs.readdirSync(pagesDir).filter((f) => f.endsWith('.html'))) {
  const files = scriptsBeforeInteraction(fs.readFileSync(path.join(pagesDir, page), 'utf8'));
  let total = 0;
  console.log(`pages/${page}`);
  for (const file of files) {
    const size = sentSize(file);
    total += size;
    console.log(`${(size / 1000).toFixed(1).padStart(7)} kB  ${file}`);
  }
  console.log(`${(total / 1000).toFixed(1).padStart(7)} kB  total brotli (budget ${BUDGET / 1000} kB)`);
  if (total > BUDGET) over = true;
}
if (over) {
  console.error('A prerendered page loads more JavaScript before interaction than its budget.');
  process.exit(1);
}
