import type { GeneratorDesign } from '@atelier/shared';
import { nest, shelfLayout } from '../../apps/server/src/modules/layouts/index.js';
import { draftedPieces } from '../../apps/server/src/test/layout-pieces.js';

export type LayoutFigure = {
  garment: string;
  widthMm: number;
  pieces: number;
  shelfMm: number;
  shelfEfficiency: number;
  nestMm: number;
  nestEfficiency: number;
  ms: number;
};

/** The cutting layout's goals: never longer than the shelves, 15% shorter where they leave room, a few seconds (decision 143). */
export const LAYOUT_GOALS = { shorterWhereRoom: 0.15, ms: 3000 } as const;

const GARMENTS: [string, GeneratorDesign[]][] = [
  ['bodice with sleeves (brian)', ['brian']],
  ['trousers (titan)', ['titan']],
  ['skirt (penelope)', ['penelope']],
  ['bodice, sleeves and skirt', ['brian', 'penelope']],
];

/** Each garment for FreeSewing's sample body on 115 and 150 cm, seed 1, the default search. */
export async function benchLayouts(): Promise<LayoutFigure[]> {
  const out: LayoutFigure[] = [];
  for (const [garment, designs] of GARMENTS) {
    const pieces = await draftedPieces(...designs);
    for (const widthMm of [1150, 1500]) {
      const shelf = shelfLayout({ pieces, fabricWidthMm: widthMm });
      const t0 = performance.now();
      const layout = nest({ pieces, fabricWidthMm: widthMm, directional: false, seed: 1 });
      const ms = Math.round(performance.now() - t0);
      out.push({
        garment,
        widthMm,
        pieces: layout.placements.length,
        shelfMm: shelf.lengthMm,
        shelfEfficiency: shelf.efficiency,
        nestMm: layout.lengthMm,
        nestEfficiency: layout.efficiency,
        ms,
      });
    }
  }
  return out;
}

const pct = (n: number) => `${Math.round(n * 100)}%`;

export function printLayouts(rows: LayoutFigure[]) {
  const goals = `never longer, ≥ ${pct(LAYOUT_GOALS.shorterWhereRoom)} shorter where shelves leave room, < ${LAYOUT_GOALS.ms} ms`;
  console.log(`\nCutting layouts on folded fabric vs the shelf baseline (goals: ${goals})`);
  console.log('| garment | width cm | pieces | shelves mm | shelves eff. | nested mm | nested eff. | nested / shelves | ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const shelves = `${r.shelfMm} | ${pct(r.shelfEfficiency)}`;
    const nested = `${r.nestMm} | ${pct(r.nestEfficiency)} | ${(r.nestMm / r.shelfMm).toFixed(2)}`;
    console.log(`| ${r.garment} | ${r.widthMm / 10} | ${r.pieces} | ${shelves} | ${nested} | ${r.ms} |`);
  }
}
