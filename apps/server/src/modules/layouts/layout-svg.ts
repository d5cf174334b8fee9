import type { Layout, Placement } from './arrangement.js';
import { bounds } from './geometry.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n = (v: number) => `${Math.round(v * 10) / 10}`;

/** A grain arrow along the length through the piece's box centre: the grain runs along the fabric's length. */
function grain(p: Placement): string {
  const b = bounds(p.polygon);
  const cx = (b.minX + b.maxX) / 2;
  const top = b.minY + b.h * 0.25;
  const bottom = b.maxY - b.h * 0.25;
  const head = Math.min(12, b.h / 8);
  return (
    `<path class="grain" d="M${n(cx)} ${n(top)}V${n(bottom)}M${n(cx - head / 2)} ${n(top + head)}L${n(cx)} ${n(top)}L${n(cx + head / 2)} ${n(top + head)}` +
    `M${n(cx - head / 2)} ${n(bottom - head)}L${n(cx)} ${n(bottom)}L${n(cx + head / 2)} ${n(bottom - head)}"/>`
  );
}

function piece(p: Placement): string {
  const b = bounds(p.polygon);
  const d = `M${p.polygon.map((q) => `${n(q.x)} ${n(q.y)}`).join('L')}Z`;
  const label = `${p.title}${p.mirrored ? ' (mirrored)' : ''}`;
  const size = Math.max(10, Math.min(24, b.w / Math.max(6, label.length)));
  return (
    `<g class="piece"><title>${esc(label)}</title><path class="cut" d="${d}"/>${grain(p)}` +
    `<text x="${n((b.minX + b.maxX) / 2 + size * 0.6)}" y="${n((b.minY + b.maxY) / 2)}" font-size="${n(size)}">${esc(label)}</text></g>`
  );
}

/**
 * The layout drawn on its fabric, 1 unit a millimetre: the fabric's rectangle (x across the width,
 * y along the length), the fold as a dashed line, each piece's cutting line with its title and a
 * grain arrow. `title` names the drawing for screen readers.
 */
export function layoutSvg(layout: Layout, options: { title: string }): string {
  const w = layout.widthMm;
  const h = Math.max(layout.lengthMm, 1);
  const folds = layout.folds.map((f) => `<path class="fold" d="M${n(f.x)} ${n(f.fromY)}V${n(f.toY)}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="-10 -10 ${n(w + 20)} ${n(h + 20)}"` +
    ` width="${n((w + 20) / 10)}mm" height="${n((h + 20) / 10)}mm">` +
    `<title>${esc(options.title)}</title>` +
    `<style>.fabric{fill:#f6f1e7;stroke:#8a7f6a;stroke-width:1.5}` +
    `.fold{stroke:#8a7f6a;stroke-width:1.5;stroke-dasharray:12 6;fill:none}` +
    `.cut{fill:#fff;fill-opacity:.85;stroke:#222;stroke-width:1.5}.grain{fill:none;stroke:#555;stroke-width:1.2}` +
    `text{font-family:sans-serif;fill:#222}</style>` +
    `<rect class="fabric" x="0" y="0" width="${n(w)}" height="${n(h)}"/>${folds}${layout.placements.map(piece).join('')}</svg>`
  );
}
