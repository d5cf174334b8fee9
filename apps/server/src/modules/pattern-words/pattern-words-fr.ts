import {
  designInfo,
  measurementName,
  type GeneratorDesign,
  type PatternFabricType,
  type PatternGarmentType,
  type PatternStyle,
} from '@atelier/shared';
import type { PatternWords } from './types.js';

const GARMENTS: Record<PatternGarmentType, string> = {
  Dress: 'Robe',
  Blouse: 'Chemisier',
  Skirt: 'Jupe',
  Pants: 'Pantalon',
  Jacket: 'Veste',
  Other: 'Autre',
};
const STYLES: Record<PatternStyle, string> = {
  Casual: 'Décontracté',
  Formal: 'Habillé',
  Vintage: 'Vintage',
  Modern: 'Moderne',
  Sportswear: 'Sportswear',
  Boho: 'Bohème',
  Other: 'Autre',
};
const FABRICS: Record<PatternFabricType, string> = {
  Cotton: 'Coton',
  Silk: 'Soie',
  Wool: 'Laine',
  Linen: 'Lin',
  Denim: 'Denim',
  Satin: 'Satin',
  Leather: 'Cuir',
  Knit: 'Maille',
  Other: 'Autre',
};
const DESIGNS: Record<GeneratorDesign, string> = {
  bella: 'Corsage avec manches',
  penelope: 'Jupe droite',
  titan: 'Base de pantalon',
  brian: 'Base de buste avec manches',
  teagan: 'T-shirt',
  bent: 'Base de veste avec manches en deux parties',
  simon: 'Chemise boutonnée',
  sven: 'Sweat-shirt',
  aaron: 'Débardeur',
  waralee: 'Pantalon portefeuille',
};
/** The drafted parts' titles (the draft's words from FreeSewing's part names). */
const PARTS: Record<string, string> = {
  Back: 'Dos',
  Front: 'Devant',
  'Front side dart': 'Devant à pince de côté',
  Sleeve: 'Manche',
  Waistband: 'Ceinture',
  Topsleeve: 'Dessus de manche',
  Undersleeve: 'Dessous de manche',
  'Buttonhole placket': 'Patte de boutonnières',
  'Button placket': 'Patte de boutonnage',
  Collar: 'Col',
  'Collar stand': 'Pied de col',
  Cuff: 'Poignet',
  'Front right': 'Devant droit',
  'Front left': 'Devant gauche',
  'Sleeve placket overlap': 'Patte de manche (dessus)',
  'Sleeve placket underlap': 'Patte de manche (dessous)',
  Yoke: 'Empiècement',
  'Arm binding': 'Biais d’emmanchure',
  'Neck binding': 'Biais d’encolure',
  Pants: 'Pantalon',
  Cutout: 'Découpe',
  Pocket: 'Poche',
  'Back pocket': 'Poche arrière',
  'Facing front': 'Parementure devant',
  'Facing back': 'Parementure dos',
  'Waistband front': 'Ceinture devant',
  'Waistband back': 'Ceinture dos',
  'Strap front': 'Lien devant',
  'Strap back': 'Lien dos',
};
const MATERIALS: Record<string, string> = { fabric: 'tissu', lining: 'doublure', interfacing: 'entoilage', ribbing: 'bord-côte' };

const decimal = new Intl.NumberFormat('fr', { maximumFractionDigits: 2, useGrouping: false });
const metres = new Intl.NumberFormat('fr', { minimumFractionDigits: 1, maximumFractionDigits: 2, useGrouping: false });
const material = (name: string) => MATERIALS[name] ?? name;
const part = (title: string) => PARTS[title] ?? title;

/**
 * The French catalog of the pattern PDF (decision 132). Measurement names come from the shared
 * `measurementName`, the one home the web reads too (decision 137); design names follow the web's
 * generator-design-names.json. A name not known is printed as stored.
 */
