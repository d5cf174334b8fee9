import { AppError } from '../../lib/errors.js';
import { draftPattern, type DraftInput } from '../pattern-generator/draft.js';
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
  if (pieces.length === 0) throw new AppError('VALIDATION_ERROR', 'This pattern has no pieces cut from the main fabric.');
  const layout = nest({ ...nesting, pieces });
  return { layout, svg: layoutSvg(layout, { title }) };
}
