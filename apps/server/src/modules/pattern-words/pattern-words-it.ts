import { translatedPatternWords } from './translated.js';
import type { PatternWords } from './types.js';

const { base, decimal, material, part, fabricName, unitLabel, lengthText, capital } = translatedPatternWords('it', {
  garments: {
    Dress: 'Abito',
    Blouse: 'Camicetta',
    Skirt: 'Gonna',
    Pants: 'Pantaloni',
    Jacket: 'Giacca',
    Other: 'Altro',
  },
  styles: {
    Casual: 'Casual',
    Formal: 'Elegante',
    Vintage: 'Vintage',
    Modern: 'Moderno',
    Sportswear: 'Sportivo',
    Boho: 'Boho',
    Other: 'Altro',
  },
  fabrics: {
    Cotton: 'Cotone',
    Silk: 'Seta',
    Wool: 'Lana',
    Linen: 'Lino',
    Denim: 'Denim',
    Satin: 'Raso',
    Leather: 'Pelle',
    Knit: 'Maglina',
    Other: 'Altro',
  },
  designs: {
    bella: 'Corpino con maniche',
    penelope: 'Gonna dritta',
    titan: 'Base pantalone',
    brian: 'Base corpino con maniche',
    teagan: 'T-shirt',
    bent: 'Base giacca con manica a due pezzi',
    simon: 'Camicia abbottonata',
    sven: 'Felpa',
    aaron: 'Canotta',
    waralee: 'Pantalone a portafoglio',
  },
  parts: {
    Back: 'Dietro',
    Front: 'Davanti',
    'Front side dart': 'Davanti con pince laterale',
    Sleeve: 'Manica',
    Waistband: 'Cintura',
    Topsleeve: 'Sopramanica',
    Undersleeve: 'Sottomanica',
    'Buttonhole placket': 'Listino asole',
    'Button placket': 'Listino bottoni',
    Collar: 'Collo',
    'Collar stand': 'Listino collo',
    Cuff: 'Polsino',
    'Front right': 'Davanti destro',
    'Front left': 'Davanti sinistro',
    'Sleeve placket overlap': 'Cannoncino (sopra)',
    'Sleeve placket underlap': 'Cannoncino (sotto)',
    Yoke: 'Carré',
    'Arm binding': 'Sbieco giromanica',
    'Neck binding': 'Sbieco scollo',
    Pants: 'Pantalone',
    Cutout: 'Taglio',
    Pocket: 'Tasca',
    'Back pocket': 'Tasca dietro',
    'Facing front': 'Paramontura davanti',
    'Facing back': 'Paramontura dietro',
    'Waistband front': 'Cintura davanti',
    'Waistband back': 'Cintura dietro',
    'Strap front': 'Laccio davanti',
    'Strap back': 'Laccio dietro',
  },
  materials: {
    fabric: 'tessuto',
    lining: 'fodera',
    interfacing: 'teletta',
    ribbing: 'costina',
  },
  inch: 'poll.',
  yard: 'yd',
});

/** The Italian catalog of the pattern PDF (decisions 132, 203); a name not known is printed as stored. */
export const it: PatternWords = {
  ...base,
  cuts: (cuts) => cuts.map((c) => `Tagliare ${c.count} in ${material(c.material)}${c.onFold ? ', in piega' : ''}`).join('; '),
  fabricLine: (fabric, length, width, unit) =>
    `${fabric === 'Other' ? 'Tessuto principale' : `Tessuto principale (${fabricName(fabric).toLowerCase()})`}: ` +
    `${lengthText(length)} di tessuto alto ${width} ${unitLabel(unit)}, ` +
    'stimati disponendo i pezzi',
  otherMaterial: (name, titles) => `${capital(material(name))}: per ${titles.map(part).join(', ')}`,
  draftedFor: (client) => `Tracciato sulle misure di ${client}`,
  draftedForSomeone: 'Tracciato sulle misure di un cliente',
  labelled: (label, text) => `${label}: ${text}`,
  fitted: (changes) => `Adattato: ${changes}`,
  version: (n) => `Versione ${n}`,
  redraftedAfter: (date) => `Ritracciato dopo la prova del ${date}`,
  seamAllowance: (text) => `Margine di cucitura di ${text} compreso · linea di taglio continua, linea di cucitura tratteggiata`,
  subject: 'Cartamodello',
  printAt: (paper, pages, rows, cols) =>
    `Stampi al 100% («Dimensioni effettive», senza adattare) su ${paper}: ${pages} pagine dopo questa, ${rows} righe (A…) × ${cols} colonne.`,
  checkSquare:
    'Controlli prima con un righello il quadrato di prova qui sotto. Rifili ogni pagina lungo la cornice grigia e ' +
    'le unisca bordo a bordo: ogni pagina indica sui bordi le sue vicine.',
  stepsFollow: 'Le fasi di cucito seguono le pagine del cartamodello.',
  testSquare: 'Quadrato di prova: 10 cm × 5 cm (3,94 × 1,97 poll.)',
  materials: 'Materiali',
  instructions: 'Istruzioni di confezione',
  tileFoot: (title, name, row, col) => `${title} · pagina ${name}: riga ${row}, colonna ${col}`,
  comparisonHeading: (mine, theirs) => `Versione ${mine} confrontata con la versione ${theirs}`,
  comparisonNote: 'Non in scala. Questa versione: linee continue. Il contorno precedente: tratteggiato color ruggine.',
  sameValues: 'Le due versioni sono state tracciate con gli stessi valori.',
  cuttingLayout: 'Piano di taglio',
  cuttingLayoutLine: ({ fabric, width, length, efficiency }) =>
    `${fabric ? `${fabric}, ` : ''}altezza ${width}: ${lengthText(length)} (${Math.round(efficiency * 100)}% del tessuto usato)`,
  cuttingLayoutNote:
    'Non in scala. Tessuto piegato cimosa su cimosa, la piega al centro: i pezzi in piega vi si appoggiano; ' +
    'il drittofilo di ogni pezzo segue la lunghezza.',
  fabricTooNarrow: ({ width, piece, needs }) =>
    `Questo tessuto è alto ${decimal.format(width)} cm; il pezzo «${part(piece)}» richiede ${needs} cm`,
};
