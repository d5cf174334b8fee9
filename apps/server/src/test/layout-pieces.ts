import type { GeneratorDesign } from '@atelier/shared';
import { optionsFor } from '../lib/freesewing-designs.js';
import { sampleBody } from './generator-samples.js';
import { draftPattern } from '../modules/pattern-generator/draft.js';
import { layoutPieces, type LayoutPiece } from '../modules/layouts/index.js';

/** The main fabric's pieces of designs drafted for FreeSewing's sample body (tests and bench). */
export async function draftedPieces(...designs: GeneratorDesign[]): Promise<LayoutPiece[]> {
  const pieces: LayoutPiece[] = [];
  for (const design of designs) {
    const measurements = await sampleBody(design);
    const options = await optionsFor(design, { style: 'Casual', fabricType: 'Cotton', sizeRange: 'M-L' });
    pieces.push(...layoutPieces((await draftPattern({ design, measurements, options, seamAllowance: 10 })).parts));
  }
  return pieces;
}
