import { translatedPatternWords } from './translated.js';
import type { PatternWords } from './types.js';

const { base, decimal, material, part, fabricName, unitLabel, lengthText, capital } = translatedPatternWords('de', {
  garments: {
    Dress: 'Kleid',
    Blouse: 'Bluse',
    Skirt: 'Rock',
    Pants: 'Hose',
    Jacket: 'Jacke',
    Other: 'Sonstiges',
  },
  styles: {
    Casual: 'Lässig',
    Formal: 'Elegant',
    Vintage: 'Vintage',
    Modern: 'Modern',
    Sportswear: 'Sportlich',
    Boho: 'Boho',
    Other: 'Sonstiges',
  },
  fabrics: {
    Cotton: 'Baumwolle',
    Silk: 'Seide',
    Wool: 'Wolle',
    Linen: 'Leinen',
    Denim: 'Denim',
    Satin: 'Satin',
    Leather: 'Leder',
    Knit: 'Jersey',
    Other: 'Sonstiges',
  },
  designs: {
    bella: 'Oberteil mit Ärmeln',
    penelope: 'Gerader Rock',
    titan: 'Hosengrundschnitt',
    brian: 'Oberteilgrundschnitt mit Ärmeln',
    teagan: 'T-Shirt',
    bent: 'Jackengrundschnitt mit zweiteiligem Ärmel',
    simon: 'Hemd mit Knopfleiste',
    sven: 'Sweatshirt',
    aaron: 'Trägershirt',
    waralee: 'Wickelhose',
  },
  parts: {
    Back: 'Rückenteil',
    Front: 'Vorderteil',
    'Front side dart': 'Vorderteil mit Seitenabnäher',
    Sleeve: 'Ärmel',
    Waistband: 'Bund',
    Topsleeve: 'Oberärmel',
    Undersleeve: 'Unterärmel',
    'Buttonhole placket': 'Knopflochleiste',
    'Button placket': 'Knopfleiste',
    Collar: 'Kragen',
    'Collar stand': 'Kragensteg',
    Cuff: 'Manschette',
    'Front right': 'Vorderteil rechts',
    'Front left': 'Vorderteil links',
    'Sleeve placket overlap': 'Ärmelschlitzbeleg (oben)',
    'Sleeve placket underlap': 'Ärmelschlitzbeleg (unten)',
    Yoke: 'Passe',
    'Arm binding': 'Armlochblende',
    'Neck binding': 'Halsblende',
    Pants: 'Hose',
    Cutout: 'Ausschnitt',
    Pocket: 'Tasche',
    'Back pocket': 'Gesäßtasche',
    'Facing front': 'Beleg vorn',
    'Facing back': 'Beleg hinten',
    'Waistband front': 'Bund vorn',
    'Waistband back': 'Bund hinten',
    'Strap front': 'Band vorn',
    'Strap back': 'Band hinten',
  },
  materials: {
    fabric: 'Oberstoff',
    lining: 'Futter',
    interfacing: 'Einlage',
    ribbing: 'Bündchenware',
  },
  inch: 'Zoll',
  yard: 'yd',
});

/** The German catalog of the pattern PDF (decisions 132, 203); a name not known is printed as stored. */
export const de: PatternWords = {
  ...base,
  cuts: (cuts) => cuts.map((c) => `${c.count}× aus ${material(c.material)} zuschneiden${c.onFold ? ', im Stoffbruch' : ''}`).join('; '),
  fabricLine: (fabric, length, width, unit) =>
    `${fabric === 'Other' ? 'Oberstoff' : `Oberstoff (${fabricName(fabric)})`}: ` +
    `${lengthText(length)} Stoff, ${width} ${unitLabel(unit)} breit, ` +
    'geschätzt aus dem Auflegen der Teile',
  otherMaterial: (name, titles) => `${capital(material(name))}: für ${titles.map(part).join(', ')}`,
  draftedFor: (client) => `Nach den Maßen von ${client} konstruiert`,
  draftedForSomeone: 'Nach den Maßen eines Kunden konstruiert',
  labelled: (label, text) => `${label}: ${text}`,
  fitted: (changes) => `Angepasst: ${changes}`,
  version: (n) => `Version ${n}`,
  redraftedAfter: (date) => `Nach der Anprobe vom ${date} neu konstruiert`,
  seamAllowance: (text) => `Nahtzugabe ${text} enthalten · Schnittlinie durchgezogen, Nahtlinie gestrichelt`,
  subject: 'Schnittmuster',
  printAt: (paper, pages, rows, cols) =>
    `Drucken Sie in 100 % („Tatsächliche Größe“, ohne Skalierung) auf ${paper}: ${pages} Seiten nach dieser, ${rows} Reihen (A…) × ${cols} Spalten.`,
  checkSquare:
    'Prüfen Sie zuerst das Testquadrat unten mit einem Lineal. Schneiden Sie jede Seite an ihrem grauen Rahmen zu und ' +
    'kleben Sie sie Kante an Kante: Jede Seite nennt an ihren Rändern ihre Nachbarn.',
  stepsFollow: 'Die Nähschritte folgen nach den Schnittseiten.',
  testSquare: 'Testquadrat: 10 cm × 5 cm (3,94 × 1,97 Zoll)',
  materials: 'Material',
  instructions: 'Nähanleitung',
  tileFoot: (title, name, row, col) => `${title} · Seite ${name}: Reihe ${row}, Spalte ${col}`,
  comparisonHeading: (mine, theirs) => `Version ${mine} im Vergleich mit Version ${theirs}`,
  comparisonNote: 'Nicht maßstabsgetreu. Diese Version: durchgezogene Linien. Der frühere Umriss: rostrot gestrichelt.',
  sameValues: 'Beide Versionen wurden mit denselben Werten konstruiert.',
  cuttingLayout: 'Zuschneideplan',
  cuttingLayoutLine: ({ fabric, width, length, efficiency }) =>
    `${fabric ? `${fabric}, ` : ''}${width} breit: ${lengthText(length)} (${Math.round(efficiency * 100)} % des Stoffs genutzt)`,
  cuttingLayoutNote:
    'Nicht maßstabsgetreu. Stoff Webkante auf Webkante gefaltet, der Bruch in der Mitte: Teile im Bruch liegen daran an; ' +
    'der Fadenlauf jedes Teils folgt der Länge.',
  fabricTooNarrow: ({ width, piece, needs }) =>
    `Dieser Stoff ist ${decimal.format(width)} cm breit; das Teil „${part(piece)}“ braucht ${needs} cm`,
};
