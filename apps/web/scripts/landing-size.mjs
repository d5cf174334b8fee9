// Sums the gzip size of every JavaScript file the landing page loads before it is usable:
// the scripts in dist/index.html plus everything they import statically (lazy chunks excluded).
// Usage: npm run build -w @atelier/web && node apps/web/scripts/landing-size.mjs (npm run test:e2e runs it).
// Issue 6: 93 KB, so what later issues add to the landing page has room (it was 94.8 KB before the
// router and the auth store moved to the routed app's chunk; see apps/web/src/app/root.tsx).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 93 * 1000;
const dist = path.resolve(import.meta.dirname, '../dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
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

let total = 0;
for (const file of seen) {
  const size = gzipSync(fs.readFileSync(path.join(dist, file))).length;
  total += size;
  console.log(`${(size / 1000).toFixed(1).padStart(7)} kB  ${file}`);
}
console.log(`${(total / 1000).toFixed(1).padStart(7)} kB  total gzip (budget ${BUDGET / 1000} kB)`);
if (total > BUDGET) {
  console.error('Landing page JavaScript is over budget.');
  process.exit(1);
}
