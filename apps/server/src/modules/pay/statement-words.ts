import type { PayEntryKind } from '@atelier/shared';
import { languageTable } from '../../lib/language-table.js';

/**
 * Every word of a pay statement PDF, one catalog per language (decisions 128, 154): the studio's
 * language picks it, Intl writes the figures.
 */
export type StatementWords = {
  title: string;
  subject: (name: string) => string;
  member: string;
  period: string;
  date: string;
  line: string;
  amount: string;
  kind: Record<PayEntryKind, string>;
  opening: string;
  earned: string;
  paid: string;
  adjusted: string;
  closing: string;
  pieces: (n: number) => string;
  empty: string;
  page: (name: string, page: number, of: number) => string;
};

const EN: StatementWords = {
  title: 'Pay statement',
  subject: (name) => `Pay statement of ${name}`,
  member: 'Member',
  period: 'Period',
  date: 'Date',
  line: 'Line',
  amount: 'Amount',
  kind: { piece: 'Piece', 'piece-undone': 'Piece undone', payout: 'Payout', adjustment: 'Adjustment' },
  opening: 'Owed at the start of the period',
  earned: 'Earned in the period',
  paid: 'Paid in the period',
  adjusted: 'Adjustments in the period',
  closing: 'Owed at the end of the period',
  pieces: (n) => `${n} ${n === 1 ? 'piece' : 'pieces'}`,
  empty: 'Nothing in this period.',
  page: (name, page, of) => `${name} · Page ${page} of ${of}`,
};

const FR: StatementWords = {
  title: 'Relevé de rémunération',
  subject: (name) => `Relevé de rémunération de ${name}`,
  member: 'Membre',
  period: 'Période',
  date: 'Date',
  line: 'Ligne',
  amount: 'Montant',
  kind: { piece: 'Pièce', 'piece-undone': 'Pièce annulée', payout: 'Versement', adjustment: 'Ajustement' },
  opening: 'Dû au début de la période',
  earned: 'Gagné sur la période',
  paid: 'Versé sur la période',
  adjusted: 'Ajustements sur la période',
  closing: 'Dû à la fin de la période',
  pieces: (n) => `${n} ${n <= 1 ? 'pièce' : 'pièces'}`,
  empty: 'Rien sur cette période.',
  page: (name, page, of) => `${name} · Page ${page} sur ${of}`,
};

export const statementWords = languageTable<StatementWords>('pay.statement', { en: EN, fr: FR });
