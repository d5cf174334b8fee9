// Writes the installable app's PNG icons (decision 091) into public/icons/ from the favicon's mark.
// Run once by hand when the mark changes, and commit the PNGs: the build itself never needs sharp.
// Usage (sharp is the server's dependency, resolvable from the repo root): node apps/web/scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const web = path.resolve(import.meta.dirname, '..');
const out = path.join(web, 'public/icons');
const favicon = fs.readFileSync(path.join(web, 'public/favicon.svg'));

/** The favicon's letter, its background colour, drawn full-bleed for a maskable icon. */
const BRAND = '#1d5c63';
const LETTER = favicon.toString('utf8').match(/<path[^>]*\/>/)?.[0];
if (!LETTER) throw new Error('favicon.svg has no <path> to draw');

// A maskable icon is cropped to a shape (a circle, a squircle) inside the middle 80%: the letter is
// scaled to 70% around the centre, so it stays well inside that safe zone, on a square background.
const maskable = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/>` +
    `<g transform="translate(16 16) scale(0.7) translate(-16 -15.5)">${LETTER}</g></svg>`,
);

const ICONS = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  // The home-screen icon iOS takes from <link rel="apple-touch-icon">: opaque, no rounded corners of its own.
  { file: 'apple-touch-icon-180.png', svg: maskable, size: 180 },
];

fs.mkdirSync(out, { recursive: true });
for (const icon of ICONS) {
  await sharp(icon.svg, { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`wrote public/icons/${icon.file} (${icon.size}×${icon.size})`);
}
