import { CANVAS } from '@atelier/shared';
import sharp from 'sharp';
import type { DraftPart, Seg, Stroke } from '../drafting/draft.js';
import type { Sheet } from './layout.js';

const r = (n: number) => Math.round(n * 100) / 100;

export function pathData(segs: Seg[], dx = 0, dy = 0): string {
  return segs
    .map((s) =>
      s.op === 'Z'
        ? 'Z'
        : s.op === 'C'
          ? `C${r(s.x1 + dx)} ${r(s.y1 + dy)} ${r(s.x2 + dx)} ${r(s.y2 + dy)} ${r(s.x + dx)} ${r(s.y + dy)}`
          : `${s.op}${r(s.x + dx)} ${r(s.y + dy)}`,
    )
    .join(' ');
}

/** How each kind of line is drawn, in mm (decision 040: cutting line bold, stitching line dashed). */
export const STROKES: Record<Stroke, { width: number; color: string; dash: number[] }> = {
  cut: { width: 0.5, color: '#1f1b18', dash: [] },
  seam: { width: 0.3, color: '#4a423c', dash: [3, 1.5] },
  mark: { width: 0.25, color: '#4a423c', dash: [] },
  help: { width: 0.2, color: '#8c847c', dash: [1, 1] },
  // Rust on white is 4.9:1, apart from the ink of the new outline at a glance.
  before: { width: 0.45, color: '#b4532a', dash: [2.5, 1.5] },
};

const escape = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/** '2 × Fabric, on the fold' */
export function cutText(part: DraftPart): string {
  return part.cuts.map((c) => `Cut ${c.count} ${c.material}${c.onFold ? ' on the fold' : ''}`).join(', ');
}

/** A part's label: its number on the sheet and its name. */
export const partLabel = (part: DraftPart, index: number) => `${index + 1}. ${part.title}`;

/**
 * The sheet as SVG at true scale: 1 user unit = 1 mm, and width and height in mm, so printing
 * the SVG at 100% gives real sizes (the SVG may be served too).
 */
export function sheetSvg(sheet: Sheet, opts: { title: string; watermarked?: boolean }): string {
  const parts = sheet.placements.map((p, i) => {
    const lines = p.part.paths
      .map((path) => {
        const s = STROKES[path.stroke];
        const dash = s.dash.length ? ` stroke-dasharray="${s.dash.join(' ')}"` : '';
        return `<path d="${pathData(path.segs, p.x, p.y)}" fill="none" stroke="${s.color}" stroke-width="${s.width}"${dash}/>`;
      })
      .join('');
    const marks = p.part.marks
      .map(
        (m) =>
          `<circle cx="${r(m.x + p.x)}" cy="${r(m.y + p.y)}" r="${m.kind === 'notch' ? 1.5 : 3}" fill="none" stroke="#1f1b18" stroke-width="0.3"/>`,
      )
      .join('');
    const cx = r(p.x + p.part.width / 2);
    const cy = r(p.y + p.part.height / 2);
    const label =
      `<text x="${cx}" y="${cy}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" ` +
      `font-size="9" fill="#1f1b18">${escape(partLabel(p.part, i))}</text><text x="${cx}" ` +
      `y="${r(cy + 8)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="5" ` +
      `fill="#4a423c">${escape(cutText(p.part))}</text>`;
    return `<g>${lines}${marks}${label}</g>`;
  });
  const w = r(sheet.width);
  const h = r(sheet.height);
  // The Free plan's mark across the sheet, as on the PNG and every PDF page.
  const mark = opts.watermarked
    ? `<text x="${r(w / 2)}" y="${r(h / 2)}" text-anchor="middle" dominant-baseline="middle" ` +
      `font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${r(Math.min(w, h) / 4)}" ` +
      `fill="#6b6b6b" fill-opacity="0.2" transform="rotate(-35 ${r(w / 2)} ${r(h / 2)})">Atelier</text>`
    : '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${w}mm" ` +
    `height="${h}mm" viewBox="0 0 ${w} ${h}"><title>${escape(opts.title)}</title><rect ` +
    `width="${w}" height="${h}" fill="#ffffff"/>${parts.join('')}${mark}</svg>`
  );
}

/**
 * The preview PNG, the pattern's image: the sheet fitted into the designer's 800 × 600
 * so it is like every other pattern image; stored unmarked, marked when served to Free (decision 053).
 */
export async function previewPng(svg: string, sheet: Sheet): Promise<Buffer> {
  const scale = Math.min(CANVAS.width / sheet.width, CANVAS.height / sheet.height);
  const width = Math.max(1, Math.floor(sheet.width * scale));
  const height = Math.max(1, Math.floor(sheet.height * scale));
  // librsvg reads the mm size at 96 dpi; render at the size we want, then flatten onto white.
  const density = (96 * scale * 25.4) / 96;
  return sharp(Buffer.from(svg), { density: Math.max(1, density * 1.0) })
    .resize(width, height, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
