import type { Language } from '@atelier/shared';

/**
 * The bridal contract a studio starts with in Spanish, Portuguese, German and Italian (decisions 159,
 * 203): the same six terms as the English and the French, which the studio edits to its own.
 */
export const MORE_TEMPLATES: Record<Exclude<Language, 'en' | 'fr'>, { name: string; body: string }> = {
  es: {
    name: 'Contrato de vestido de novia',
    body: [
      'El presente contrato se firma el {{today}} entre {{studio.name}} («el taller») y {{client.name}} («la clienta») ' +
        'para el vestido y los arreglos descritos en el presupuesto, para una boda el {{event.date}}.',
      '1. Precio y anticipo. El total es de {{quote.total}}. Un anticipo no reembolsable de {{quote.deposit}} reserva ' +
        'el tiempo del taller y el pedido de los tejidos; el saldo se paga en la última prueba, antes de recoger el vestido.',
      '2. Pruebas. El taller fija las pruebas con la clienta. Una prueba perdida puede cambiarse una vez; más cambios ' +
        'pueden retrasar el trabajo.',
      '3. Arreglos. Los arreglos previstos en el presupuesto están incluidos. Cualquier cambio de diseño o de talla ' +
        'después del corte se presupuesta aparte.',
      '4. Trabajo urgente. Un trabajo pedido menos de seis semanas antes del evento puede llevar un recargo, acordado por escrito.',
      '5. Cancelación. La clienta puede cancelar por escrito. El anticipo no se devuelve; el trabajo ya hecho y los ' +
        'tejidos comprados se abonan.',
      '6. Recogida. El vestido se recoge en los 30 días siguientes a la última prueba. El taller lo guarda con cuidado hasta entonces.',
      'Contacto: {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
  pt: {
    name: 'Contrato de vestido de noiva',
    body: [
      'O presente contrato é celebrado a {{today}} entre {{studio.name}} (“o ateliê”) e {{client.name}} (“a cliente”) ' +
        'para o vestido e os ajustes descritos no orçamento, para um casamento a {{event.date}}.',
      '1. Preço e sinal. O total é de {{quote.total}}. Um sinal não reembolsável de {{quote.deposit}} reserva o tempo ' +
        'do ateliê e a encomenda dos tecidos; o saldo é pago na última prova, antes do levantamento do vestido.',
      '2. Provas. O ateliê marca as provas com a cliente. Uma prova falhada pode ser remarcada uma vez; mais alterações ' +
        'podem atrasar o trabalho.',
      '3. Ajustes. Os ajustes previstos no orçamento estão incluídos. Qualquer mudança de modelo ou de tamanho depois ' +
        'do corte é orçamentada à parte.',
      '4. Trabalho urgente. Um trabalho pedido menos de seis semanas antes do evento pode ter um acréscimo, acordado por escrito.',
      '5. Cancelamento. A cliente pode cancelar por escrito. O sinal não é devolvido; o trabalho já feito e os tecidos ' +
        'comprados são devidos.',
      '6. Levantamento. O vestido é levantado nos 30 dias seguintes à última prova. O ateliê guarda-o com cuidado até lá.',
      'Contacto: {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
  de: {
    name: 'Vertrag Brautkleid',
    body: [
      'Dieser Vertrag wird am {{today}} zwischen {{studio.name}} („das Atelier“) und {{client.name}} („die Kundin“) ' +
        'geschlossen, für das Kleid und die Änderungen laut Angebot, für eine Hochzeit am {{event.date}}.',
      '1. Preis und Anzahlung. Der Gesamtbetrag ist {{quote.total}}. Eine nicht erstattbare Anzahlung von ' +
        '{{quote.deposit}} sichert die Zeit des Ateliers und die Bestellung der Stoffe; der Rest ist bei der letzten ' +
        'Anprobe fällig, vor der Abholung des Kleides.',
      '2. Anproben. Das Atelier vereinbart die Anproben mit der Kundin. Eine versäumte Anprobe kann einmal verschoben ' +
        'werden; weitere Änderungen können die Arbeit verzögern.',
      '3. Änderungen. Die im Angebot vereinbarten Änderungen sind enthalten. Änderungen von Modell oder Größe nach dem ' +
        'Zuschnitt werden gesondert angeboten.',
      '4. Eilaufträge. Arbeiten, die weniger als sechs Wochen vor dem Termin beauftragt werden, können einen schriftlich ' +
        'vereinbarten Eilzuschlag kosten.',
      '5. Rücktritt. Die Kundin kann schriftlich zurücktreten. Die Anzahlung wird nicht erstattet; bereits geleistete ' +
        'Arbeit und gekaufte Stoffe sind zu bezahlen.',
      '6. Abholung. Das Kleid wird innerhalb von 30 Tagen nach der letzten Anprobe abgeholt. Das Atelier bewahrt es bis ' +
        'dahin sorgfältig auf.',
      'Kontakt: {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
  it: {
    name: 'Contratto abito da sposa',
    body: [
      'Il presente contratto è stipulato il {{today}} tra {{studio.name}} («l’atelier») e {{client.name}} («la cliente») ' +
        'per l’abito e le modifiche descritti nel preventivo, per un matrimonio il {{event.date}}.',
      '1. Prezzo e acconto. Il totale è di {{quote.total}}. Un acconto non rimborsabile di {{quote.deposit}} riserva il ' +
        'tempo dell’atelier e l’ordine dei tessuti; il saldo è dovuto all’ultima prova, prima del ritiro dell’abito.',
      '2. Prove. L’atelier fissa le prove con la cliente. Una prova mancata può essere spostata una volta; ulteriori ' +
        'cambiamenti possono ritardare il lavoro.',
      '3. Modifiche. Le modifiche previste nel preventivo sono comprese. Ogni cambiamento di modello o di taglia dopo ' +
        'il taglio è oggetto di un preventivo a parte.',
      '4. Lavori urgenti. Un lavoro richiesto meno di sei settimane prima dell’evento può comportare un supplemento, ' +
        'concordato per iscritto.',
      '5. Recesso. La cliente può recedere per iscritto. L’acconto resta acquisito; il lavoro già svolto e i tessuti ' +
        'acquistati sono dovuti.',
      '6. Ritiro. L’abito è ritirato entro 30 giorni dall’ultima prova. L’atelier lo custodisce con cura fino ad allora.',
      'Contatti: {{studio.email}} · {{studio.phone}}',
    ].join('\n\n'),
  },
};
