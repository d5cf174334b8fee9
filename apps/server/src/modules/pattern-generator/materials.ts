import type { GeneratorDesign, PatternFabricType } from '@atelier/shared';
import { NOTIONS } from './content.js';
import type { DraftPart } from './draft.js';

const MM_PER_YARD = 914.4;

/** '1 3/8' for 1.375: yards in eighths, as fabric is sold by the yard. */
function eighths(value: number): string {
  const whole = Math.floor(value);
  const rest = Math.round((value - whole) * 8);
  if (rest === 0) return `${whole}`;
  const [n, d] = rest % 4 === 0 ? [rest / 4, 2] : rest % 2 === 0 ? [rest / 2, 4] : [rest, 8];
  return whole ? `${whole} ${n}/${d}` : `${n}/${d}`;
}

/** A length of fabric in the user's unit: metres to the next 10 cm, or yards to the next eighth. */
export function fabricText(lengthMm: number, widthMm: number, unit: 'inches' | 'cm'): string {
  if (unit === 'cm') return `${(Math.ceil(lengthMm / 100) / 10).toFixed(1)} m of ${Math.round(widthMm / 10)} cm wide fabric`;
  return `${eighths(Math.ceil((lengthMm / MM_PER_YARD) * 8) / 8)} yd of ${Math.round(widthMm / 25.4)} in wide fabric`;
}

/** '1 cm' or '3/8 in' */
export function seamAllowanceText(mm: number, unit: 'inches' | 'cm'): string {
  if (unit === 'cm') return `${Math.round(mm) / 10} cm`;
  const inches = Math.round((mm / 25.4) * 16) / 16;
  const whole = Math.floor(inches);
  const rest = Math.round((inches - whole) * 16);
  if (rest === 0) return `${whole} in`;
  const g = [8, 4, 2, 1].find((x) => rest % x === 0) ?? 1;
  return `${whole ? `${whole} ` : ''}${rest / g}/${16 / g} in`;
}

/**
 * The materials list (decision 040): the main fabric's length estimated from laying the pieces out on
 * the chosen width, the other materials the pieces are cut from, then the design's notions.
 */
export function materialsList(o: {
  design: GeneratorDesign;
  parts: DraftPart[];
  fabricType: PatternFabricType;
  fabricLength: number;
  fabricWidth: number;
  unit: 'inches' | 'cm';
}): string[] {
  const fabric = o.fabricType === 'Other' ? 'Main fabric' : `Main fabric (${o.fabricType})`;
  const lines = [`${fabric}: ${fabricText(o.fabricLength, o.fabricWidth, o.unit)}, estimated from laying out the pieces`];
  const others = new Map<string, string[]>();
  for (const part of o.parts)
    for (const cut of part.cuts) if (cut.material !== 'fabric') others.set(cut.material, [...(others.get(cut.material) ?? []), part.title]);
  for (const [material, titles] of others)
    lines.push(`${material.charAt(0).toUpperCase()}${material.slice(1)}: for ${[...new Set(titles)].join(', ')}`);
  return [...lines, ...NOTIONS[o.design]];
}
