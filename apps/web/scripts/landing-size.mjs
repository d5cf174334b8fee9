// Sums the compressed size, as the server sends it (brotli), of every JavaScript file a prerendered
// page (dist/pages: the landing page, /login, /signup) loads before the visitor interacts: the
// scripts and modulepreloads in its HTML plus everything they import statically (lazy chunks
// excluded; the app itself is one, loaded on the first interaction, decision 057).
// Usage: npm run build -w @atelier/web && npm run size -w @atelier/web (npm run test:e2e runs it).
// Budget 50 kB brotli per page (decision 057; about 2 kB today: the boot script alone).
// The client portal (dist/portal.html, decision 085) is checked the same way against its own
// budget: 60 kB of JavaScript gzip, everything it loads (it has no lazy part).
// The studios' booking page shell (pages/book.html, decision 161) starts at once and preloads all it
// runs, React included: 90 kB brotli for the whole page (about 79 kB today, 57 of them React's DOM).
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const BUDGET = 50 * 1000;
const PORTAL_BUDGET = 60 * 1000;
const BOOK_BUDGET = 90 * 1000;
const budgetOf = (page) => (page === 'book.html' ? BOOK_BUDGET : BUDGET);
const dist = path.resolve(import.meta.dirname, '../dist');
const pagesDir = path.join(dist, 'pages');

/** The file's brotli (or gzip) copy from the build, or compressed here when the build left it plain (under 1 kB). */
function sentSize(file, encoding = 'br') {
  const full = path.join(dist, file);
  const copy = `${full}.${encoding === 'br' ? 'br' : 'gz'}`;
  if (fs.existsSync(copy)) return fs.statSync(copy).size;
  return (encoding === 'br' ? brotliCompressSync : gzipSync)(fs.readFileSync(full)).length;
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

/** Prints a page's scripts and their total; true when the total is over the budget. */
function overBudget(label, htmlFile, encoding, budget) {
  const files = scriptsBeforeInteraction(fs.readFileSync(htmlFile, 'utf8'));
  let total = 0;
  console.log(label);
  for (const file of files) {
    const size = sentSize(file, encoding);
    total += size;
    console.log(`${(size / 1000).toFixed(1).padStart(7)} kB  ${file}`);
  }
  const name = encoding === 'br' ? 'brotli' : 'gzip';
  console.log(`${(total / 1000).toFixed(1).padStart(7)} kB  total ${name} (budget ${budget / 1000} kB)`);
  return total > budget;
}

let over = false;
for (const page of fs.readdirSync(pagesDir).filter((f) => f.endsWith('.html'))) {
  if (overBudget(`pages/${page}`, path.join(pagesDir, page), 'br', budgetOf(page))) over = true;
}
const portalOver = overBudget('portal.html', path.join(dist, 'portal.html'), 'gzip', PORTAL_BUDGET);
if (over) console.error('A prerendered page loads more JavaScript before interaction than its budget.');
if (portalOver) console.error('The client portal loads more JavaScript than its budget.');
if (over || portalOver) process.exit(1);
