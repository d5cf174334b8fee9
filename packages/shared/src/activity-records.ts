/**
 * The records whose activity is the plain four entries (added, updated, marked with a status,
 * deleted), each named once: its noun in English, from which `describeActivity` words the English,
 * and its four French sentences, written whole because French agrees with the noun ('Facture
 * ajoutée', 'Client ajouté'). The web reads the same entry in the user's language, so a new record
 * is one line here and in no catalog (decision 198). `{subject}` arrives with its leading space.
 */
import type { Language } from './languages.js';

/** One sentence per action, keyed as `ACTIVITY_ACTIONS` names them. */
type RecordActivityTexts = { created: string; updated: string; 'status-changed': string; deleted: string };

/** The four French sentences: the noun, then the past participles 'ajouté', 'modifié', 'passé', 'supprimé' as it takes them. */
function fr(noun: string, created: string, updated: string, marked: string, deleted: string): RecordActivityTexts {
  return {
    created: `${noun}{subject} ${created}`,
    updated: `${noun}{subject} ${updated}`,
    'status-changed': `${noun}{subject} ${marked} à « {detail} »`,
    deleted: `${noun}{subject} ${deleted}`,
  };
}

export const RECORD_ACTIVITY = {
  client: { en: 'Client', fr: fr('Client', 'ajouté', 'modifié', 'passé', 'supprimé') },
  project: { en: 'Project', fr: fr('Projet', 'ajouté', 'modifié', 'passé', 'supprimé') },
  invoice: { en: 'Invoice', fr: fr('Facture', 'ajoutée', 'modifiée', 'passée', 'supprimée') },
  event: { en: 'Event', fr: fr('Événement', 'ajouté', 'modifié', 'passé', 'supprimé') },
  pattern: { en: 'Pattern', fr: fr('Patron', 'ajouté', 'modifié', 'passé', 'supprimé') },
  /** Its stock movements have their own sentences (decision 142). */
  material: { en: 'Material', fr: fr('Matière', 'ajoutée', 'modifiée', 'passée', 'supprimée') },
  supplier: { en: 'Supplier', fr: fr('Fournisseur', 'ajouté', 'modifié', 'passé', 'supprimé') },
  'purchase-order': { en: 'Purchase order', fr: fr('Bon de commande', 'créé', 'modifié', 'passé', 'supprimé') },
  service: { en: 'Service', fr: fr('Prestation', 'ajoutée', 'mise à jour', 'passée', 'supprimée') },
  ticket: { en: 'Ticket', fr: fr('Ticket', 'ajouté', 'modifié', 'passé', 'supprimé') },
  contract: { en: 'Contract', fr: fr('Contrat', 'ajouté', 'modifié', 'passé', 'supprimé') },
  quote: { en: 'Quote', fr: fr('Devis', 'ajouté', 'modifié', 'passé', 'supprimé') },
  group: { en: 'Group', fr: fr('Groupe', 'ajouté', 'modifié', 'passé', 'supprimé') },
} as const satisfies Record<string, { en: string; fr: RecordActivityTexts }>;
export type RecordActivityEntity = keyof typeof RECORD_ACTIVITY;
export type RecordActivityAction = keyof RecordActivityTexts;

/** A record's sentences in one language; the English worded from the noun: 'Client{subject} added'. */
function textsIn(entity: RecordActivityEntity, language: Language): RecordActivityTexts {
  const record = RECORD_ACTIVITY[entity];
  if (language === 'fr') return record.fr;
  return {
    created: `${record.en}{subject} added`,
    updated: `${record.en}{subject} updated`,
    'status-changed': `${record.en}{subject} marked {detail}`,
    deleted: `${record.en}{subject} deleted`,
  };
}

/**
 * One entry of a plain record as a sentence in `language`: the server's English (describeActivity)
 * and the web's other languages are the same call. `subject` comes with its leading space, or empty.
 */
export function recordActivitySentence(
  e: { entityType: RecordActivityEntity; action: RecordActivityAction; subject: string; detail: string },
  language: Language,
): string {
  const parts: Record<string, string> = { subject: e.subject, detail: e.detail };
  return textsIn(e.entityType, language)[e.action].replace(/\{(\w+)\}/g, (_, name: string) => parts[name] ?? '');
}
