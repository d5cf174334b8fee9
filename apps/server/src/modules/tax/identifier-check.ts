import { frenchCompanyNumberProblem, vatNumberProblem, type IdentifierProblem, type Language } from '@atelier/shared';
import type { TaxSettingsRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/**
 * The identifiers a studio types, checked when it saves them (decision 184): a French studio's
 * SIREN or SIRET by its Luhn key, any French VAT number by its key. Said in the studio's language,
 * on the field, so the settings form shows it where it was typed.
 */

const WORDS: Record<Language, Record<IdentifierProblem, string>> = {
  en: {
    companyNumberFormat: 'A SIREN has 9 digits and a SIRET 14: check the number',
    companyNumberKey: 'This SIREN or SIRET is not valid: its last digit does not match (check for a typing mistake)',
    vatNumberFormat: 'A French VAT number is FR, a two-character key and the 9-digit SIREN',
    vatNumberKey: 'This VAT number is not valid: its key does not match its SIREN (check for a typing mistake)',
  },
  fr: {
    companyNumberFormat: 'Un SIREN compte 9 chiffres et un SIRET 14 : vérifiez le numéro',
    companyNumberKey: 'Ce SIREN ou SIRET n’est pas valide : sa clé ne correspond pas (vérifiez la saisie)',
    vatNumberFormat: 'Un numéro de TVA français s’écrit FR, une clé de 2 caractères et les 9 chiffres du SIREN',
    vatNumberKey: 'Ce numéro de TVA n’est pas valide : sa clé ne correspond pas au SIREN (vérifiez la saisie)',
  },
  es: {
    companyNumberFormat: 'Un SIREN tiene 9 cifras y un SIRET 14: revise el número',
    companyNumberKey: 'Este SIREN o SIRET no es válido: su última cifra no cuadra (revise si hay un error al escribirlo)',
    vatNumberFormat: 'Un número de IVA francés se escribe FR, una clave de 2 caracteres y las 9 cifras del SIREN',
    vatNumberKey: 'Este número de IVA no es válido: su clave no cuadra con el SIREN (revise si hay un error al escribirlo)',
  },
  pt: {
    companyNumberFormat: 'Um SIREN tem 9 algarismos e um SIRET 14: verifique o número',
    companyNumberKey: 'Este SIREN ou SIRET não é válido: o último algarismo não confere (verifique se há um erro de digitação)',
    vatNumberFormat: 'Um número de IVA francês escreve-se FR, uma chave de 2 caracteres e os 9 algarismos do SIREN',
    vatNumberKey: 'Este número de IVA não é válido: a chave não confere com o SIREN (verifique se há um erro de digitação)',
  },
  de: {
    companyNumberFormat: 'Eine SIREN hat 9 Ziffern, eine SIRET 14: prüfen Sie die Nummer',
    companyNumberKey: 'Diese SIREN oder SIRET ist ungültig: die letzte Ziffer passt nicht (prüfen Sie auf Tippfehler)',
    vatNumberFormat: 'Eine französische USt-IdNr. besteht aus FR, einem zweistelligen Schlüssel und der 9-stelligen SIREN',
    vatNumberKey: 'Diese USt-IdNr. ist ungültig: ihr Schlüssel passt nicht zur SIREN (prüfen Sie auf Tippfehler)',
  },
  it: {
    companyNumberFormat: 'Un SIREN ha 9 cifre e un SIRET 14: controlli il numero',
    companyNumberKey: 'Questo SIREN o SIRET non è valido: l’ultima cifra non corrisponde (controlli eventuali errori di battitura)',
    vatNumberFormat: 'Una partita IVA francese si scrive FR, una chiave di 2 caratteri e le 9 cifre del SIREN',
    vatNumberKey: 'Questa partita IVA non è valida: la chiave non corrisponde al SIREN (controlli eventuali errori di battitura)',
  },
};

type Identifiers = Pick<TaxSettingsRow, 'country' | 'companyNumber' | 'vatNumber'>;

/** 422 on each identifier that is not one, in the studio's language; nothing when they are. */
export function checkIdentifiers(settings: Identifiers, language: Language): void {
  const problems: { field: string; problem: IdentifierProblem }[] = [];
  const company = settings.companyNumber?.trim() ?? '';
  if (settings.country === 'FR' && company) {
    const problem = frenchCompanyNumberProblem(company);
    if (problem) problems.push({ field: 'companyNumber', problem });
  }
  const vat = settings.vatNumber?.trim() ?? '';
  const vatProblem = vat ? vatNumberProblem(vat) : null;
  if (vatProblem) problems.push({ field: 'vatNumber', problem: vatProblem });
  if (problems.length === 0) return;
  const errors = problems.map((p) => ({ field: p.field, message: WORDS[language][p.problem] }));
  throw new AppError('VALIDATION_ERROR', errors[0]?.message ?? '', { errors });
}
