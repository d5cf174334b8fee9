import { languageTable } from '../../lib/language-table.js';
import { MORE_TEMPLATES } from './default-template-more.js';

/**
 * The bridal contract a studio starts with, in its language (decision 159): the terms a bridal
 * studio writes (deposit, fittings, alterations, rush work, cancellation), its fields filled when
 * the contract is sent. The studio edits it to its own terms.
 */
export const defaultContractTemplate = languageTable<{ name: string; body: string }>('contracts.defaultTemplate', {
  en: {
    name: 'Bridal gown agreement',
    body: [
      'This agreement is made on {{today}} between {{studio.name}} ("the studio") and {{client.name}} ("the client") ' +
        'for the gown and alterations described in the quote, for a wedding on {{event.date}}.',
      '1. Price and deposit. The total is {{quote.total}}. A non-refundable deposit of {{quote.deposit}} reserves ' +
        'the studio’s time and orders the fabrics; the balance is due at the last fitting, before the gown is collected.',
      '2. Fittings. The studio plans the fittings with the client. A missed fitting may be moved once; more changes may ' +
        'delay the work.',
      '3. Alterations. The alterations agreed in the quote are included. Changes of design or size after cutting are ' + 'quoted apart.',
      '4. Rush work. Work asked for in less than six weeks before the event may carry a rush fee, agreed in writing.',
      '5. Cancellation. The client may cancel in writing. The deposit is kept; work already done and fabrics bought are ' + 'due.',
      '6. Collection. The gown is collected within 30 days of the last fitting. The studio keeps it safely until then.',
      'Contact: {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
  fr: {
    name: 'Contrat robe de mariée',
    body: [
      'Le présent contrat est conclu le {{today}} entre {{studio.name}} (« l’atelier ») et {{client.name}} ' +
        '(« la cliente ») pour la robe et les retouches décrites dans le devis, pour un mariage le {{event.date}}.',
      '1. Prix et acompte. Le total est de {{quote.total}}. Un acompte non remboursable de {{quote.deposit}} réserve ' +
        'le temps de l’atelier et la commande des tissus ; le solde est dû au dernier essayage, avant le retrait de la robe.',
      '2. Essayages. L’atelier fixe les essayages avec la cliente. Un essayage manqué peut être déplacé une fois ; ' +
        'd’autres changements peuvent retarder le travail.',
      '3. Retouches. Les retouches prévues au devis sont comprises. Tout changement de modèle ou de taille après la coupe ' +
        'fait l’objet d’un devis à part.',
      '4. Travail urgent. Un travail demandé moins de six semaines avant l’événement peut entraîner un supplément, ' + 'convenu par écrit.',
      '5. Annulation. La cliente peut annuler par écrit. L’acompte reste acquis ; le travail déjà fait et les tissus ' +
        'achetés sont dus.',
      '6. Retrait. La robe est retirée dans les 30 jours suivant le dernier essayage. L’atelier la garde avec soin ' + 'jusque-là.',
      'Contact : {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
  ...MORE_TEMPLATES,
});
