import type { GENERATOR_DESIGNS } from './generator-designs.js';
import type { PatternGarmentType } from './patterns.js';

/**
 * The generator's catalogue of designs (decisions 038 and 132): what each drafts, for which garment
 * types, and on which plan. A file of its own beside the generator's contract, which re-exports it.
 */
type GeneratorDesign = (typeof GENERATOR_DESIGNS)[number];

export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export type DesignInfo = {
  id: GeneratorDesign;
  /** FreeSewing's name for it ('Bella'): the id's display form, kept for the clients that show it. */
  name: string;
  /** What it drafts, as the form names it: 'Bodice with sleeves' (decision 132). */
  drafts: string;
  /** What it drafts, in our words ('Bodice block: fitted front and back with darts'). */
  summary: string;
  /**
   * The pattern garment types it drafts (decision 132: only garments it drafts whole, so no design is
   * a Dress yet); the first design listed for a type is its default.
   */
  garmentTypes: readonly PatternGarmentType[];
  difficulty: Difficulty;
  /** One of the Free plan's 5 templates; the others need Premium or Enterprise. */
  free: boolean;
};

/** The catalogue, in the order the form lists them (decision 038). */
export const DESIGNS: readonly DesignInfo[] = [
  {
    id: 'bella',
    name: 'Bella',
    drafts: 'Bodice with sleeves',
    summary: 'Bodice block: a fitted front and back with bust and waist darts',
    garmentTypes: ['Blouse'],
    difficulty: 'Intermediate',
    free: true,
  },
  {
    id: 'penelope',
    name: 'Penelope',
    drafts: 'Pencil skirt',
    summary: 'Pencil skirt with darts, a waistband and a back vent',
    garmentTypes: ['Skirt'],
    difficulty: 'Beginner',
    free: true,
  },
  {
    id: 'titan',
    name: 'Titan',
    drafts: 'Trouser block',
    summary: 'Trouser block: front and back legs fitted to the seat, rise and knee',
    garmentTypes: ['Pants'],
    difficulty: 'Intermediate',
    free: true,
  },
  {
    id: 'brian',
    name: 'Brian',
    drafts: 'Body block with sleeves',
    summary: 'Body block: front, back and sleeve with room for a jacket',
    garmentTypes: ['Jacket'],
    difficulty: 'Intermediate',
    free: true,
  },
  {
    id: 'teagan',
    name: 'Teagan',
    drafts: 'T-shirt',
    summary: 'T-shirt in knit: front, back, sleeves and neck binding',
    garmentTypes: ['Other'],
    difficulty: 'Beginner',
    free: true,
  },
  {
    id: 'bent',
    name: 'Bent',
    drafts: 'Jacket block with two-part sleeves',
    summary: 'Jacket body block with a two-part sleeve',
    garmentTypes: ['Jacket'],
    difficulty: 'Advanced',
    free: false,
  },
  {
    id: 'simon',
    name: 'Simon',
    drafts: 'Button-up shirt',
    summary: 'Button-up shirt with yoke, collar, collar stand and cuffs',
    garmentTypes: ['Blouse', 'Other'],
    difficulty: 'Advanced',
    free: false,
  },
  {
    id: 'sven',
    name: 'Sven',
    drafts: 'Sweatshirt',
    summary: 'Sweatshirt with ribbed cuffs and waistband',
    garmentTypes: ['Other'],
    difficulty: 'Beginner',
    free: false,
  },
  {
    id: 'aaron',
    name: 'Aaron',
    drafts: 'Tank top',
    summary: 'Sleeveless A-shirt (tank top) with bound edges',
    garmentTypes: ['Other'],
    difficulty: 'Beginner',
    free: false,
  },
  {
    id: 'waralee',
    name: 'Waralee',
    drafts: 'Wrap pants',
    summary: 'Wrap pants: wide legs that wrap and tie at the waist, with pockets',
    garmentTypes: ['Pants'],
    difficulty: 'Beginner',
    free: false,
  },
];

export const designInfo = (id: GeneratorDesign): DesignInfo => DESIGNS.find((d) => d.id === id) ?? DESIGNS[0]!;
/** A design named by what it drafts, then FreeSewing's name: 'Bodice with sleeves (Bella)' (decision 132). */
export const designLabel = (d: Pick<DesignInfo, 'drafts' | 'name'>): string => `${d.drafts} (${d.name})`;
/** The designs that draft a garment type, in the catalogue's order (none for Dress: decision 132). */
export const designsFor = (garmentType: PatternGarmentType): readonly DesignInfo[] =>
  DESIGNS.filter((d) => d.garmentTypes.includes(garmentType));
/** The design a garment type drafts when none is chosen (Skirt → Penelope, Pants → Titan, …); null: none drafts it. */
export const defaultDesignFor = (garmentType: PatternGarmentType): GeneratorDesign | null => designsFor(garmentType)[0]?.id ?? null;
