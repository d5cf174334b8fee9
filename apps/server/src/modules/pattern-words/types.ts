import type { GeneratorDesign, Language, PatternFabricType } from '@atelier/shared';

type Unit = 'inches' | 'cm';
/** Metres to the next 10 cm, or yards in eighths already written ('1 3/8'). */
export type FabricLength = { metres: number } | { yards: string };
/** One piece's cutting, as the draft lists it. */
export type CutWords = { material: string; count: number; onFold: boolean };

/**
 * Every word of a pattern PDF, one catalog per language, as the invoice's (decision 128, extended by
 * 132): the client's language picks the catalog; figures are Intl's in that language. The English
 * catalog writes exactly what the generator stored before, so an unedited list is recognised.
 */
export type PatternWords = {
  language: Language;
  /** The unit's short form ('in', 'po', 'cm'), for sizes written with the shared formatter (decision 124). */
  unitLabel: (unit: Unit) => string;
  decimal: (value: number) => string;
  /** Our English measurement name ('Waist', 'Bust') in the language. */
  measurement: (label: string) => string;
  /** A pattern's stored choices; a value outside the lists is printed as stored. */
  garmentType: (value: string) => string;
  style: (value: string) => string;
  fabric: (value: string) => string;
  design: (id: GeneratorDesign) => string;
  partTitle: (title: string) => string;
  cuts: (cuts: readonly CutWords[]) => string;
  /** 'Main fabric (Silk): 1.6 m of 140 cm wide fabric, estimated from laying out the pieces'. */
  fabricLine: (fabric: PatternFabricType, length: FabricLength, width: number, unit: Unit) => string;
  otherMaterial: (material: string, titles: readonly string[]) => string;
  draftedFor: (client: string) => string;
  draftedForSomeone: string;
  /** 'Waist: 72 cm → 74 cm' ('Tour de taille : …' in French). */
  labelled: (label: string, text: string) => string;
  fitted: (changes: string) => string;
  version: (n: number) => string;
  redraftedAfter: (date: string) => string;
  seamAllowance: (text: string) => string;
  subject: string;
  printAt: (paper: string, pages: number, rows: number, cols: number) => string;
  checkSquare: string;
  stepsFollow: string;
  testSquare: string;
  materials: string;
  instructions: string;
  tileFoot: (title: string, name: string, row: string, col: number) => string;
  comparisonHeading: (mine: number, theirs: number) => string;
  comparisonNote: string;
  sameValues: string;
  /** The cutting-layout page (decision 143): its heading, its line of figures and how to read it. */
  cuttingLayout: string;
  cuttingLayoutLine: (o: { fabric: string | null; width: string; length: FabricLength; efficiency: number }) => string;
  cuttingLayoutNote: string;
  /** A cutting layout refused (decision 186): 'This fabric is 90 cm wide; the Front needs 107 cm'. */
  fabricTooNarrow: (o: { width: number; piece: string; needs: number }) => string;
};
