import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { draftedPieces } from '../../test/layout-pieces.js';
import type { LayoutPiece } from './pieces.js';
import { layoutSvg } from './layout-svg.js';
import { nest } from './nesting.js';

let pieces: LayoutPiece[];
beforeAll(async () => {
  pieces = await draftedPieces('brian');
}, 60_000);

describe('layoutSvg', () => {
  it('draws the fabric, its fold and every piece with its title and grain arrow, in millimetres', async () => {
    const layout = nest({ pieces, fabricWidthMm: 1500, directional: false, seed: 1, evaluations: 20 });
    const svg = layoutSvg(layout, { title: 'Cutting layout of Body block & co on 150 cm' });
    expect(svg).toContain('<title>Cutting layout of Body block &amp; co on 150 cm</title>');
    expect(svg).toContain(`<rect class="fabric" x="0" y="0" width="1500" height="${layout.lengthMm}"/>`);
    expect(svg).toContain(`<path class="fold" d="M750 0V${layout.folds[0]!.toY}"/>`);
    expect(svg.match(/<path class="cut"/g)).toHaveLength(layout.placements.length);
    expect(svg.match(/<path class="grain"/g)).toHaveLength(layout.placements.length);
    expect(svg).toContain('>Sleeve (mirrored)</text>');
    // A real SVG: it renders, at the fabric's proportions.
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const meta = await sharp(png).metadata();
    expect(meta.width! / meta.height!).toBeCloseTo(1520 / (layout.lengthMm + 20), 2);
  });
});
