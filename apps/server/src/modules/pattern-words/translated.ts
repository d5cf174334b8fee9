import {
  designInfo,
  measurementName,
  type GeneratorDesign,
  type Language,
  type PatternFabricType,
  type PatternGarmentType,
  type PatternStyle,
} from '@atelier/shared';
import type { FabricLength, PatternWords } from './types.js';

/** A language's names for what a pattern PDF lists; a name not in them is printed as stored. */
export type PatternNames = {
  garments: Record<PatternGarmentType, string>;
  styles: Record<PatternStyle, string>;
  fabrics: Record<PatternFabricType, string>;
  designs: Record<GeneratorDesign, string>;
  /** The drafted parts' titles (the draft's words from FreeSewing's part names). */
  parts: Record<string, string>;
  materials: Record<string, string>;
  /** The inch's and the yard's short forms. */
  inch: string;
  yard: string;
};

/**
 * What every translated pattern catalog shares (decision 203): its names, its figures in its locale,
 * and the words that are only a lookup. Each language's file adds its sentences.
 */
export function translatedPatternWords(language: Exclude<Language, 'en'>, names: PatternNames) {
  const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false });
  const metres = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 2, useGrouping: false });
  const material = (name: string) => names.materials[name] ?? name;
  const part = (title: string) => names.parts[title] ?? title;
  const fabricName = (value: string) => names.fabrics[value as PatternFabricType] ?? value;
  const unitLabel = (unit: 'inches' | 'cm') => (unit === 'cm' ? 'cm' : names.inch);
  const lengthText = (length: FabricLength) => ('metres' in length ? `${metres.format(length.metres)} m` : `${length.yards} ${names.yard}`);
  const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
  const base = {
    language,
    unitLabel,
    decimal: (value: number) => decimal.format(value),
    measurement: (label: string) => measurementName(label, language),
    garmentType: (value: string) => names.garments[value as PatternGarmentType] ?? value,
    style: (value: string) => names.styles[value as PatternStyle] ?? value,
    fabric: fabricName,
    design: (id: GeneratorDesign) => `${names.designs[id]} (${designInfo(id).name})`,
    partTitle: part,
  } satisfies Partial<PatternWords>;
  return { base, decimal, material, part, fabricName, unitLabel, lengthText, capital };
}
