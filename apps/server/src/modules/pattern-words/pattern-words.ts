import { designInfo, designLabel, type Language } from '@atelier/shared';
import { de } from './pattern-words-de.js';
import { es } from './pattern-words-es.js';
import { fr } from './pattern-words-fr.js';
import { it } from './pattern-words-it.js';
import { pt } from './pattern-words-pt.js';
import type { PatternWords } from './types.js';
import { languageTable } from '../../lib/language-table.js';

const decimals = (language: Language) => {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false });
  return (value: number) => format.format(value);
};
/** '1.2', '0.83': at least one decimal, to the centimetre. */
const metresText = (m: number) => m.toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 2, useGrouping: false });
const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

const en: PatternWords = {
  language: 'en',
  unitLabel: (unit) => (unit === 'cm' ? 'cm' : 'in'),
  decimal: decimals('en'),
  measurement: (label) => label,
  garmentType: (value) => value,
  style: (value) => value,
  fabric: (value) => value,
  design: (id) => designLabel(designInfo(id)),
  partTitle: (title) => title,
  cuts: (cuts) => cuts.map((c) => `Cut ${c.count} ${c.material}${c.onFold ? ' on the fold' : ''}`).join(', '),
  fabricLine: (fabric, length, width, unit) =>
    `${fabric === 'Other' ? 'Main fabric' : `Main fabric (${fabric})`}: ` +
    `${'metres' in length ? `${metresText(length.metres)} m` : `${length.yards} yd`} of ${width} ${unit === 'cm' ? 'cm' : 'in'} wide fabric, ` +
    'estimated from laying out the pieces',
  otherMaterial: (material, titles) => `${capital(material)}: for ${titles.join(', ')}`,
  draftedFor: (client) => `Drafted to the measurements of ${client}`,
  draftedForSomeone: 'Drafted to a client’s own measurements',
  labelled: (label, text) => `${label}: ${text}`,
  fitted: (changes) => `Fitted: ${changes}`,
  version: (n) => `Version ${n}`,
  redraftedAfter: (date) => `Re-drafted after the fitting of ${date}`,
  seamAllowance: (text) => `Seam allowance ${text} included · cutting line solid, stitching line dashed`,
  subject: 'Sewing pattern',
  printAt: (paper, pages, rows, cols) =>
    `Print at 100% (“Actual size”, no scaling) on ${paper}: ${pages} pages after this one, ${rows} rows (A…) × ${cols} columns.`,
  checkSquare:
    'Check the test square below with a ruler first. Trim each page on its grey frame and tape ' +
    'them edge to edge: every page names its neighbours at its edges.',
  stepsFollow: 'The sewing steps follow the pattern pages.',
  testSquare: 'Test square: 10 cm × 5 cm (3.94 × 1.97 in)',
  materials: 'Materials',
  instructions: 'Instructions',
  tileFoot: (title, name, row, col) => `${title} · page ${name}: row ${row}, column ${col}`,
  comparisonHeading: (mine, theirs) => `Version ${mine} compared with version ${theirs}`,
  comparisonNote: 'Not to scale. This version: solid lines. The earlier outline: dashed in rust.',
  sameValues: 'The two versions were drafted from the same values.',
  cuttingLayout: 'Cutting layout',
  cuttingLayoutLine: ({ fabric, width, length, efficiency }) =>
    `${fabric ? `${fabric}, ` : ''}${width} wide: ${'metres' in length ? `${metresText(length.metres)} m` : `${length.yards} yd`} ` +
    `(${Math.round(efficiency * 100)} % of the fabric used)`,
  cuttingLayoutNote:
    'Not to scale. Fabric folded selvedge to selvedge, the fold in the middle: pieces on the fold lie against it; ' +
    'each piece’s grain runs along the length.',
  fabricTooNarrow: ({ width, piece, needs }) => `This fabric is ${decimals('en')(width)} cm wide; the ${piece} needs ${needs} cm`,
};

export const patternWords = languageTable<PatternWords>('patterns.words', { en, fr, es, pt, de, it });
