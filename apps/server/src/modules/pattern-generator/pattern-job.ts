import type { Language } from '@atelier/shared';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { yardageOf } from '../layouts/layout-job.js';
import { draftPattern, type Draft, type DraftInput } from '../drafting/draft.js';
import { sheetFits, sheetLayout } from './layout.js';
import { overlayParts } from './overlay.js';
import { printedMaterials, type MaterialsSpec } from './materials.js';
import { patternWords } from '../pattern-words/pattern-words.js';
import { patternPdf, type PatternPdfInput } from './pdf.js';
import { previewPng, sheetSvg } from './render.js';

/** Two versions to draw one over the other: `mine` in full, `theirs` as the outline under it (decision 087). */
type OverlayJob = { mine: DraftInput; theirs: DraftInput };

/**
 * A pattern file as the worker pool makes it (decision 097): the drafting by FreeSewing, the
 * layout and the PDF or SVG, all of it CPU, from plain data (the stored draft's inputs and the
 * texts the request decided). The request keeps the reads and the access checks.
 */
export type PatternFileJob =
  | {
      kind: 'pdf';
      draft: DraftInput;
      pdf: Omit<PatternPdfInput, 'sheet' | 'comparison'>;
      /** How the generator wrote the materials: they are printed in the PDF's language while unedited (decision 132). */
      generatedMaterials: MaterialsSpec | null;
      comparison: (OverlayJob & { heading: string; lines: string[] }) | null;
    }
  | { kind: 'svg'; draft: DraftInput; title: string; watermarked: boolean }
  | ({ kind: 'overlay'; title: string; watermarked: boolean } & OverlayJob);

/**
 * A new pattern's slow part (decisions 038 to 040): drafted, its preview rendered and its pieces laid
 * out on its fabric's width for its yardage (decision 187), refused in the studio's language.
 */
export type PatternPreviewJob = { draft: DraftInput; title: string; fabricWidthMm: number; language: Language };
export type PatternPreview = { draft: Draft; png: Uint8Array; fabricLengthMm: number };

const tooLarge = () => new AppError('PATTERN_DRAFT_FAILED', said('pattern-generator.tooLarge'));

/** Runs in a worker thread: the draft, its preview PNG and its yardage, or the AppError that refused it. */
export async function patternPreview(job: PatternPreviewJob): Promise<PatternPreview> {
  const draft = await draftPattern(job.draft);
  const sheet = sheetLayout(draft.parts);
  if (!sheetFits(sheet)) throw tooLarge();
  const fabricLengthMm = yardageOf(draft.parts, job.fabricWidthMm, { field: 'fabricWidth', language: job.language });
  return { draft, png: await previewPng(sheetSvg(sheet, { title: job.title }), sheet), fabricLengthMm };
}

async function overlaySheet({ mine, theirs }: OverlayJob) {
  const [a, b] = await Promise.all([draftPattern(mine), draftPattern(theirs)]);
  return sheetLayout(overlayParts(b, a));
}

/** Runs in a worker thread: the PDF's bytes, or the SVG's text. */
export async function patternFile(job: PatternFileJob): Promise<Uint8Array | string> {
  if (job.kind === 'overlay') return sheetSvg(await overlaySheet(job), { title: job.title, watermarked: job.watermarked });
  const draft = await draftPattern(job.draft);
  if (job.kind === 'svg') return sheetSvg(sheetLayout(draft.parts), { title: job.title, watermarked: job.watermarked });
  const { comparison, generatedMaterials } = job;
  return patternPdf({
    ...job.pdf,
    materials: generatedMaterials
      ? printedMaterials(job.pdf.materials, generatedMaterials, draft.parts, patternWords(job.pdf.language ?? 'en'))
      : job.pdf.materials,
    sheet: sheetLayout(draft.parts),
    ...(comparison ? { comparison: { heading: comparison.heading, lines: comparison.lines, sheet: await overlaySheet(comparison) } } : {}),
  });
}
