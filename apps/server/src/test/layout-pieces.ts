import type { GeneratorDesign } from '@atelier/shared';
import { optionsFor } from '../lib/freesewing-designs.js';
import { sampleBody } from './generator-samples.js';
import { draftPattern, type DraftInput } from '../modules/drafting/draft.js';
import { layoutPieces, type LayoutPiece } from '../modules/layouts/index.js';

/** What a pattern stores to draft again: a design for FreeSewing's sample body, casual cotton, 10 mm allowance. */
export async function sampleDraftInput(design: GeneratorDesign): Promise<DraftInput> {
  const measurements = await sampleBody(design);
  const options = await optionsFor(design, { style: 'Casual', fabricType: 'Cotton', sizeRange: 'M-L' });
  return { design, measurements, options, seamAllowance: 10 };
}

/** The main fabric's pieces of designs drafted for FreeSewing's sample body (tests and bench). */
export async function draftedPieces(...designs: GeneratorDesign[]): Promise<LayoutPiece[]> {
  const pieces: LayoutPiece[] = [];
  for (const design of designs) {
    pieces.push(...layoutPieces((await draftPattern(await sampleDraftInput(design))).parts));
  }
  return pieces;
}
