import { translatedPatternWords } from './translated.js';
import type { PatternWords } from './types.js';

const { base, decimal, material, part, fabricName, unitLabel, lengthText, capital } = translatedPatternWords('pt', {
  garments: {
    Dress: 'Vestido',
    Blouse: 'Blusa',
    Skirt: 'Saia',
    Pants: 'Calças',
    Jacket: 'Casaco',
    Other: 'Outro',
  },
  styles: {
    Casual: 'Casual',
    Formal: 'Formal',
    Vintage: 'Vintage',
    Modern: 'Moderno',
    Sportswear: 'Desportivo',
    Boho: 'Boho',
    Other: 'Outro',
  },
  fabrics: {
    Cotton: 'Algodão',
    Silk: 'Seda',
    Wool: 'Lã',
    Linen: 'Linho',
    Denim: 'Ganga/jeans',
    Satin: 'Cetim',
    Leather: 'Pele',
    Knit: 'Malha',
    Other: 'Outro',
  },
  designs: {
    bella: 'Corpete com mangas',
    penelope: 'Saia reta',
    titan: 'Base de calças',
    brian: 'Base de corpo com mangas',
    teagan: 'T-shirt',
    bent: 'Base de casaco com manga de duas peças',
    simon: 'Camisa com botões',
    sven: 'Sweatshirt',
    aaron: 'Camisola de alças',
    waralee: 'Calças envelope',
  },
  parts: {
    Back: 'Costas',
    Front: 'Frente',
    'Front side dart': 'Frente com pence lateral',
    Sleeve: 'Manga',
    Waistband: 'Cós',
    Topsleeve: 'Manga de cima',
    Undersleeve: 'Manga de baixo',
    'Buttonhole placket': 'Carcela das casas',
    'Button placket': 'Carcela dos botões',
    Collar: 'Gola',
    'Collar stand': 'Pé de gola',
    Cuff: 'Punho',
    'Front right': 'Frente direita',
    'Front left': 'Frente esquerda',
    'Sleeve placket overlap': 'Carcela da manga (por cima)',
    'Sleeve placket underlap': 'Carcela da manga (por baixo)',
    Yoke: 'Pala',
    'Arm binding': 'Viés da cava',
    'Neck binding': 'Viés do decote',
    Pants: 'Calças',
    Cutout: 'Recorte',
    Pocket: 'Bolso',
    'Back pocket': 'Bolso traseiro',
    'Facing front': 'Vista da frente',
    'Facing back': 'Vista das costas',
    'Waistband front': 'Cós da frente',
    'Waistband back': 'Cós das costas',
    'Strap front': 'Alça da frente',
    'Strap back': 'Alça das costas',
  },
  materials: {
    fabric: 'tecido',
    lining: 'forro',
    interfacing: 'entretela',
    ribbing: 'ribana',
  },
  inch: 'pol.',
  yard: 'jd',
});

/** The Portuguese (Portugal and Brazil) catalog of the pattern PDF (decisions 132, 203); a name not known is printed as stored. */
export const pt: PatternWords = {
  ...base,
  cuts: (cuts) => cuts.map((c) => `Cortar ${c.count} em ${material(c.material)}${c.onFold ? ', na dobra' : ''}`).join('; '),
  fabricLine: (fabric, length, width, unit) =>
    `${fabric === 'Other' ? 'Tecido principal' : `Tecido principal (${fabricName(fabric).toLowerCase()})`}: ` +
    `${lengthText(length)} de tecido com ${width} ${unitLabel(unit)} de largura, ` +
    'estimado dispondo as peças',
  otherMaterial: (name, titles) => `${capital(material(name))}: para ${titles.map(part).join(', ')}`,
  draftedFor: (client) => `Traçado com as medidas de ${client}`,
  draftedForSomeone: 'Traçado com as medidas de um cliente',
  labelled: (label, text) => `${label}: ${text}`,
  fitted: (changes) => `Ajustado: ${changes}`,
  version: (n) => `Versão ${n}`,
  redraftedAfter: (date) => `Retraçado depois da prova de ${date}`,
  seamAllowance: (text) => `Margem de costura de ${text} incluída · linha de corte contínua, linha de costura tracejada`,
  subject: 'Molde de costura',
  printAt: (paper, pages, rows, cols) =>
    `Imprima a 100 % (“Tamanho real”, sem ajustar) em ${paper}: ${pages} páginas depois desta, ${rows} filas (A…) × ${cols} colunas.`,
  checkSquare:
    'Verifique primeiro com uma régua o quadrado de teste abaixo. Corte cada página pela moldura cinzenta e ' +
    'junte-as borda com borda: cada página indica as vizinhas nas suas bordas.',
  stepsFollow: 'Os passos de costura seguem-se às páginas do molde.',
  testSquare: 'Quadrado de teste: 10 cm × 5 cm (3,94 × 1,97 pol.)',
  materials: 'Materiais',
  instructions: 'Instruções de montagem',
  tileFoot: (title, name, row, col) => `${title} · página ${name}: fila ${row}, coluna ${col}`,
  comparisonHeading: (mine, theirs) => `Versão ${mine} comparada com a versão ${theirs}`,
  comparisonNote: 'Fora de escala. Esta versão: linhas contínuas. O contorno anterior: tracejado cor de ferrugem.',
  sameValues: 'As duas versões foram traçadas com os mesmos valores.',
  cuttingLayout: 'Plano de corte',
  cuttingLayoutLine: ({ fabric, width, length, efficiency }) =>
    `${fabric ? `${fabric}, ` : ''}largura ${width}: ${lengthText(length)} (${Math.round(efficiency * 100)} % do tecido usado)`,
  cuttingLayoutNote:
    'Fora de escala. Tecido dobrado ourela com ourela, a dobra ao meio: as peças na dobra ficam encostadas a ela; ' +
    'o fio de cada peça segue o comprimento.',
  fabricTooNarrow: ({ width, piece, needs }) =>
    `Este tecido tem ${decimal.format(width)} cm de largura; a peça “${part(piece)}” precisa de ${needs} cm`,
};
