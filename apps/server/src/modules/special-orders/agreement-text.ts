import { languageTable } from '../../lib/language-table.js';

/**
 * The special-order agreement a bride signs (decision 217), in her language: the terms boutiques
 * write for a gown ordered from its designer (made to order, so the deposit is kept once ordered;
 * the size chosen from the designer's chart; the balance on arrival; alterations apart). Its fields
 * are filled from the order when the contract is sent, so she signs the order as it then stands.
 */
export const specialOrderAgreement = languageTable<{ title: (style: string) => string; body: string }>('specialOrders.agreement', {
  en: {
    title: (style) => `Special order agreement – ${style}`,
    body: [
      'This agreement is made on {{today}} between {{studio.name}} ("the boutique") and {{client.name}} ("the bride") ' +
        'for a gown ordered from its designer for a wedding on {{event.date}}.',
      '1. The gown. {{order.style}}, colour {{order.colour}}, size {{order.size}}. The size was chosen with the bride from ' +
        'the designer’s size chart and her measurements; designers make gowns to their charts, not to a body.',
      '2. Price and deposit. The price is {{order.price}}. The deposit of {{order.deposit}} places the order with the ' +
        'designer and is not refunded once the gown is ordered. The balance of {{order.balance}} is due when the gown arrives.',
      '3. Delivery. The boutique gives the designer’s expected date; designers’ dates can move, and the boutique tells the ' +
        'bride as soon as it knows.',
      '4. Alterations. Alterations are not included in the price and are quoted once the gown has arrived and been tried on.',
      '5. Changes. A change of style, colour or size after the order is placed depends on the designer and may carry its charges.',
      'Contact: {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
  fr: {
    title: (style) => `Bon de commande spéciale – ${style}`,
    body: [
      'Le présent contrat est conclu le {{today}} entre {{studio.name}} (« la boutique ») et {{client.name}} (« la mariée ») ' +
        'pour une robe commandée auprès de son créateur, pour un mariage le {{event.date}}.',
      '1. La robe. {{order.style}}, coloris {{order.colour}}, taille {{order.size}}. La taille a été choisie avec la mariée ' +
        'd’après le guide des tailles du créateur et ses mesures ; le créateur fabrique selon son guide, non sur mesure.',
      '2. Prix et acompte. Le prix est de {{order.price}}. L’acompte de {{order.deposit}} passe la commande auprès du ' +
        'créateur et n’est pas remboursé une fois la robe commandée. Le solde de {{order.balance}} est dû à l’arrivée de la robe.',
      '3. Livraison. La boutique indique la date prévue par le créateur ; elle peut changer, et la boutique prévient la ' +
        'mariée dès qu’elle le sait.',
      '4. Retouches. Les retouches ne sont pas comprises dans le prix ; elles font l’objet d’un devis une fois la robe arrivée et essayée.',
      '5. Changements. Un changement de modèle, de coloris ou de taille après la commande dépend du créateur et peut entraîner ses frais.',
      'Contact : {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
  de: {
    title: (style) => `Sonderbestellung – ${style}`,
    body: [
      'Diese Vereinbarung wird am {{today}} zwischen {{studio.name}} („die Boutique“) und {{client.name}} („die Braut“) ' +
        'geschlossen, für ein beim Designer bestelltes Kleid für eine Hochzeit am {{event.date}}.',
      '1. Das Kleid. {{order.style}}, Farbe {{order.colour}}, Größe {{order.size}}. Die Größe wurde mit der Braut nach der ' +
        'Größentabelle des Designers und ihren Maßen gewählt; Designer fertigen nach ihrer Tabelle, nicht nach Maß.',
      '2. Preis und Anzahlung. Der Preis beträgt {{order.price}}. Die Anzahlung von {{order.deposit}} gibt die Bestellung ' +
        'beim Designer auf und wird nach der Bestellung nicht erstattet. Der Restbetrag von {{order.balance}} ist bei Ankunft des Kleides fällig.',
      '3. Lieferung. Die Boutique nennt den vom Designer erwarteten Termin; er kann sich verschieben, und die Boutique ' +
        'informiert die Braut, sobald sie es weiß.',
      '4. Änderungen. Änderungen sind im Preis nicht enthalten und werden angeboten, sobald das Kleid angekommen und anprobiert ist.',
      '5. Umbestellungen. Eine Änderung von Modell, Farbe oder Größe nach der Bestellung hängt vom Designer ab und kann Kosten verursachen.',
      'Kontakt: {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
  es: {
    title: (style) => `Pedido especial – ${style}`,
    body: [
      'El presente acuerdo se firma el {{today}} entre {{studio.name}} («la boutique») y {{client.name}} («la novia») ' +
        'para un vestido pedido a su diseñador, para una boda el {{event.date}}.',
      '1. El vestido. {{order.style}}, color {{order.colour}}, talla {{order.size}}. La talla se eligió con la novia según ' +
        'la tabla de tallas del diseñador y sus medidas; el diseñador confecciona según su tabla, no a medida.',
      '2. Precio y anticipo. El precio es de {{order.price}}. El anticipo de {{order.deposit}} hace el pedido al diseñador ' +
        'y no se devuelve una vez pedido el vestido. El saldo de {{order.balance}} se paga a la llegada del vestido.',
      '3. Entrega. La boutique indica la fecha prevista por el diseñador; puede cambiar, y la boutique avisa a la novia en cuanto lo sabe.',
      '4. Arreglos. Los arreglos no están incluidos en el precio y se presupuestan cuando el vestido ha llegado y se ha probado.',
      '5. Cambios. Un cambio de modelo, color o talla después del pedido depende del diseñador y puede tener sus cargos.',
      'Contacto: {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
  it: {
    title: (style) => `Ordine speciale – ${style}`,
    body: [
      'Il presente accordo è concluso il {{today}} tra {{studio.name}} («la boutique») e {{client.name}} («la sposa») ' +
        'per un abito ordinato al suo stilista, per un matrimonio il {{event.date}}.',
      '1. L’abito. {{order.style}}, colore {{order.colour}}, taglia {{order.size}}. La taglia è stata scelta con la sposa ' +
        'secondo la tabella delle taglie dello stilista e le sue misure; lo stilista confeziona secondo la tabella, non su misura.',
      '2. Prezzo e acconto. Il prezzo è di {{order.price}}. L’acconto di {{order.deposit}} trasmette l’ordine allo stilista ' +
        'e non è rimborsato una volta ordinato l’abito. Il saldo di {{order.balance}} è dovuto all’arrivo dell’abito.',
      '3. Consegna. La boutique indica la data prevista dallo stilista; può cambiare, e la boutique avvisa la sposa appena lo sa.',
      '4. Ritocchi. I ritocchi non sono compresi nel prezzo e sono preventivati quando l’abito è arrivato ed è stato provato.',
      '5. Modifiche. Un cambio di modello, colore o taglia dopo l’ordine dipende dallo stilista e può comportare i suoi costi.',
      'Contatto: {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
  pt: {
    title: (style) => `Pedido especial – ${style}`,
    body: [
      'O presente acordo é celebrado em {{today}} entre {{studio.name}} (“a boutique”) e {{client.name}} (“a noiva”) ' +
        'para um vestido pedido ao seu estilista, para um casamento em {{event.date}}.',
      '1. O vestido. {{order.style}}, cor {{order.colour}}, tamanho {{order.size}}. O tamanho foi escolhido com a noiva ' +
        'segundo a tabela de tamanhos do estilista e as suas medidas; o estilista confecciona segundo a tabela, não por medida.',
      '2. Preço e sinal. O preço é de {{order.price}}. O sinal de {{order.deposit}} faz o pedido ao estilista e não é ' +
        'devolvido depois de o vestido ser pedido. O saldo de {{order.balance}} é devido à chegada do vestido.',
      '3. Entrega. A boutique indica a data prevista pelo estilista; pode mudar, e a boutique avisa a noiva assim que souber.',
      '4. Ajustes. Os ajustes não estão incluídos no preço e são orçados quando o vestido chegar e for provado.',
      '5. Alterações. Uma mudança de modelo, cor ou tamanho depois do pedido depende do estilista e pode ter os seus custos.',
      'Contato: {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
});
