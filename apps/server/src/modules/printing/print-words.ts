import { languageTable } from '../../lib/language-table.js';

/**
 * Every word on a claim check and a garment tag, one catalog per language (decisions 128, 153):
 * the studio's language picks it, Intl writes the dates and the money.
 */
export type PrintWords = {
  claimCheck: string;
  tags: string;
  client: string;
  droppedOff: string;
  pickup: string;
  garments: string;
  ticket: string;
  total: string;
  paid: string;
  balanceDue: string;
  notes: string;
  /** Before a piece's size on its tag (decision 215): Size 12. */
  size: string;
  /** The line at the bottom of the client's copy. */
  bringBack: string;
  subject: (code: string) => string;
};

const EN: PrintWords = {
  claimCheck: 'Claim check',
  tags: 'Garment tags',
  client: 'Client',
  droppedOff: 'Dropped off',
  pickup: 'Pick-up',
  garments: 'Garments',
  ticket: 'Ticket',
  total: 'Total',
  paid: 'Paid',
  balanceDue: 'Balance due',
  notes: 'Notes',
  size: 'Size',
  bringBack: 'Please bring this claim check to collect your garments.',
  subject: (code) => `Claim check ${code}`,
};

const FR: PrintWords = {
  claimCheck: 'Ticket de dépôt',
  tags: 'Étiquettes',
  client: 'Client',
  droppedOff: 'Déposé le',
  pickup: 'Retrait',
  garments: 'Vêtements',
  ticket: 'Ticket',
  total: 'Total',
  paid: 'Payé',
  balanceDue: 'Reste à payer',
  notes: 'Notes',
  size: 'Taille',
  bringBack: 'Présentez ce ticket pour retirer vos vêtements.',
  subject: (code) => `Ticket de dépôt ${code}`,
};

const ES: PrintWords = {
  claimCheck: 'Resguardo de entrega',
  tags: 'Etiquetas',
  client: 'Cliente',
  droppedOff: 'Entregado el',
  pickup: 'Recogida',
  garments: 'Prendas',
  ticket: 'Resguardo',
  total: 'Total',
  paid: 'Pagado',
  balanceDue: 'Saldo pendiente',
  notes: 'Notas',
  size: 'Talla',
  bringBack: 'Presente este resguardo para recoger sus prendas.',
  subject: (code) => `Resguardo ${code}`,
};

const PT: PrintWords = {
  claimCheck: 'Talão de entrega',
  tags: 'Etiquetas',
  client: 'Cliente',
  droppedOff: 'Entregue em',
  pickup: 'Levantamento',
  garments: 'Peças',
  ticket: 'Talão',
  total: 'Total',
  paid: 'Pago',
  balanceDue: 'Valor em dívida',
  notes: 'Notas',
  size: 'Tamanho',
  bringBack: 'Apresente este talão para levantar as suas peças.',
  subject: (code) => `Talão ${code}`,
};

const DE: PrintWords = {
  claimCheck: 'Abholschein',
  tags: 'Etiketten',
  client: 'Kunde',
  droppedOff: 'Abgegeben am',
  pickup: 'Abholung',
  garments: 'Kleidungsstücke',
  ticket: 'Abholschein',
  total: 'Gesamt',
  paid: 'Bezahlt',
  balanceDue: 'Offener Betrag',
  notes: 'Notizen',
  size: 'Größe',
  bringBack: 'Bitte bringen Sie diesen Abholschein mit, um Ihre Kleidungsstücke abzuholen.',
  subject: (code) => `Abholschein ${code}`,
};

const IT: PrintWords = {
  claimCheck: 'Tagliando di ritiro',
  tags: 'Etichette',
  client: 'Cliente',
  droppedOff: 'Consegnato il',
  pickup: 'Ritiro',
  garments: 'Capi',
  ticket: 'Tagliando',
  total: 'Totale',
  paid: 'Pagato',
  balanceDue: 'Saldo da pagare',
  notes: 'Note',
  size: 'Taglia',
  bringBack: 'Presenti questo tagliando per ritirare i Suoi capi.',
  subject: (code) => `Tagliando ${code}`,
};

export const printWords = languageTable<PrintWords>('printing.words', { en: EN, fr: FR, es: ES, pt: PT, de: DE, it: IT });
