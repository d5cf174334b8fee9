import type { FsDesign, FsOption } from '@freesewing/core';
import type { GeneratorDesign, PatternFabricType, PatternSizeRange, PatternStyle } from '@atelier/shared';

/**
 * FreeSewing's design constructors, imported only when a pattern is drafted, so the server
 * starts without them (the heavy imports stay lazy). Decision 038 explains the set. In lib, as both
 * the generator and the fittings' corrections read the designs (decision 109).
 */
const LOADERS: Record<GeneratorDesign, () => Promise<FsDesign>> = {
  bella: async () => (await import('@freesewing/bella')).Bella,
  penelope: async () => (await import('@freesewing/penelope')).Penelope,
  titan: async () => (await import('@freesewing/titan')).Titan,
  brian: async () => (await import('@freesewing/brian')).Brian,
  teagan: async () => (await import('@freesewing/teagan')).Teagan,
  bent: async () => (await import('@freesewing/bent')).Bent,
  simon: async () => (await import('@freesewing/simon')).Simon,
  sven: async () => (await import('@freesewing/sven')).Sven,
  aaron: async () => (await import('@freesewing/aaron')).Aaron,
  waralee: async () => (await import('@freesewing/waralee')).Waralee,
};

export const loadDesign = (id: GeneratorDesign): Promise<FsDesign> => LOADERS[id]();

/**
 * Measurements FreeSewing lists as optional that a design still needs for some parts: Waralee's
 * straps and waistband read `waist` and `waistBack`, and draft no outline without them.
 */
const ALSO_NEEDED: Partial<Record<GeneratorDesign, string[]>> = { waralee: ['waist', 'waistBack'] };

/** The body measurements a design cannot draft without (FreeSewing's names). */
export async function requiredMeasurements(id: GeneratorDesign): Promise<string[]> {
  const config = (await loadDesign(id)).patternConfig;
  return [...new Set([...config.measurements, ...(ALSO_NEEDED[id] ?? [])])];
}

/** Measurements a design uses when the record has them (a better fit), never asked for. */
export async function optionalMeasurements(id: GeneratorDesign): Promise<string[]> {
  const required = await requiredMeasurements(id);
  return (await loadDesign(id)).patternConfig.optionalMeasurements.filter((m) => !required.includes(m));
}

export type DraftChoices = { style: PatternStyle; fabricType: PatternFabricType; sizeRange: PatternSizeRange };

/** Percentage points of ease added (or taken) by fabric and style; decision 038. */
const FABRIC_EASE: Record<PatternFabricType, number> = {
  Cotton: 0,
  Silk: 1,
  Wool: 2,
  Linen: 1,
  Denim: 2,
  Satin: 1,
  Leather: 3,
  Knit: -4,
  Other: 0,
};
const STYLE_EASE: Record<PatternStyle, number> = { Casual: 2, Formal: -1, Vintage: -1, Modern: 0, Sportswear: 3, Boho: 4, Other: 0 };
/** Ease options FreeSewing designs share (fractions of the measurement they ease). */
const EASE_OPTIONS = ['chestEase', 'waistEase', 'hipsEase', 'seatEase', 'bicepsEase'] as const;

/**
 * Design options from the form's choices (style, fabric and size range choose options).
 * A woven fabric gets more ease than a knit; a relaxed style more than a formal one. Each value
 * stays inside the range the design declares. The size range does not change a made-to-measure
 * draft (the measurements do); it is kept on the pattern as a label.
 */
export async function optionsFor(id: GeneratorDesign, choices: DraftChoices): Promise<Record<string, number>> {
  const options = (await loadDesign(id)).patternConfig.options;
  const out: Record<string, number> = {};
  const shift = FABRIC_EASE[choices.fabricType] + STYLE_EASE[choices.style];
  for (const name of EASE_OPTIONS) {
    const option = options[name] as FsOption | undefined;
    if (!option || typeof option !== 'object' || option.pct === undefined || option.min === undefined || option.max === undefined) continue;
    const pct = Math.min(option.max, Math.max(option.min, option.pct + (name === 'bicepsEase' ? shift / 2 : shift)));
    out[name] = Math.round(pct * 10) / 1000;
  }
  return out;
}
