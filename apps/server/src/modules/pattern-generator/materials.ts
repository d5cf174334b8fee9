import type { GeneratorDesign, PatternFabricType } from '@atelier/shared';
import { notionsFor } from './content.js';
import type { DraftPart } from '../drafting/draft.js';
import { patternWords } from '../pattern-words/pattern-words.js';
import type { FabricLength, PatternWords } from '../pattern-words/types.js';

const MM_PER_YARD = 914.4;
const english = patternWords('en');

/** '1 3/8' for 1.375: yards in eighths, as fabric is sold by the yard. */
function eighths(value: number): string {
  const whole = Math.floor(value);
  const rest = Math.round((value - whole) * 8);
  if (rest === 0) return `${whole}`;
  const [n, d] = rest % 4 === 0 ? [rest / 4, 2] : rest % 2 === 0 ? [rest / 2, 4] : [rest, 8];
  return whole ? `${whole} ${n}/${d}` : `${n}/${d}`;
}

/**
 * A length of fabric in the user's unit, as the cutting layout's screen says it (decisions 149, 187):
 * metres to the next centimetre, or yards to the next eighth (within half a millimetre of one is on it).
 */
export function lengthToBuy(lengthMm: number, unit: 'inches' | 'cm'): FabricLength {
  return unit === 'cm'
    ? { metres: Math.ceil(lengthMm / 10) / 100 }
    : { yards: eighths(Math.ceil(((lengthMm - 0.5) / MM_PER_YARD) * 8) / 8) };
}

/** '1 cm' or '3/8 in' ('1,5 cm', '3/8 po' in French: decision 132). */
export function seamAllowanceText(mm: number, unit: 'inches' | 'cm', words: PatternWords = english): string {
  if (unit === 'cm') return `${words.decimal(Math.round(mm) / 10)} cm`;
  const inches = Math.round((mm / 25.4) * 16) / 16;
  const whole = Math.floor(inches);
  const rest = Math.round((inches - whole) * 16);
  const label = words.unitLabel('inches');
  if (rest === 0) return `${whole} ${label}`;
  const g = [8, 4, 2, 1].find((x) => rest % x === 0) ?? 1;
  return `${whole ? `${whole} ` : ''}${rest / g}/${16 / g} ${label}`;
}

export type MaterialsSpec = {
  design: GeneratorDesign;
  fabricType: PatternFabricType;
  fabricLength: number;
  fabricWidth: number;
  unit: 'inches' | 'cm';
};

/**
 * The materials list (decision 040): the main fabric's length, the pattern's cutting layout on the
 * chosen width (decision 187), the other materials the pieces are cut from, then the design's notions; in the
 * words of a language (English is what a new pattern stores; decision 132).
 */
export function materialsList(o: MaterialsSpec & { parts: DraftPart[]; words?: PatternWords }): string[] {
  const words = o.words ?? english;
  const width = o.unit === 'cm' ? Math.round(o.fabricWidth / 10) : Math.round(o.fabricWidth / 25.4);
  const lines = [words.fabricLine(o.fabricType, lengthToBuy(o.fabricLength, o.unit), width, o.unit)];
  const others = new Map<string, string[]>();
  for (const part of o.parts)
    for (const cut of part.cuts) if (cut.material !== 'fabric') others.set(cut.material, [...(others.get(cut.material) ?? []), part.title]);
  for (const [material, titles] of others) lines.push(words.otherMaterial(material, [...new Set(titles)]));
  return [...lines, ...notionsFor(o.design, words.language)];
}

/**
 * The materials a PDF prints: the generator's list in the client's language while the stored list is
 * still the one it wrote in English; a list the studio edited is printed as written (decision 132).
 */
export function printedMaterials(stored: readonly string[], spec: MaterialsSpec, parts: DraftPart[], words: PatternWords): string[] {
  const generated = materialsList({ ...spec, parts });
  const unedited = generated.length === stored.length && generated.every((line, i) => line === stored[i]);
  return unedited ? materialsList({ ...spec, parts, words }) : [...stored];
}
