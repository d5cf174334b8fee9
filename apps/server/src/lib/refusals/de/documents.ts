import type { EN_DOCUMENTS } from '../en/documents.js';

/** The refusals of invoices, quotes, contracts, tax, accounting, pay, purchase orders (decision 200); the type asks for every English key. */
export const DE_DOCUMENTS: Record<keyof typeof EN_DOCUMENTS, string> = {
  // Rechnungen, Anzahlungsrechnungen und Rechnungskorrekturen.
  'invoices.notFound': 'Rechnung nicht gefunden',
  'invoices.paymentNotFound': 'Zahlung nicht gefunden',
  'invoices.clientNotFound': 'Kunde nicht gefunden',
  'invoices.numberTaken': 'Die Rechnungsnummer {number} ist bereits vergeben',
  'invoices.depositOverTotal': 'Die Anzahlung darf den Gesamtbetrag nicht übersteigen',
  'invoices.projectNotClients': 'Dieser Auftrag gehört nicht zu diesem Kunden',
  'invoices.totalUnderPaid': 'Der Gesamtbetrag darf nicht unter dem bereits bezahlten Betrag liegen',
  'invoices.paidNoDraft': 'Eine Rechnung mit einer Zahlung ist gestellt und kann nicht wieder zum Entwurf werden',
  'invoices.discountOverSubtotal': 'Der Rabatt darf die Zwischensumme nicht übersteigen',
  'invoices.totalTooLarge': 'Der Rechnungsbetrag ist zu hoch',
  'invoices.namedClientNoEmail': '{name} hat keine E-Mail-Adresse. Ergänzen Sie eine beim Kunden, um die Rechnung zu senden.',
  'invoices.thisClientNoEmail': 'Dieser Kunde hat keine E-Mail-Adresse. Ergänzen Sie eine beim Kunden, um die Rechnung zu senden.',
  'invoices.clientNoEmail': 'Der Kunde hat keine E-Mail-Adresse',
  'invoices.notReady': 'Die Rechnung kann noch nicht gestellt werden: {missing}',
  'invoices.numberIssued': 'Die Nummer {number} gehört bereits zu einem gestellten Beleg; sie kann nicht erneut vergeben werden',
  'invoices.creditNoteIssued': 'Die Rechnungskorrektur {number} ist gestellt: eine Rechnungskorrektur wird nie geändert oder gelöscht',
  'invoices.issued': 'Die Rechnung {number} ist gestellt: erstellen Sie eine Rechnungskorrektur, um sie zu ändern',
  'invoices.issuedToDraft':
    'Die Rechnung {number} ist gestellt: erstellen Sie eine Rechnungskorrektur, um sie zu ändern (sie kann nicht wieder zum Entwurf werden)',
  'invoices.issuedFields':
    'Die Rechnung {number} ist gestellt: erstellen Sie eine Rechnungskorrektur, um sie zu ändern ({fields} können sich nicht mehr ändern)',
  'invoices.issuedBecause': 'Die Rechnung {number} ist gestellt: erstellen Sie eine Rechnungskorrektur, um sie zu ändern ({detail})',
  'invoices.depositIssued': 'Die Anzahlungsrechnung {number} ist gestellt: erstellen Sie eine Rechnungskorrektur, um sie zu ändern',
  'invoices.depositIssuedToDraft':
    'Die Anzahlungsrechnung {number} ist gestellt: erstellen Sie eine Rechnungskorrektur, um sie zu ändern ' +
    '(sie kann nicht wieder zum Entwurf werden)',
  'invoices.depositIssuedFields':
    'Die Anzahlungsrechnung {number} ist gestellt: erstellen Sie eine Rechnungskorrektur, um sie zu ändern ' +
    '({fields} können sich nicht mehr ändern)',
  'invoices.depositIssuedBecause':
    'Die Anzahlungsrechnung {number} ist gestellt: erstellen Sie eine Rechnungskorrektur, um sie zu ändern ({detail})',
  'invoices.deductsDeposit': 'Die Rechnung {number} zieht eine gestellte Anzahlungsrechnung ab: sie bleibt mit ihr erhalten',
  'invoices.depositNotInvoice': '{number} ist keine Rechnung: nur eine Rechnung kann eine Anzahlung verlangen',
  'invoices.asksNoDeposit': 'Die Rechnung {number} verlangt keine Anzahlung: legen Sie zuerst eine fest',
  'invoices.hasDepositInvoice': 'Die Rechnung {number} hat bereits ihre Anzahlungsrechnung ({deposit})',
  'invoices.depositsAsPayments':
    'Das Atelier nimmt Anzahlungen als Zahlungen auf die Rechnung an: wählen Sie zuerst Anzahlungsrechnungen in den Steuereinstellungen',
  'invoices.creditNoteNotCredited': '{number} ist eine Rechnungskorrektur: sie wird nie geändert und nie selbst korrigiert',
  'invoices.draftNotCredited':
    'Die Rechnung {number} ist ein Entwurf: bearbeiten oder löschen Sie ihn; eine Rechnungskorrektur berichtigt eine gestellte Rechnung',
  'invoices.itemNotOnInvoice': 'Diese Position gehört nicht zur Rechnung',
  'invoices.creditLeft': 'Von „{item}“ können höchstens noch {quantity} gutgeschrieben werden',
  'invoices.creditedInFull': 'Die Rechnung {number} ist bereits vollständig gutgeschrieben',
  'invoices.creditOverTotal': 'Die Rechnungskorrekturen zu {number} würden mehr als ihren Gesamtbetrag zurücknehmen',
  'invoices.refundOverPaid': 'Die Erstattung darf nicht höher sein als das, was auf {number} bezahlt wurde',
  'invoices.refundOverCreditNote': 'Die Erstattung darf den Betrag der Rechnungskorrektur nicht übersteigen',
  'invoices.eInvoiceDraft': 'Stellen Sie die Rechnung zuerst: ein Entwurf hat keine E-Rechnung.',
  'invoices.isDraft': 'Die Rechnung ist ein Entwurf',
  'invoices.eInvoiceLacks': 'Der E-Rechnung fehlt: {missing}.',
  // Angebote.
  'quotes.notFound': 'Angebot nicht gefunden',
  'quotes.expired': 'Dieses Angebot war bis {date} gültig. Bitten Sie das Atelier um ein neues.',
  'quotes.declined': 'Dieses Angebot wurde abgelehnt.',
  'quotes.acceptedAlready': 'Dieses Angebot wurde bereits angenommen.',
  'quotes.locked':
    'Dieses Angebot wurde angenommen oder abgelehnt und kann nicht mehr geändert werden. Erstellen Sie stattdessen ein neues.',
  'quotes.acceptedKept':
    'Ein angenommenes Angebot bleibt mit seinem Auftrag und seiner Anzahlungsrechnung erhalten; es kann nicht gelöscht werden.',
  'quotes.discountOverSubtotal': 'Der Rabatt darf die Zwischensumme nicht übersteigen',
  'quotes.totalTooLarge': 'Der Angebotsbetrag ist zu hoch',
  'quotes.depositOverTotal': 'Die Anzahlung darf den Gesamtbetrag nicht übersteigen',
  'quotes.projectOtherClient': 'Dieser Auftrag gehört einem anderen Kunden. Wählen Sie einen Auftrag dieses Kunden.',
  'quotes.chooseClientProject': 'Wählen Sie einen Auftrag dieses Kunden',
  'quotes.projectCancelledChoose': 'Dieser Auftrag wurde storniert. Wählen Sie einen offenen Auftrag oder keinen.',
  'quotes.projectCancelled': 'Dieser Auftrag wurde storniert',
  'quotes.serviceNotFound': 'Leistung nicht gefunden',
  'quotes.serviceNotOffered': 'Die Leistung {name} wird nicht mehr angeboten',
  'quotes.materialNotFound': 'Material nicht gefunden',
  'quotes.quantityRequired': 'Die Menge ist erforderlich (kein Schnittlagebild dieses Kunden verwendet dieses Material)',
  'quotes.materialNoCost': '{name} hat keinen Einkaufspreis: tragen Sie zuerst seinen Preis beim Material ein',
  // Verträge.
  'contracts.notFound': 'Vertrag nicht gefunden',
  'contracts.templateNotFound': 'Vertragsvorlage nicht gefunden',
  'contracts.signed':
    'Dieser Vertrag ist unterschrieben und kann sich nicht mehr ändern. Erstellen Sie eine neue Version, um ihn zu ändern.',
  'contracts.sentFrozen':
    'Dieser Vertrag wurde zur Unterschrift gesendet und sein Text ist festgeschrieben. Erstellen Sie eine neue Version, um ihn zu ändern.',
  'contracts.chooseTemplate': 'Wählen Sie eine Vorlage oder schreiben Sie den Vertragstext',
  'contracts.textRequired': 'Der Vertragstext ist erforderlich',
  'contracts.stillDraft': 'Dieser Vertrag ist noch ein Entwurf: ändern Sie ihn direkt.',
  'contracts.clientSigned':
    'Der Kunde hat diesen Vertrag unterschrieben: zeichnen Sie ihn gegen und erstellen Sie dann eine neue Version, um ihn zu ändern.',
  'contracts.newerVersion': 'Dieser Vertrag hat bereits eine neuere Version.',
  'contracts.notSignedYet': 'Der Kunde hat diesen Vertrag noch nicht unterschrieben. Zeichnen Sie ihn gegen, sobald er es getan hat.',
  'contracts.signatureUnreadable':
    'Die gezeichnete Unterschrift konnte nicht gelesen werden. Löschen Sie sie und unterschreiben Sie erneut, oder tippen Sie Ihren Namen.',
  'contracts.fieldsEmpty':
    'Diese Felder sind leer: {names}. Füllen Sie sie aus oder tippen Sie ihre Werte in den Text, und senden Sie dann.',
  'contracts.fieldEmpty': '{name} ist leer',
  'contracts.namedClientNoEmail': '{name} hat keine E-Mail-Adresse. Ergänzen Sie eine, um den Vertrag zu senden.',
  'contracts.thisClientNoEmail': 'Dieser Kunde hat keine E-Mail-Adresse. Ergänzen Sie eine, um den Vertrag zu senden.',
  'contracts.clientNoEmail': 'Der Kunde hat keine E-Mail-Adresse',
  'contracts.changedMeanwhile': 'Dieser Vertrag wurde inzwischen geändert. Laden Sie ihn neu und versuchen Sie es noch einmal.',
  // Steuern.
  'tax.rateNotFound': 'Steuersatz nicht gefunden',
  'tax.invalidRate': 'Ungültiger Steuersatz',
  'tax.tooManyRates': 'Ein Atelier hat höchstens {max} Steuersätze',
  'tax.chooseRate': 'Wählen Sie einen der Steuersätze des Ateliers',
  'tax.vatNumberRequired': 'Die USt-IdNr. ist erforderlich, solange Sie steuerlich registriert sind',
  'tax.companyNumberRequired': 'Die Registernummer (SIREN oder SIRET) ist in Frankreich Pflicht',
  'tax.addressRequired': 'Die Adresse ist in Frankreich Pflicht',
  'tax.postcodeRequired': 'Die Postleitzahl ist in Frankreich Pflicht',
  'tax.cityRequired': 'Der Ort ist in Frankreich Pflicht',
  'tax.countryRequired': 'Für eine E-Rechnung ist das Land erforderlich',
  'tax.identifierRequired': 'Für eine E-Rechnung ist eine Registernummer oder eine USt-IdNr. erforderlich',
  'tax.clientNameRequired': 'Der Name des Kunden ist erforderlich',
  'tax.missingTerm': '{missing} ({term})',
  // Buchhaltungsexport.
  'accounting.toBeforeFrom': 'Das Enddatum muss gleich dem Startdatum sein oder danach liegen',
  'accounting.fecOneYear':
    'Eine FEC umfasst ein Geschäftsjahr: das Enddatum muss spätestens der {end} sein, oder exportieren Sie jedes Jahr einzeln',
  'accounting.journalMaxDays': 'Das Journal umfasst höchstens {max} Tage',
  // Vergütung.
  'pay.endBeforeStart': 'Das Enddatum darf nicht vor dem Startdatum liegen',
  'pay.periodMaxDays': 'Ein Zeitraum umfasst höchstens {max} Tage',
  'pay.rateNotFound': 'Stücklohn nicht gefunden',
  'pay.stageRateTaken': 'Der Arbeitsschritt {stage} hat bereits einen Stücklohn',
  'pay.garmentRateTaken': 'Der Arbeitsschritt {stage} hat für dieses Kleidungsstück bereits einen Stücklohn',
  'pay.memberNotFound': 'Mitglied nicht gefunden',
  'pay.ownPayOnly': 'Sie können nur Ihre eigene Vergütung sehen.',
  // Bestellungen.
  'purchase-orders.notFound': 'Bestellung nicht gefunden',
  'purchase-orders.materialNotFound': 'Material nicht gefunden',
  'purchase-orders.gownNotOnOrder': 'Dieses Kleid steht nicht auf dieser Bestellung: Bestellen Sie es über ihre Sonderbestellung',
  'purchase-orders.sentNotChanged':
    'Die Bestellung {number} hat den Status „Gesendet“: nur ein Entwurf kann geändert werden. Stornieren Sie sie stattdessen.',
  'purchase-orders.sentNotDeleted':
    'Die Bestellung {number} hat den Status „Gesendet“: nur ein Entwurf kann gelöscht werden. Stornieren Sie sie stattdessen.',
  'purchase-orders.partlyReceivedNotChanged':
    'Die Bestellung {number} hat den Status „Teilweise erhalten“: nur ein Entwurf kann geändert werden. Stornieren Sie sie stattdessen.',
  'purchase-orders.partlyReceivedNotDeleted':
    'Die Bestellung {number} hat den Status „Teilweise erhalten“: nur ein Entwurf kann gelöscht werden. Stornieren Sie sie stattdessen.',
  'purchase-orders.receivedNotChanged': 'Die Bestellung {number} hat den Status „Erhalten“: nur ein Entwurf kann geändert werden.',
  'purchase-orders.receivedNotDeleted': 'Die Bestellung {number} hat den Status „Erhalten“: nur ein Entwurf kann gelöscht werden.',
  'purchase-orders.cancelledNotChanged': 'Die Bestellung {number} hat den Status „Storniert“: nur ein Entwurf kann geändert werden.',
  'purchase-orders.cancelledNotDeleted': 'Die Bestellung {number} hat den Status „Storniert“: nur ein Entwurf kann gelöscht werden.',
  'purchase-orders.sentNotMarkedSent': 'Die Bestellung {number} hat den Status „Gesendet“: sie kann nicht als gesendet markiert werden.',
  'purchase-orders.partlyReceivedNotMarkedSent':
    'Die Bestellung {number} hat den Status „Teilweise erhalten“: sie kann nicht als gesendet markiert werden.',
  'purchase-orders.receivedNotMarkedSent':
    'Die Bestellung {number} hat den Status „Erhalten“: sie kann nicht als gesendet markiert werden.',
  'purchase-orders.cancelledNotMarkedSent':
    'Die Bestellung {number} hat den Status „Storniert“: sie kann nicht als gesendet markiert werden.',
  'purchase-orders.draftNotMarkedCancelled':
    'Die Bestellung {number} hat den Status „Entwurf“: sie kann nicht als storniert markiert werden.',
  'purchase-orders.receivedNotMarkedCancelled':
    'Die Bestellung {number} hat den Status „Erhalten“: sie kann nicht als storniert markiert werden.',
  'purchase-orders.cancelledNotMarkedCancelled':
    'Die Bestellung {number} hat den Status „Storniert“: sie kann nicht als storniert markiert werden.',
  'purchase-orders.draftNotReceived':
    'Die Bestellung {number} hat den Status „Entwurf“: senden Sie sie, bevor Sie einen Wareneingang erfassen.',
  'purchase-orders.receivedNoMore': 'Die Bestellung {number} hat den Status „Erhalten“: darauf wird kein Wareneingang mehr erfasst.',
  'purchase-orders.cancelledNoMore': 'Die Bestellung {number} hat den Status „Storniert“: darauf wird kein Wareneingang mehr erfasst.',
  'purchase-orders.lineNotOnOrder': 'Diese Position steht nicht auf der Bestellung {number}',
  'purchase-orders.materialGone':
    '{name} gehört nicht mehr zu den Materialien des Ateliers: legen Sie es erneut an, um den Wareneingang zu erfassen',
  'purchase-orders.leftMetres': 'Von {name} (Position {line}) stehen auf der Bestellung {number} nur noch {quantity} m aus',
  'purchase-orders.leftUnit': 'Von {name} (Position {line}) steht auf der Bestellung {number} nur noch {quantity} Stück aus',
  'purchase-orders.leftUnits': 'Von {name} (Position {line}) stehen auf der Bestellung {number} nur noch {quantity} Stück aus',
};