export const fr: PatternWords = {
  language: 'fr',
  unitLabel: (unit) => (unit === 'cm' ? 'cm' : 'po'),
  decimal: (value) => decimal.format(value),
  measurement: (label) => measurementName(label, 'fr'),
  garmentType: (value) => GARMENTS[value as PatternGarmentType] ?? value,
  style: (value) => STYLES[value as PatternStyle] ?? value,
  fabric: (value) => FABRICS[value as PatternFabricType] ?? value,
  design: (id) => `${DESIGNS[id]} (${designInfo(id).name})`,
  partTitle: part,
  cuts: (cuts) => cuts.map((c) => `Couper ${c.count} en ${material(c.material)}${c.onFold ? ', au pli' : ''}`).join(' ; '),
  fabricLine: (fabric, length, width, unit) =>
    `${fabric === 'Other' ? 'Tissu principal' : `Tissu principal (${(FABRICS[fabric] ?? fabric).toLowerCase()})`} : ` +
    `${'metres' in length ? `${metres.format(length.metres)} m` : `${length.yards} vg`} de tissu de ${width} ${unit === 'cm' ? 'cm' : 'po'} ` +
    'de large, estimé en disposant les pièces',
  otherMaterial: (name, titles) => {
    const word = material(name);
    return `${word.charAt(0).toUpperCase()}${word.slice(1)} : pour ${titles.map(part).join(', ')}`;
  },
  draftedFor: (client) => `Tracé aux mesures de ${client}`,
  draftedForSomeone: 'Tracé aux mesures d’un client',
  labelled: (label, text) => `${label} : ${text}`,
  fitted: (changes) => `Ajusté : ${changes}`,
  version: (n) => `Version ${n}`,
  redraftedAfter: (date) => `Retracé après l’essayage du ${date}`,
  seamAllowance: (text) => `Marges de couture de ${text} comprises · ligne de coupe pleine, ligne de couture en tirets`,
  subject: 'Patron de couture',
  printAt: (paper, pages, rows, cols) =>
    `Imprimez à 100 % (« Taille réelle », sans mise à l’échelle) sur ${paper} : ${pages} pages après celle-ci, ` +
    `${rows} rangées (A…) × ${cols} colonnes.`,
  checkSquare:
    'Vérifiez d’abord le carré test ci-dessous avec une règle. Coupez chaque page sur son cadre gris et ' +
    'assemblez-les bord à bord : chaque page nomme ses voisines sur ses bords.',
  stepsFollow: 'Les étapes de couture suivent les pages du patron.',
  testSquare: 'Carré test : 10 cm × 5 cm (3,94 × 1,97 po)',
  materials: 'Fournitures',
  instructions: 'Instructions de montage',
  tileFoot: (title, name, row, col) => `${title} · page ${name} : rangée ${row}, colonne ${col}`,
  comparisonHeading: (mine, theirs) => `Version ${mine} comparée à la version ${theirs}`,
  comparisonNote: 'Pas à l’échelle. Cette version : traits pleins. Le contour précédent : tirets couleur rouille.',
  sameValues: 'Les deux versions ont été tracées avec les mêmes valeurs.',
  cuttingLayout: 'Plan de coupe',
  cuttingLayoutLine: ({ fabric, width, length, efficiency }) =>
    `${fabric ? `${fabric}, ` : ''}laize ${width} : ${'metres' in length ? `${metres.format(length.metres)} m` : `${length.yards} vg`} ` +
    `(${Math.round(efficiency * 100)} % du tissu utilisé)`,
  cuttingLayoutNote:
    'Pas à l’échelle. Tissu plié lisière contre lisière, la pliure au milieu : les pièces à placer au pli sont contre elle ; ' +
    'le droit-fil de chaque pièce suit la longueur.',
  fabricTooNarrow: ({ width, piece, needs }) =>
    `Ce tissu fait ${decimal.format(width)} cm de large ; la pièce « ${part(piece)} » demande ${needs} cm`,
};
