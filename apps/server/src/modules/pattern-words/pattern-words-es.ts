import { translatedPatternWords } from './translated.js';
import type { PatternWords } from './types.js';

const { base, decimal, material, part, fabricName, unitLabel, lengthText, capital } = translatedPatternWords('es', {
  garments: {
    Dress: 'Vestido',
    Blouse: 'Blusa',
    Skirt: 'Falda',
    Pants: 'Pantalón',
    Jacket: 'Chaqueta',
    Other: 'Otro',
  },
  styles: {
    Casual: 'Informal',
    Formal: 'Formal',
    Vintage: 'Vintage',
    Modern: 'Moderno',
    Sportswear: 'Deportivo',
    Boho: 'Boho',
    Other: 'Otro',
  },
  fabrics: {
    Cotton: 'Algodón',
    Silk: 'Seda',
    Wool: 'Lana',
    Linen: 'Lino',
    Denim: 'Denim',
    Satin: 'Satén',
    Leather: 'Piel',
    Knit: 'Punto',
    Other: 'Otro',
  },
  designs: {
    bella: 'Cuerpo con mangas',
    penelope: 'Falda recta',
    titan: 'Base de pantalón',
    brian: 'Base de cuerpo con mangas',
    teagan: 'Camiseta',
    bent: 'Base de chaqueta con manga de dos piezas',
    simon: 'Camisa abotonada',
    sven: 'Sudadera',
    aaron: 'Camiseta de tirantes',
    waralee: 'Pantalón cruzado',
  },
  parts: {
    Back: 'Espalda',
    Front: 'Delantero',
    'Front side dart': 'Delantero con pinza lateral',
    Sleeve: 'Manga',
    Waistband: 'Pretina',
    Topsleeve: 'Manga superior',
    Undersleeve: 'Manga inferior',
    'Buttonhole placket': 'Tapeta de ojales',
    'Button placket': 'Tapeta de botones',
    Collar: 'Cuello',
    'Collar stand': 'Pie de cuello',
    Cuff: 'Puño',
    'Front right': 'Delantero derecho',
    'Front left': 'Delantero izquierdo',
    'Sleeve placket overlap': 'Cartera de manga (encima)',
    'Sleeve placket underlap': 'Cartera de manga (debajo)',
    Yoke: 'Canesú',
    'Arm binding': 'Bies de sisa',
    'Neck binding': 'Bies de escote',
    Pants: 'Pantalón',
    Cutout: 'Recorte',
    Pocket: 'Bolsillo',
    'Back pocket': 'Bolsillo trasero',
    'Facing front': 'Vista delantera',
    'Facing back': 'Vista trasera',
    'Waistband front': 'Pretina delantera',
    'Waistband back': 'Pretina trasera',
    'Strap front': 'Lazo delantero',
    'Strap back': 'Lazo trasero',
  },
  materials: {
    fabric: 'tejido',
    lining: 'forro',
    interfacing: 'entretela',
    ribbing: 'canalé',
  },
  inch: 'pulg.',
  yard: 'yd',
});

/** The Spanish catalog of the pattern PDF (decisions 132, 203); a name not known is printed as stored. */
export const es: PatternWords = {
  ...base,
  cuts: (cuts) => cuts.map((c) => `Cortar ${c.count} en ${material(c.material)}${c.onFold ? ', al doblez' : ''}`).join('; '),
  fabricLine: (fabric, length, width, unit) =>
    `${fabric === 'Other' ? 'Tejido principal' : `Tejido principal (${fabricName(fabric).toLowerCase()})`}: ` +
    `${lengthText(length)} de tejido de ${width} ${unitLabel(unit)} de ancho, ` +
    'estimado colocando las piezas',
  otherMaterial: (name, titles) => `${capital(material(name))}: para ${titles.map(part).join(', ')}`,
  draftedFor: (client) => `Trazado con las medidas de ${client}`,
  draftedForSomeone: 'Trazado con las medidas de un cliente',
  labelled: (label, text) => `${label}: ${text}`,
  fitted: (changes) => `Ajustado: ${changes}`,
  version: (n) => `Versión ${n}`,
  redraftedAfter: (date) => `Retrazado tras la prueba del ${date}`,
  seamAllowance: (text) => `Margen de costura de ${text} incluido · línea de corte continua, línea de costura discontinua`,
  subject: 'Patrón de costura',
  printAt: (paper, pages, rows, cols) =>
    `Imprima al 100 % («Tamaño real», sin escalar) en ${paper}: ${pages} páginas después de esta, ${rows} filas (A…) × ${cols} columnas.`,
  checkSquare:
    'Compruebe primero con una regla el cuadrado de prueba de abajo. Recorte cada página por su marco gris y ' +
    'únalas borde con borde: cada página nombra a sus vecinas en sus bordes.',
  stepsFollow: 'Los pasos de costura siguen a las páginas del patrón.',
  testSquare: 'Cuadrado de prueba: 10 cm × 5 cm (3,94 × 1,97 pulg.)',
  materials: 'Materiales',
  instructions: 'Instrucciones de confección',
  tileFoot: (title, name, row, col) => `${title} · página ${name}: fila ${row}, columna ${col}`,
  comparisonHeading: (mine, theirs) => `Versión ${mine} comparada con la versión ${theirs}`,
  comparisonNote: 'No está a escala. Esta versión: líneas continuas. El contorno anterior: discontinuo en color óxido.',
  sameValues: 'Las dos versiones se trazaron con los mismos valores.',
  cuttingLayout: 'Plano de corte',
  cuttingLayoutLine: ({ fabric, width, length, efficiency }) =>
    `${fabric ? `${fabric}, ` : ''}ancho ${width}: ${lengthText(length)} (${Math.round(efficiency * 100)} % del tejido usado)`,
  cuttingLayoutNote:
    'No está a escala. Tejido doblado orillo con orillo, el doblez en el centro: las piezas al doblez van contra él; ' +
    'el hilo de cada pieza sigue el largo.',
  fabricTooNarrow: ({ width, piece, needs }) =>
    `Este tejido mide ${decimal.format(width)} cm de ancho; la pieza «${part(piece)}» necesita ${needs} cm`,
};
