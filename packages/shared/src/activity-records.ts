/**
 * The records whose activity is the plain four entries (added, updated, marked with a status,
 * deleted), each named once by its noun in English, from which `describeActivity` words the English
 * the server sends. Every other language writes the four sentences whole in the web's catalogue
 * (`record-activity`, keyed `<entity>.<action>`, decision 203), because most agree the participle
 * with the noun ('Facture ajoutée', 'Client ajouté'). A new record is one line here (decision 198).
 */
export const RECORD_ACTIVITY = {
  client: 'Client',
  project: 'Project',
  invoice: 'Invoice',
  event: 'Event',
  pattern: 'Pattern',
  /** Its stock movements have their own sentences (decision 142). */
  material: 'Material',
  supplier: 'Supplier',
  'purchase-order': 'Purchase order',
  service: 'Service',
  ticket: 'Ticket',
  contract: 'Contract',
  quote: 'Quote',
  group: 'Group',
  'designer-style': 'Designer style',
  'size-chart': 'Size chart',
  piece: 'Piece',
  'special-order': 'Special order',
  rental: 'Rental',
} as const;
export type RecordActivityEntity = keyof typeof RECORD_ACTIVITY;

/** One sentence per action; `{subject}` arrives with its leading space, `{detail}` is the status. */
export const RECORD_ACTIVITY_ACTIONS = ['created', 'updated', 'status-changed', 'deleted'] as const;
export type RecordActivityAction = (typeof RECORD_ACTIVITY_ACTIONS)[number];

/** A record's four sentences in English, worded from its noun: 'Client{subject} added'. */
export function recordActivityTexts(entity: RecordActivityEntity): Record<RecordActivityAction, string> {
  const noun = RECORD_ACTIVITY[entity];
  return {
    created: `${noun}{subject} added`,
    updated: `${noun}{subject} updated`,
    'status-changed': `${noun}{subject} marked {detail}`,
    deleted: `${noun}{subject} deleted`,
  };
}

/** Fills a record's sentence: `{subject}` comes with its leading space, or empty. */
export function fillActivitySentence(template: string, parts: { subject: string; detail: string }): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'subject' ? parts.subject : name === 'detail' ? parts.detail : ''));
}
