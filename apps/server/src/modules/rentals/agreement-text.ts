import { languageTable } from '../../lib/language-table.js';

/**
 * The rental agreement a client signs (decision 226), in their language: the terms rental shops
 * write (the pieces and days, the price, the deposit held and returned less the agreed late fee
 * and damage, the care of the pieces). Its fields are filled from the rental when the contract is
 * sent, so the client signs the rental as it then stands.
 */
export const rentalAgreement = languageTable<{ title: (name: string) => string; body: string }>('rentals.agreement', {
  en: {
    title: (name) => `Rental agreement – ${name}`,
    body: [
      'This agreement is made on {{today}} between {{studio.name}} ("the shop") and {{client.name}} ("the renter").',
      '1. The pieces. {{rental.pieces}}, collected on {{rental.pickup}} and returned by {{rental.return}}.',
      '2. Price. The rental costs {{rental.price}}, paid before the pieces are collected.',
      '3. Deposit. A deposit of {{rental.deposit}} is held while the pieces are out. It is returned when they come ' +
        'back, less the late fee and any damage charged, each with its reason.',
      '4. Late return. {{rental.lateFee}}',
      '5. Care. The renter keeps the pieces clean and dry and makes no alteration. Normal wear is expected; a stain, a ' +
        'tear or a missing piece is charged at the cost of its repair or replacement.',
      'Contact: {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
  fr: {
    title: (name) => `Contrat de location – ${name}`,
    body: [
      'Le présent contrat est conclu le {{today}} entre {{studio.name}} (« la boutique ») et {{client.name}} (« le locataire »).',
      '1. Les pièces. {{rental.pieces}}, retirées le {{rental.pickup}} et rendues au plus tard le {{rental.return}}.',
      '2. Prix. La location coûte {{rental.price}}, payés avant le retrait des pièces.',
      '3. Caution. Une caution de {{rental.deposit}} est conservée pendant la location. Elle est rendue au retour des ' +
        'pièces, moins les frais de retard et les dommages facturés, chacun avec son motif.',
      '4. Retard. {{rental.lateFee}}',
      '5. Entretien. Le locataire garde les pièces propres et au sec et n’y fait aucune retouche. L’usure normale est ' +
        'admise ; une tache, une déchirure ou une pièce manquante est facturée au coût de sa réparation ou de son remplacement.',
      'Contact : {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
  de: {
    title: (name) => `Mietvertrag – ${name}`,
    body: [
      'Dieser Vertrag wird am {{today}} zwischen {{studio.name}} („das Geschäft“) und {{client.name}} („der Mieter“) geschlossen.',
      '1. Die Stücke. {{rental.pieces}}, abgeholt am {{rental.pickup}} und spätestens am {{rental.return}} zurückgegeben.',
      '2. Preis. Die Miete kostet {{rental.price}}, zahlbar vor der Abholung.',
      '3. Kaution. Eine Kaution von {{rental.deposit}} wird für die Mietdauer einbehalten. Sie wird bei Rückgabe erstattet, ' +
        'abzüglich der Verspätungsgebühr und berechneter Schäden, jeweils mit Begründung.',
      '4. Verspätung. {{rental.lateFee}}',
      '5. Pflege. Der Mieter hält die Stücke sauber und trocken und nimmt keine Änderungen vor. Normale Abnutzung ist ' +
        'zulässig; ein Fleck, ein Riss oder ein fehlendes Stück wird zu den Kosten der Reparatur oder des Ersatzes berechnet.',
      'Kontakt: {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
  es: {
    title: (name) => `Contrato de alquiler – ${name}`,
    body: [
      'El presente contrato se firma el {{today}} entre {{studio.name}} («la tienda») y {{client.name}} («el arrendatario»).',
      '1. Las piezas. {{rental.pieces}}, recogidas el {{rental.pickup}} y devueltas a más tardar el {{rental.return}}.',
      '2. Precio. El alquiler cuesta {{rental.price}}, pagado antes de recoger las piezas.',
      '3. Fianza. Se retiene una fianza de {{rental.deposit}} durante el alquiler. Se devuelve al volver las piezas, ' +
        'menos el recargo por retraso y los daños cobrados, cada uno con su motivo.',
      '4. Retraso. {{rental.lateFee}}',
      '5. Cuidado. El arrendatario mantiene las piezas limpias y secas y no les hace arreglos. Se admite el desgaste ' +
        'normal; una mancha, un desgarro o una pieza que falte se cobra al coste de su reparación o sustitución.',
      'Contacto: {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
  it: {
    title: (name) => `Contratto di noleggio – ${name}`,
    body: [
      'Il presente contratto è concluso il {{today}} tra {{studio.name}} («il negozio») e {{client.name}} («il noleggiatore»).',
      '1. Gli articoli. {{rental.pieces}}, ritirati il {{rental.pickup}} e restituiti entro il {{rental.return}}.',
      '2. Prezzo. Il noleggio costa {{rental.price}}, pagati prima del ritiro degli articoli.',
      '3. Cauzione. Una cauzione di {{rental.deposit}} è trattenuta durante il noleggio. È restituita al rientro degli ' +
        'articoli, meno la penale di ritardo e i danni addebitati, ciascuno con il suo motivo.',
      '4. Ritardo. {{rental.lateFee}}',
      '5. Cura. Il noleggiatore tiene gli articoli puliti e asciutti e non vi fa ritocchi. La normale usura è ammessa; ' +
        'una macchia, uno strappo o un articolo mancante è addebitato al costo della riparazione o della sostituzione.',
      'Contatto: {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
  pt: {
    title: (name) => `Contrato de aluguer – ${name}`,
    body: [
      'O presente contrato é celebrado em {{today}} entre {{studio.name}} (“a loja”) e {{client.name}} (“o locatário”).',
      '1. As peças. {{rental.pieces}}, levantadas em {{rental.pickup}} e devolvidas até {{rental.return}}.',
      '2. Preço. O aluguer custa {{rental.price}}, pagos antes do levantamento das peças.',
      '3. Caução. Uma caução de {{rental.deposit}} fica retida durante o aluguer. É devolvida quando as peças voltam, ' +
        'menos a taxa de atraso e os danos cobrados, cada um com o seu motivo.',
      '4. Atraso. {{rental.lateFee}}',
      '5. Cuidado. O locatário mantém as peças limpas e secas e não lhes faz ajustes. O desgaste normal é aceite; uma ' +
        'mancha, um rasgão ou uma peça em falta é cobrado ao custo da sua reparação ou substituição.',
      'Contato: {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
});

/** The invoice's note of the deposit held apart (decision 226), in the invoice's language. */
export const depositNote = languageTable<(amount: string) => string>('rentals.depositNote', {
  en: (amount) =>
    `Refundable deposit of ${amount}, held apart and returned when the pieces come back, less any late fee or damage charged.`,
  fr: (amount) =>
    `Caution remboursable de ${amount}, conservée à part et rendue au retour des pièces, moins les éventuels frais de retard ou dommages facturés.`,
  de: (amount) =>
    `Erstattbare Kaution von ${amount}, gesondert verwahrt und bei Rückgabe der Stücke erstattet, abzüglich etwaiger Verspätungs- oder Schadensgebühren.`,
  es: (amount) =>
    `Fianza reembolsable de ${amount}, guardada aparte y devuelta al volver las piezas, menos el posible recargo por retraso o daños cobrados.`,
  it: (amount) =>
    `Cauzione rimborsabile di ${amount}, tenuta a parte e restituita al rientro degli articoli, meno eventuali penali di ritardo o danni addebitati.`,
  pt: (amount) =>
    `Caução reembolsável de ${amount}, guardada à parte e devolvida quando as peças voltam, menos eventuais taxas de atraso ou danos cobrados.`,
});
