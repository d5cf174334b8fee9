import { GENERATOR_DESIGNS, type GeneratorDesign } from '@atelier/shared';
import { optionsFor } from '../../apps/server/src/lib/freesewing-designs.js';
import { draftPattern } from '../../apps/server/src/modules/drafting/draft.js';
import { yardageOf } from '../../apps/server/src/modules/layouts/layout-job.js';
import { sheetLayout } from '../../apps/server/src/modules/pattern-generator/layout.js';
import { patternPdf } from '../../apps/server/src/modules/pattern-generator/pdf.js';
import { plainBrand } from '../../apps/server/src/lib/pdf-document.js';
import { previewPng, sheetSvg } from '../../apps/server/src/modules/pattern-generator/render.js';
import { sampleBody } from '../../apps/server/src/test/generator-samples.js';

export type GeneratorFigure = { design: GeneratorDesign; parts: number; pages: number; draftMs: number; previewMs: number; pdfMs: number };

/** The generator's goals: the preview (draft, SVG, PNG, the yardage's cutting layout) under 1 s, the PDF (draft again, tiles) under 3 s. */
export const GENERATOR_GOALS = { previewMs: 1000, pdfMs: 3000 } as const;

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Per design, in process (no HTTP, no database), the median of `runs` of what a
 * generation does before saving (draft + preview PNG) and what a PDF download does (draft again +
 * the tiled A4 PDF), with FreeSewing's sample body. One warm-up run each loads the design.
 */
export async function benchGenerator(runs = 3): Promise<GeneratorFigure[]> {
  const out: GeneratorFigure[] = [];
  for (const design of GENERATOR_DESIGNS) {
    const measurements = await sampleBody(design);
    const options = await optionsFor(design, { style: 'Casual', fabricType: 'Cotton', sizeRange: 'M-L' });
    const input = { design, measurements, options, seamAllowance: 10 };
    const once = async () => {
      const t0 = performance.now();
      const draft = await draftPattern(input);
      const t1 = performance.now();
      const sheet = sheetLayout(draft.parts);
      await previewPng(sheetSvg(sheet, { title: design }), sheet);
      yardageOf(draft.parts, 1400, { field: 'fabricWidth', language: 'en' });
      const t2 = performance.now();
      const again = sheetLayout((await draftPattern(input)).parts);
      const pdf = await patternPdf({
        title: design,
        details: [design],
        materials: ['Main fabric'],
        sheet: again,
        paper: 'a4',
        watermarked: true,
        createdAt: new Date(),
        brand: plainBrand('Bench studio'),
      });
      const t3 = performance.now();
      return {
        parts: draft.parts.length,
        pages: (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length,
        draftMs: t1 - t0,
        previewMs: t2 - t0,
        pdfMs: t3 - t2,
      };
    };
    await once();
    const samples: Awaited<ReturnType<typeof once>>[] = [];
    for (let i = 0; i < runs; i += 1) samples.push(await once());
    const median = (key: 'draftMs' | 'previewMs' | 'pdfMs') =>
      round(samples.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(samples.length / 2)]!);
    out.push({
      design,
      parts: samples[0]!.parts,
      pages: samples[0]!.pages,
      draftMs: median('draftMs'),
      previewMs: median('previewMs'),
      pdfMs: median('pdfMs'),
    });
  }
  return out;
}

export function printGenerator(rows: GeneratorFigure[]) {
  console.log(
    `\nPattern generator, per design in process (goals: preview < ${GENERATOR_GOALS.previewMs} ms, PDF < ${GENERATOR_GOALS.pdfMs} ms)`,
  );
  console.log('| design | parts | A4 pages | draft ms | preview ms | PDF ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.design} | ${r.parts} | ${r.pages} | ${r.draftMs} | ${r.previewMs} | ${r.pdfMs} |`);
}
