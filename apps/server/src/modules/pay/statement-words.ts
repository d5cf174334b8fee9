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

const ES: StatementWords = {
  title: 'Liquidación de pagos',
  subject: (name) => `Liquidación de pagos de ${name}`,
  member: 'Miembro',
  period: 'Periodo',
  date: 'Fecha',
  line: 'Línea',
  amount: 'Importe',
  kind: { piece: 'Pieza', 'piece-undone': 'Pieza anulada', payout: 'Pago', adjustment: 'Ajuste' },
  opening: 'Adeudado al inicio del periodo',
  earned: 'Ganado en el periodo',
  paid: 'Pagado en el periodo',
  adjusted: 'Ajustes en el periodo',
  closing: 'Adeudado al final del periodo',
  pieces: (n) => `${n} ${n === 1 ? 'pieza' : 'piezas'}`,
  empty: 'Nada en este periodo.',
  page: (name, page, of) => `${name} · Página ${page} de ${of}`,
};

const PT: StatementWords = {
  title: 'Extrato de remuneração',
  subject: (name) => `Extrato de remuneração de ${name}`,
  member: 'Membro',
  period: 'Período',
  date: 'Data',
  line: 'Linha',
  amount: 'Valor',
  kind: { piece: 'Peça', 'piece-undone': 'Peça anulada', payout: 'Pagamento', adjustment: 'Ajuste' },
  opening: 'Em dívida no início do período',
  earned: 'Ganho no período',
  paid: 'Pago no período',
  adjusted: 'Ajustes no período',
  closing: 'Em dívida no fim do período',
  pieces: (n) => `${n} ${n === 1 ? 'peça' : 'peças'}`,
  empty: 'Nada neste período.',
  page: (name, page, of) => `${name} · Página ${page} de ${of}`,
};

const DE: StatementWords = {
  title: 'Vergütungsabrechnung',
  subject: (name) => `Vergütungsabrechnung für ${name}`,
  member: 'Mitglied',
  period: 'Zeitraum',
  date: 'Datum',
  line: 'Zeile',
  amount: 'Betrag',
  kind: { piece: 'Stück', 'piece-undone': 'Stück zurückgenommen', payout: 'Auszahlung', adjustment: 'Korrektur' },
  opening: 'Offen zu Beginn des Zeitraums',
  earned: 'Verdient im Zeitraum',
  paid: 'Ausgezahlt im Zeitraum',
  adjusted: 'Korrekturen im Zeitraum',
  closing: 'Offen am Ende des Zeitraums',
  pieces: (n) => `${n} ${n === 1 ? 'Stück' : 'Stücke'}`,
  empty: 'Nichts in diesem Zeitraum.',
  page: (name, page, of) => `${name} · Seite ${page} von ${of}`,
};

const IT: StatementWords = {
  title: 'Prospetto dei compensi',
  subject: (name) => `Prospetto dei compensi di ${name}`,
  member: 'Membro',
  period: 'Periodo',
  date: 'Data',
  line: 'Riga',
  amount: 'Importo',
  kind: { piece: 'Pezzo', 'piece-undone': 'Pezzo annullato', payout: 'Pagamento', adjustment: 'Rettifica' },
  opening: 'Dovuto all’inizio del periodo',
  earned: 'Maturato nel periodo',
  paid: 'Pagato nel periodo',
  adjusted: 'Rettifiche nel periodo',
  closing: 'Dovuto alla fine del periodo',
  pieces: (n) => `${n} ${n === 1 ? 'pezzo' : 'pezzi'}`,
  empty: 'Niente in questo periodo.',
  page: (name, page, of) => `${name} · Pagina ${page} di ${of}`,
};

export const statementWords = languageTable<StatementWords>('pay.statement', { en: EN, fr: FR, es: ES, pt: PT, de: DE, it: IT });
