import { GENERATOR_DESIGNS } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { sampleDraftInput } from '../../test/layout-pieces.js';
import { draftPattern, type Seg, type Stroke } from '../drafting/draft.js';
import { patternFile } from './pattern-job.js';
import { STROKES } from './render.js';
import { cuttingLine } from '../layouts/cutting-line.js';
import { area, bounds, flatten, overlapArea } from '../layouts/geometry.js';
import { layoutJob } from '../layouts/layout-job.js';

/** A path's `d` as the pattern's SVG writes it (absolute M, L, C and Z), back to segments. */
function segsOf(d: string): Seg[] {
  return [...d.matchAll(/([MLCZ])([^MLCZ]*)/g)].map(([, op, args]): Seg => {
    const n = args!.trim().split(/\s+/).filter(Boolean).map(Number);
    if (op === 'Z') return { op: 'Z' };
    if (op === 'C') return { op: 'C', x1: n[0]!, y1: n[1]!, x2: n[2]!, y2: n[3]!, x: n[4]!, y: n[5]! };
    return { op: op as 'M' | 'L', x: n[0]!, y: n[1]! };
  });
}

/**
 * Each part of the pattern's own SVG (the sheet the studio downloads and prints) by its title: the
 * box of its cutting line (the bold line) and its stitching line (dashed), which is where the cut
 * runs wherever the design adds no allowance (a fold, a bound edge, a binding drafted without it).
 */
function drawnParts(svg: string): Map<string, { w: number; h: number }> {
  const drawnAs = (s: (typeof STROKES)[Stroke]) =>
    `stroke="${s.color}" stroke-width="${s.width}"${s.dash.length ? ` stroke-dasharray="${s.dash.join(' ')}"` : ''}`;
  const lines = [drawnAs(STROKES.cut), drawnAs(STROKES.seam)];
  const parts = new Map<string, { w: number; h: number }>();
  for (const [, group] of svg.matchAll(/<g>(.*?)<\/g>/gs)) {
    const title = /<text[^>]*>\d+\. ([^<]+)<\/text>/.exec(group!)![1]!;
    const paths = [...group!.matchAll(/<path d="([^"]+)" fill="none" ([^>]+)\/>/g)].filter(([, , a]) => lines.includes(a!));
    const b = bounds(paths.flatMap(([, d]) => flatten(segsOf(d!), 0.05)).flat());
    expect(parts.has(title), `${title} drawn once`).toBe(false);
    parts.set(title, { w: b.w, h: b.h });
  }
  return parts;
}

const TOLERANCE_MM = 1;

/**
 * Decision 186: every generator design's pieces are laid out by their cutting line. Each piece on
 * the layout has the size of the cutting line the pattern's SVG draws for it: twice as wide when
 * it lies whole across the fold (the SVG draws its half), turned when its grain runs across.
 */
describe.each(GENERATOR_DESIGNS)('the cutting layout of %s', (design) => {
  it('lays every piece out at the size of its cutting line in the pattern’s own SVG', async () => {
    const draft = await sampleDraftInput(design);
    const svg = (await patternFile({ kind: 'svg', draft, title: design, watermarked: false })) as string;
    const drawn = drawnParts(svg);
    const { layout } = await layoutJob({ draft, title: design, fabricWidthMm: 1500, directional: false, seed: 1, evaluations: 10 });
    expect(layout.placements.length).toBeGreaterThan(0);
    for (const p of layout.placements) {
      const part = drawn.get(p.title);
      expect(part, `${p.title} in the SVG`).toBeDefined();
      const across = p.onFold ? 2 : 1;
      const placed = bounds(p.polygon);
      const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE_MM * across;
      const asDrafted = near(placed.w, across * part!.w) && near(placed.h, part!.h);
      const turned = near(placed.w, across * part!.h) && near(placed.h, part!.w);
      expect(
        asDrafted || turned,
        `${design} ${p.title}${p.onFold ? ' (whole, on the fold)' : ''}: laid out ${placed.w.toFixed(1)} × ${placed.h.toFixed(1)} mm, ` +
          `its cutting line ${(across * part!.w).toFixed(1)} × ${part!.h.toFixed(1)} mm`,
      ).toBe(true);
    }
  }, 60_000);

  it('cuts every piece around the whole of its stitching line', async () => {
    for (const part of (await draftPattern(await sampleDraftInput(design))).parts) {
      const ring = cuttingLine(part);
      const stitching = part.paths.filter((p) => p.stroke === 'seam').flatMap((p) => flatten(p.segs, 0.5));
      const largest = stitching.reduce((a, b) => (area(b) > area(a) ? b : a), []);
      expect(overlapArea(ring, largest), part.id).toBeGreaterThan(0.995 * area(largest));
    }
  }, 60_000);
});
