import type { Language } from '@atelier/shared';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { draftPattern, type DraftInput, type DraftPart } from '../drafting/draft.js';
import { layoutSvg } from './layout-svg.js';
import { nest, type NestingInput, type NestingResult } from './nesting.js';
import { layoutPieces } from './pieces.js';

/**
 * A cutting layout as the worker pool makes it (decision 143): the pattern drafted again from its
 * stored inputs, its main fabric's pieces nested on the fabric, and the drawing. Plain data in and
 * out; the request keeps the reads and the access checks.
 */
export type LayoutJob = Omit<NestingInput, 'pieces'> & {
  draft: DraftInput;
  /** The drawing's title, for screen readers: "Cutting layout of Formal pencil skirt on 150 cm". */
  title: string;
};
export type LayoutJobResult = { layout: NestingResult; svg: string };

/** Runs in a worker thread: the layout and its SVG, or the AppError that refused it (a fabric too narrow). */
export async function layoutJob({ draft, title, ...nesting }: LayoutJob): Promise<LayoutJobResult> {
  const pieces = layoutPieces((await draftPattern(draft)).parts);
  if (pieces.length === 0) throw new AppError('VALIDATION_ERROR', said('layouts.noMainPieces'));
  const layout = nest({ ...nesting, pieces });
  return { layout, svg: layoutSvg(layout, { title }) };
}

/**
 * A generated pattern's yardage (decision 187): the length of its cutting layout on a plain fabric
 * of the width the pattern was drafted for (no nap, no repeat, the first seed), so the materials
 * list, the PDF and a layout asked for on that width answer one figure. A piece wider than the
 * fabric refuses it on `field`, in the studio's language, as a layout does.
 */
export function yardageOf(parts: DraftPart[], fabricWidthMm: number, refusal: { field: string; language: Language }): number {
  const pieces = layoutPieces(parts);
  if (pieces.length === 0) return 0;
  return nest({ pieces, fabricWidthMm, directional: false, repeatMm: null, seed: 1, widthField: refusal.field, language: refusal.language })
    .lengthMm;
}
