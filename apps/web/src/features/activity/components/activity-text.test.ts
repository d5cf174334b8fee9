import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES, describeActivity, MOVEMENT_KINDS } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { labelMessages, labelsFrom } from '@/lib/labels';
import declaredFr from '@/locales/fr/declared.json';
import { activityMessages, activitySentence, activityText, recordActivity } from './activity-text';

const t = activityMessages.get();
const labels = labelsFrom(labelMessages.get());
const records = recordActivity.get();
const frenchRecords = declaredFr['record-activity'];

describe('activitySentence', () => {
  it("says in English exactly what the server's describeActivity says, for every entity, action and part", () => {
    for (const entityType of ACTIVITY_ENTITIES) {
      for (const action of ACTIVITY_ACTIONS) {
        for (const subject of ['', 'Grace Hopper']) {
          for (const detail of [
            '',
            'Completed',
            '$120.00',
            'done Cutting',
            'in-progress First fitting',
            'skipped Design',
            'todo Sewing',
            'Dress',
            'submitted Dress',
            'approved Grand agbada',
            'rejected Suit',
            'cancelled Dress',
            // The client portal's (decision 082).
            'link-created',
            'link-revoked',
            'opened',
            'message',
            'confirmed First fitting',
            'reschedule First fitting',
            // A fitting's number in its project (decision 086).
            '1',
            '2',
            '5',
            '6',
            '0',
            // A stock movement's kind (decision 142).
            ...MOVEMENT_KINDS,
          ]) {
            const entry = { entityType, action, subject, detail };
            expect(activitySentence(entry, t, labels, records), JSON.stringify(entry)).toBe(describeActivity(entry));
          }
        }
      }
    }
  });

  it("writes a payment's amount the reader's way from its figures, and an older line's amount as it was written (decision 207)", () => {
    const payment = { entityType: 'payment', action: 'created', subject: 'FA-1', detail: '$1,305.00' } as const;
    const kept = activitySentence({ ...payment, amount: { cents: 130_500, currency: 'EUR' } }, t, labels, frenchRecords, 'fr');
    expect(kept.replace(/\s/g, ' ')).toContain('1 305,00 €');
    expect(kept).not.toContain('$1,305.00');
    expect(activitySentence({ ...payment, amount: null }, t, labels, frenchRecords, 'fr')).toContain('$1,305.00');
  });

  it('translates the status word the server writes in English', () => {
    const french = labelsFrom({ ...labelMessages.get(), 'projectStatus.completed': 'Terminé' });
    const sentence = activitySentence(
      { entityType: 'project', action: 'status-changed', subject: 'Robe', detail: 'Completed' },
      t,
      french,
      frenchRecords,
    );
    expect(sentence).toBe('Projet Robe passé à « Terminé »');
  });

  it("says a contract's and a quote's status in the user's language, never the server's English", () => {
    const french = labelsFrom({ ...labelMessages.get(), 'contractStatus.signed': 'Signé', 'quoteStatus.accepted': 'Accepté' });
    const contract = { entityType: 'contract', action: 'status-changed', subject: 'Robe', detail: 'Signed' } as const;
    const quote = { entityType: 'quote', action: 'status-changed', subject: 'Q-0001', detail: 'Accepted' } as const;
    expect(activitySentence(contract, t, french, frenchRecords)).toBe('Contrat Robe passé à « Signé »');
    expect(activitySentence(quote, t, french, frenchRecords)).toBe('Devis Q-0001 passé à « Accepté »');
  });

  it("says a purchase order's status in the user's language", () => {
    const french = labelsFrom({ ...labelMessages.get(), 'purchaseOrderStatus.partly-received': 'Reçu en partie' });
    const sentence = activitySentence(
      { entityType: 'purchase-order', action: 'status-changed', subject: 'PO-0001', detail: 'Partly received' },
      t,
      french,
      frenchRecords,
    );
    expect(sentence).toBe('Bon de commande PO-0001 passé à « Reçu en partie »');
  });
});

describe('stage entries (decision 077)', () => {
  it("read 'Cutting done on Ivory gown', with a built-in stage name in the user's language", () => {
    const entry = { entityType: 'stage', action: 'status-changed', subject: 'Ivory gown', detail: 'done Cutting' } as const;
    expect(activitySentence(entry, t, labels, records)).toBe('Cutting done on Ivory gown');
    const french = labelsFrom({ ...labelMessages.get(), 'stage.Cutting': 'Coupe' });
    const fr = {
      ...t,
      stageDone: ({ stage, on }: { stage: string | number; on: string | number }) => `Étape ${stage} terminée${on}`,
      stageOn: ({ name }: { name: string | number }) => ` pour ${name}`,
    };
    expect(activitySentence(entry, fr, french, records)).toBe('Étape Coupe terminée pour Ivory gown');
  });
});

describe('measurement request entries (decision 084)', () => {
  it("read 'Kunle sent Dress measurements', with a built-in garment in the user's language", () => {
    const entry = { entityType: 'measurement-request', action: 'status-changed', subject: 'Kunle', detail: 'submitted Dress' } as const;
    expect(activitySentence(entry, t, labels, records)).toBe('Kunle sent Dress measurements');
    const french = labelsFrom({ ...labelMessages.get(), 'garment.dress': 'Robe' });
    const fr = {
      ...t,
      measurementsOf: ({ garment }: { garment: string | number }) => `Mesures (${garment})`,
      requestSent: ({ what, client }: { what: string | number; client: string | number }) => `${what} envoyées par ${client}`,
    };
    expect(activitySentence(entry, fr, french, records)).toBe('Mesures (Robe) envoyées par Kunle');
    const asked = { entityType: 'measurement-request', action: 'created', subject: '', detail: 'Agbada' } as const;
    expect(activitySentence(asked, t, labels, records)).toBe('Agbada measurements asked of the client');
  });
});

describe('portal entries (decision 082)', () => {
  it("read 'Grace Hopper confirmed First fitting', the client's name and the appointment's title kept as written", () => {
    const entry = { entityType: 'portal', action: 'updated', subject: 'Grace Hopper', detail: 'reschedule First fitting' } as const;
    expect(activitySentence(entry, t, labels, records)).toBe('Grace Hopper asked to move First fitting');
    const fr = {
      ...t,
      portalReschedule: ({ client, title }: { client: string | number; title: string | number }) =>
        `${client} a demandé à déplacer ${title}`,
    };
    expect(activitySentence(entry, fr, labels, records)).toBe('Grace Hopper a demandé à déplacer First fitting');
  });
});

describe('plain records (decisions 198, 203)', () => {
  it('are worded in French from the catalogue, agreeing with the noun', () => {
    const entry = (entityType: 'invoice' | 'service', action: 'created' | 'updated') => ({
      entityType,
      action,
      subject: 'F-1',
      detail: '',
    });
    expect(activitySentence(entry('invoice', 'created'), t, labels, frenchRecords)).toBe('Facture F-1 ajoutée');
    expect(activitySentence(entry('service', 'updated'), t, labels, frenchRecords)).toBe('Prestation F-1 mise à jour');
  });
});

describe('activityText', () => {
  it("shows the server's sentence in English", () => {
    const entry = {
      id: 'a1',
      description: 'Client Grace Hopper added',
      createdAt: '',
      entityType: 'client',
      action: 'created',
      entityId: 'c1',
      subject: 'Grace Hopper',
      detail: '',
      amount: null,
      actorName: '',
    } as const;
    expect(activityText(entry, 'en', t, labels, records)).toBe('Client Grace Hopper added');
  });
});
