import { languageTable } from '../../lib/language-table.js';

/**
 * The lines of what a return kept from the deposit (decision 227), in the language the studio's
 * invoices are written in: the late days at the agreed fee, and each damage with its reason.
 */
export const chargeWords = languageTable<{
  late: (days: number, perDay: string, capped: boolean) => string;
  damage: (piece: string, reason: string) => string;
  kept: string;
  /** The card deposit's line on the checkout page (decision 229). */
  deposit: (studio: string) => string;
}>('rentals.chargeWords', {
  en: {
    late: (days, perDay, capped) => `Late return: ${days} ${days === 1 ? 'day' : 'days'} at ${perDay} a day${capped ? ', capped' : ''}`,
    damage: (piece, reason) => `Damage – ${piece}: ${reason}`,
    kept: 'Kept from the deposit',
    deposit: (studio) => `Rental deposit – ${studio}`,
  },
  fr: {
    late: (days, perDay, capped) =>
      `Retour en retard : ${days} ${days === 1 ? 'jour' : 'jours'} à ${perDay} par jour${capped ? ', plafonné' : ''}`,
    damage: (piece, reason) => `Dommage – ${piece} : ${reason}`,
    kept: 'Retenu sur la caution',
    deposit: (studio) => `Caution de location – ${studio}`,
  },
  de: {
    late: (days, perDay, capped) =>
      `Verspätete Rückgabe: ${days} ${days === 1 ? 'Tag' : 'Tage'} zu ${perDay} pro Tag${capped ? ', gedeckelt' : ''}`,
    damage: (piece, reason) => `Schaden – ${piece}: ${reason}`,
    kept: 'Von der Kaution einbehalten',
    deposit: (studio) => `Mietkaution – ${studio}`,
  },
  es: {
    late: (days, perDay, capped) =>
      `Devolución con retraso: ${days} ${days === 1 ? 'día' : 'días'} a ${perDay} por día${capped ? ', con tope' : ''}`,
    damage: (piece, reason) => `Daño – ${piece}: ${reason}`,
    kept: 'Retenido de la fianza',
    deposit: (studio) => `Fianza de alquiler – ${studio}`,
  },
  it: {
    late: (days, perDay, capped) =>
      `Restituzione in ritardo: ${days} ${days === 1 ? 'giorno' : 'giorni'} a ${perDay} al giorno${capped ? ', con tetto' : ''}`,
    damage: (piece, reason) => `Danno – ${piece}: ${reason}`,
    kept: 'Trattenuto dalla cauzione',
    deposit: (studio) => `Cauzione di noleggio – ${studio}`,
  },
  pt: {
    late: (days, perDay, capped) =>
      `Devolução em atraso: ${days} ${days === 1 ? 'dia' : 'dias'} a ${perDay} por dia${capped ? ', com limite' : ''}`,
    damage: (piece, reason) => `Dano – ${piece}: ${reason}`,
    kept: 'Retido da caução',
    deposit: (studio) => `Caução de aluguer – ${studio}`,
  },
});
