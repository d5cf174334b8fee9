import { designInfo, type GeneratorDesign, type PatternFabricType, type PatternGarmentType, type PatternStyle } from '@atelier/shared';
import type { PatternWords } from './pattern-words.js';

/**
 * The French catalog of the pattern PDF (decision 132). Names follow the web's French labels
 * (locales/fr/labels.json, generator-design-names.json); a name not listed is printed as stored.
 */
const MEASUREMENTS: Record<string, string> = {
  Bust: 'Tour de poitrine',
  Chest: 'Tour de torse',
  Waist: 'Tour de taille',
  'Trouser Waist': 'Taille du pantalon',
  Hips: 'Tour de hanches',
  Seat: 'Tour de bassin',
  'High Hip': 'Tour de hanches haut',
  'Upper Hip': 'Tour de hanches haut',
  Neck: 'Encolure',
  'Neck Circumference': 'Tour de cou',
  Bicep: 'Tour de biceps',
  Biceps: 'Tour de biceps',
  Wrist: 'Tour de poignet',
  Cuff: 'Poignet',
  Thigh: 'Tour de cuisse',
  'Upper Leg': 'Tour de cuisse',
  Knee: 'Tour de genou',
  Ankle: 'Tour de cheville',
  Heel: 'Tour de talon',
  Head: 'Tour de tête',
  'High Bust': 'Tour de dessus de poitrine',
  'High Bust Front': 'Dessus de poitrine devant',
  Underbust: 'Tour de dessous de poitrine',
  'Bust Front': 'Poitrine devant',
  'Bust Span': 'Écart de poitrine',
  'Bust Point to Bust Point': 'Écart de poitrine',
  'Bust Point to Underbust': 'Pointe de poitrine – dessous de poitrine',
  'HPS to Bust': 'Épaule – pointe de poitrine',
  'Shoulder to Bust': 'Épaule – pointe de poitrine',
  'Shoulder Width': 'Largeur d’épaules',
  'Shoulder to Shoulder': 'Largeur d’épaules',
  'Arm Length': 'Longueur de bras',
  'Sleeve Length': 'Longueur de manche',
  'Shoulder to Wrist': 'Longueur de bras',
  'Shoulder to Elbow': 'Épaule – coude',
  'Shoulder Slope': 'Pente d’épaule',
  'Front Length': 'Longueur devant',
  'HPS to Waist Front': 'Longueur devant',
  'Back Length': 'Longueur dos',
  'HPS to Waist Back': 'Longueur dos',
  'Nape to Waist': 'Longueur dos',
  'Waist Back': 'Taille dos',
  'Seat Back': 'Bassin dos',
  'Hips Back': 'Bassin dos',
  'Waist to Armpit': 'Taille – aisselle',
  'Waist to Underbust': 'Taille – dessous de poitrine',
  'Waist to High Hip': 'Taille – hanches haut',
  'Waist to Hip': 'Hauteur taille-hanches',
  'Waist to Seat': 'Hauteur taille-hanches',
  Rise: 'Hauteur de fourche',
  'Waist to Upper Leg': 'Hauteur de fourche',
  'Crotch Depth': 'Hauteur de fourche',
  'Waist to Knee': 'Taille – genou',
  Outseam: 'Longueur extérieure de jambe',
  'Waist to Floor': 'Longueur extérieure de jambe',
  'Trouser Length': 'Longueur du pantalon',
  Inseam: 'Entrejambe',
  'Cross Seam': 'Longueur de fourche',
  'Crotch Length': 'Longueur de fourche',
  'Cross Seam Front': 'Longueur de fourche devant',
  'Crotch Depth (seated)': 'Hauteur de fourche (assis)',
};

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
const metres = new Intl.NumberFormat('fr', { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
const material = (name: string) => MATERIALS[name] ?? name;
const part = (title: string) => PARTS[title] ?? title;

export const fr: PatternWords = {
  language: 'fr',
  unitLabel: (unit) => (unit === 'cm' ? 'cm' : 'po'),
  decimal: (value) => decimal.format(value),
  measurement: (label) => MEASUREMENTS[label] ?? label,
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
};
