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
  bringBack: 'Présentez ce ticket pour retirer vos vêtements.',
  subject: (code) => `Ticket de dépôt ${code}`,
};

export const printWords = languageTable<PrintWords>('printing.words', { en: EN, fr: FR });
