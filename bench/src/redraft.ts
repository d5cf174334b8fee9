import type { FitProfileEntry } from '@atelier/shared';
import { loadDesign, optionalMeasurements, optionsFor, requiredMeasurements } from '../../apps/server/src/lib/freesewing-designs.js';
import { draftPattern } from '../../apps/server/src/modules/drafting/draft.js';
import { applyFit } from '../../apps/server/src/modules/pattern-generator/fit.js';
import { sheetLayout } from '../../apps/server/src/modules/pattern-generator/layout.js';
import { overlayParts } from '../../apps/server/src/modules/pattern-generator/overlay.js';
import { patternPdf } from '../../apps/server/src/modules/pattern-generator/pdf.js';
import { plainBrand } from '../../apps/server/src/lib/pdf-document.js';
import { previewPng, sheetSvg } from '../../apps/server/src/modules/pattern-generator/render.js';
import { sampleBody } from '../../apps/server/src/test/generator-samples.js';
import { GENERATOR_GOALS } from './generator';

export type RedraftFigure = { corrections: number; previewMs: number; pdfMs: number; pages: number };

const correction = (id: string, over: Partial<FitProfileEntry>): FitProfileEntry => ({
  _id: id,
  id,
  target: 'measurement',
  name: 'Waist',
  design: null,
  change: 2,
  unit: 'cm',
  reason: '',
  retiredAt: null,
  position: 0,
  fittingId: 'f',
  projectId: 'p',
  projectName: 'Ivory gown',
  fittedOn: '2030-03-12T10:00:00.000Z',
  worn: { undergarments: '', shoes: 'Heels', heelHeightMm: 90, other: '' },
  ...over,
});

/**
 * A Bella re-draft with a fitting's corrections (decision 087), in process, median of `runs`: the
 * preview (profile applied, draft, PNG) and the PDF with its comparison page (both versions drafted,
 * the overlay, the tiles). The generator's goals hold for it: preview < 1 s, PDF < 3 s.
 */
export async function benchRedraft(runs = 3): Promise<RedraftFigure> {
  const design = 'bella';
  const base = {
    measurements: await sampleBody(design),
    options: await optionsFor(design, { style: 'Formal', fabricType: 'Silk', sizeRange: 'Custom' }),
  };
  const corrections = [
    correction('a', {}),
    correction('b', { name: 'Bust', change: 1.5 }),
    correction('c', { name: 'Shoulder Width', change: -1 }),
    correction('d', { target: 'option', name: 'waistEase', design, change: 2, unit: '%' }),
    correction('e', { name: 'Hem', change: -3 }),
  ];
  const declared = (await loadDesign(design)).patternConfig.options;
  const reads = [...(await requiredMeasurements(design)), ...(await optionalMeasurements(design))];
  const once = async () => {
    const t0 = performance.now();
    const fitted = applyFit({ design, declared, reads, base, clientName: 'Amara', corrections });
    const draft = await draftPattern({ design, measurements: fitted.measurements, options: fitted.options, seamAllowance: 10 });
    const sheet = sheetLayout(draft.parts);
    await previewPng(sheetSvg(sheet, { title: 'Re-draft' }), sheet);
    const t1 = performance.now();
    const [earlier, later] = await Promise.all([
      draftPattern({ design, ...base, seamAllowance: 10 }),
      draftPattern({ design, measurements: fitted.measurements, options: fitted.options, seamAllowance: 10 }),
    ]);
    const pdf = await patternPdf({
      title: 'Re-draft',
      details: ['Bella'],
      materials: ['Main fabric'],
      sheet: sheetLayout(later.parts),
      paper: 'a4',
      watermarked: false,
      createdAt: new Date(),
      brand: plainBrand('Bench studio'),
      comparison: {
        heading: 'Version 2 compared with version 1',
        lines: ['Waist: 70 cm → 72 cm'],
        sheet: sheetLayout(overlayParts(earlier, later)),
      },
    });
    const t2 = performance.now();
    return { previewMs: t1 - t0, pdfMs: t2 - t1, pages: (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length };
  };
  await once();
  const samples: Awaited<ReturnType<typeof once>>[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await once());
  const median = (key: 'previewMs' | 'pdfMs') =>
    Math.round(samples.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(samples.length / 2)]! * 10) / 10;
  return { corrections: corrections.length, previewMs: median('previewMs'), pdfMs: median('pdfMs'), pages: samples[0]!.pages };
}

export function printRedraft(r: RedraftFigure) {
  console.log(
    `\nRe-draft with a fit profile (Bella, in process; goals: preview < ${GENERATOR_GOALS.previewMs} ms, PDF < ${GENERATOR_GOALS.pdfMs} ms)`,
  );
  console.log('| corrections | preview ms | PDF with comparison ms | A4 pages |');
  console.log('|---:|---:|---:|---:|');
  console.log(`| ${r.corrections} | ${r.previewMs} | ${r.pdfMs} | ${r.pages} |`);
}
