import type { EN_WORKSHOP } from '../en/workshop.js';

/**
 * The refusals of clients, projects, stages, tickets, measurements, materials, suppliers, garments,
 * services, the studio, and lib/plugins (decision 200); the type asks for every English key.
 */
export const DE_WORKSHOP: Record<keyof typeof EN_WORKSHOP, string> = {
  // Clients.
  'clients.notFound': 'Kunde nicht gefunden',
  // Projects.
  'projects.notFound': 'Auftrag nicht gefunden',
  // Production stages.
  'stages.notFound': 'Arbeitsschritt nicht gefunden',
  'stages.memberNotFound': 'Mitglied nicht gefunden',
  'stages.tooMany': 'Ein Auftrag hat höchstens {max} Arbeitsschritte',
  'stages.listEveryStage': 'Geben Sie jeden Arbeitsschritt des Auftrags genau einmal an und keinen anderen',
  'stages.garmentWithoutStages': 'Dieses Kleidungsstück hat keine Arbeitsschritte zu durchlaufen',
  'stages.garmentMovedOn': 'Dieses Kleidungsstück ist schon weiter: Scannen Sie es erneut',
  // Tickets.
  'tickets.notFound': 'Abholschein nicht gefunden',
  'tickets.garmentNotFound': 'Kleidungsstück nicht gefunden',
  'tickets.serviceNotFound': 'Leistung nicht gefunden',
  'tickets.serviceRetired': 'Die Leistung {service} wird nicht mehr angeboten',
  'tickets.tooManyLines': 'Höchstens {max} Positionen pro Abholschein',
  'tickets.totalTooLarge': 'Der Gesamtbetrag des Abholscheins ist zu hoch',
  'tickets.depositOverTotal': 'Die Anzahlung darf den Gesamtbetrag ({total}) nicht übersteigen',
  'tickets.balanceDue':
    'Auf diesem Abholschein ist noch ein Betrag ({balance}) offen: Kassieren Sie ihn, bevor Sie ihn als abgeholt markieren',
  'tickets.balanceDueUntold': 'Auf diesem Abholschein ist noch ein Betrag offen: Kassieren Sie ihn, bevor Sie ihn als abgeholt markieren',
  'tickets.workStarted': 'Die Arbeit am Kleidungsstück {garment} hat begonnen: Es kann nicht mehr vom Abholschein entfernt werden',
  'tickets.invoicePaid': 'Die Rechnung des Abholscheins ist bezahlt: Seine Leistungen können sich nicht mehr ändern',
  'tickets.totalBelowPaid': 'Der neue Gesamtbetrag wäre niedriger als der bereits bezahlte ({paid})',
  'tickets.collected': 'Dieser Abholschein wurde abgeholt: Er ändert sich nicht mehr',
  // Measurements.
  'measurements.notFound': 'Maße nicht gefunden',
  'measurements.templateNeedsOther': 'Maße, die mit einer Vorlage für Kleidungsstücke genommen werden, haben die Art „Sonstiges“.',
  'measurements.clientFixed': 'Der Kunde von Maßen kann nicht geändert werden.',
  // Materials.
  'materials.notFound': 'Material nicht gefunden',
  'materials.widthRequired': 'Für einen Stoff ist die Breite erforderlich',
  'materials.setAside': '{material} ist für einen Auftrag zurückgelegt. Geben Sie es zuerst frei oder schneiden Sie es zu.',
  // Materials short of stock (decision 142): the amount in metres, one unit or units.
  'materials.belowSetAsideMetres': '{material} kann nicht unter die {amount} m fallen, die für Aufträge zurückgelegt sind.',
  'materials.belowSetAsideUnit': '{material} kann nicht unter die {amount} Einheit fallen, die für Aufträge zurückgelegt ist.',
  'materials.belowSetAsideUnits': '{material} kann nicht unter die {amount} Einheiten fallen, die für Aufträge zurückgelegt sind.',
  'materials.onlyAvailableMetres': 'Von {material} sind nur {amount} m verfügbar.',
  'materials.onlyAvailableUnit': 'Von {material} ist nur {amount} Einheit verfügbar.',
  'materials.onlyAvailableUnits': 'Von {material} sind nur {amount} Einheiten verfügbar.',
  'materials.onlySetAsideMetres': 'Von {material} sind nur {amount} m für diesen Auftrag zurückgelegt.',
  'materials.onlySetAsideUnit': 'Von {material} ist nur {amount} Einheit für diesen Auftrag zurückgelegt.',
  'materials.onlySetAsideUnits': 'Von {material} sind nur {amount} Einheiten für diesen Auftrag zurückgelegt.',
  'materials.onlyCuttableMetres': 'Von {material} können nur {amount} m für diesen Auftrag zugeschnitten werden.',
  'materials.onlyCuttableUnit': 'Von {material} kann nur {amount} Einheit für diesen Auftrag zugeschnitten werden.',
  'materials.onlyCuttableUnits': 'Von {material} können nur {amount} Einheiten für diesen Auftrag zugeschnitten werden.',
  'materials.onlyReturnableMetres': 'Von {material} wurden nur {amount} m für diesen Auftrag zugeschnitten und nicht zurückgegeben.',
  'materials.onlyReturnableUnit': 'Von {material} wurde nur {amount} Einheit für diesen Auftrag zugeschnitten und nicht zurückgegeben.',
  'materials.onlyReturnableUnits': 'Von {material} wurden nur {amount} Einheiten für diesen Auftrag zugeschnitten und nicht zurückgegeben.',
  // A project's materials.
  'projectMaterials.lineNotFound': 'Materialposition nicht gefunden',
  'projectMaterials.alreadyListed': '{material} ist schon im Material dieses Auftrags: Ändern Sie dort die Menge.',
  'projectMaterials.tooMany': 'Ein Auftrag umfasst höchstens {max} Materialien.',
  'projectMaterials.allReserved': 'Alles, was diese Position braucht, ist bereits zurückgelegt oder zugeschnitten.',
  'projectMaterials.nothingReserved': 'Für diese Position ist nichts zurückgelegt: Geben Sie an, wie viel zugeschnitten werden soll.',
  // Suppliers.
  'suppliers.notFound': 'Lieferant nicht gefunden',
  'suppliers.hasOrder': '{supplier} hat 1 Bestellung und bleibt deshalb erhalten.',
  'suppliers.hasOrders': '{supplier} hat {count} Bestellungen und bleibt deshalb erhalten.',
  // Garments (scanned by their code).
  'garments.notFound': 'Kleidungsstück nicht gefunden',
  'garments.withoutStages': 'Dieses Kleidungsstück hat keine Arbeitsschritte zu durchlaufen',
  'garments.tooManyUnknownCodes':
    'Zu viele Codes, die zu keinem Kleidungsstück gehören. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  // Garment templates.
  'garmentTemplates.notFound': 'Vorlage für Kleidungsstück nicht gefunden',
  'garmentTemplates.nameTaken': 'Ihr Atelier hat bereits ein Kleidungsstück namens „{name}“. Wählen Sie einen anderen Namen.',
  'garmentTemplates.tooMany':
    'Ein Atelier kann höchstens {max} Vorlagen für Kleidungsstücke haben. Löschen Sie eine, die Sie nicht mehr nutzen, um eine neue hinzuzufügen.',
  // The price list's services.
  'services.notFound': 'Leistung nicht gefunden',
  'services.nameTaken': 'Die Preisliste enthält bereits eine Leistung namens {name}',
  'designerStyles.numberTaken': 'Dieser Designer hat bereits ein Modell mit der Nummer {number}',
  'sizeCharts.nameTaken': 'Dieser Designer hat bereits eine Größentabelle namens {name}',
  'record.designerStyleNotFound': 'Modell nicht gefunden',
  'record.designerNotFound': 'Designer nicht gefunden',
  'record.sizeChartNotFound': 'Größentabelle nicht gefunden',
  'record.pieceNotFound': 'Stück nicht gefunden',
  'pieces.notFound': 'Kein Stück hat diesen Code',
  'pieces.sizeNotOffered': 'Dieses Modell gibt es nicht in Größe {size}',
  'pieces.colourNotOffered': 'Dieses Modell gibt es nicht in {colour}',
  'specialOrders.checkInFirst': 'Das Kleid wird mit „Einchecken“ erfasst, das es zu einem etikettierten Stück macht',
  'specialOrders.alterationsFirst': 'Die Änderungen werden mit „In die Änderung geben“ geöffnet, das ihr Projekt anlegt',
  'specialOrders.outOfOrder':
    'Diese Bestellung steht nicht beim vorherigen Schritt: Sie wurde vielleicht auf einem anderen Gerät weitergeführt. Laden Sie neu, um den Stand zu sehen.',
  'specialOrders.depositAbovePrice': 'Die Anzahlung darf den Preis nicht übersteigen',
  'specialOrders.invoiced': 'Diese Bestellung hat bereits ihre Rechnung: Öffnen Sie sie über die Bestellung.',
  'specialOrders.agreed': 'Diese Bestellung hat bereits ihre Vereinbarung: Öffnen Sie sie über die Bestellung.',
  'specialOrders.onDesignerOrder': '{style} in Größe {size} ist bereits beim Designer bestellt.',
  'specialOrders.designerGone': 'Der Designer {name} ist nicht mehr im Katalog: Bestellen Sie dieses Kleid von Hand.',
  'specialOrders.styleGone':
    'Das Modell {style} ist nicht mehr im Katalog: Fügen Sie es wieder hinzu, um das Kleid als Stück einzuchecken.',
  'record.specialOrderNotFound': 'Sonderbestellung nicht gefunden',
  // The studio's settings.
  'studio.preferencesByManager': 'Währung, Zeitzone und Papierformat des Ateliers legen der Inhaber oder ein Manager fest.',
  // Health.
  'health.databaseDown': 'Die Datenbank antwortet nicht.',
  // A record an id names, by the noun its route declares (lib/record-not-found.ts).
  'record.appointmentTypeNotFound': 'Terminart nicht gefunden',
  'record.clientNotFound': 'Kunde nicht gefunden',
  'record.contractNotFound': 'Vertrag nicht gefunden',
  'record.contractTemplateNotFound': 'Vertragsvorlage nicht gefunden',
  'record.correctionNotFound': 'Korrektur nicht gefunden',
  'record.cuttingLayoutNotFound': 'Schnittlagebild nicht gefunden',
  'record.eventNotFound': 'Termin nicht gefunden',
  'record.fittingNotFound': 'Anprobe nicht gefunden',
  'record.garmentTemplateNotFound': 'Vorlage für Kleidungsstück nicht gefunden',
  'record.groupNotFound': 'Gruppe nicht gefunden',
  'record.invitationNotFound': 'Einladung nicht gefunden',
  'record.invoiceNotFound': 'Rechnung nicht gefunden',
  'record.materialNotFound': 'Material nicht gefunden',
  'record.measurementNotFound': 'Maße nicht gefunden',
  'record.measurementRequestNotFound': 'Maßanfrage nicht gefunden',
  'record.memberNotFound': 'Mitglied nicht gefunden',
  'record.patternNotFound': 'Schnittmuster nicht gefunden',
  'record.payLedgerLineNotFound': 'Vergütungsposten nicht gefunden',
  'record.photoNotFound': 'Foto nicht gefunden',
  'record.pieceRateNotFound': 'Stücklohn nicht gefunden',
  'record.projectNotFound': 'Auftrag nicht gefunden',
  'record.purchaseOrderNotFound': 'Bestellung nicht gefunden',
  'record.quoteNotFound': 'Angebot nicht gefunden',
  'record.receiptNotFound': 'Beleg nicht gefunden',
  'record.serviceNotFound': 'Leistung nicht gefunden',
  'record.sessionNotFound': 'Sitzung nicht gefunden',
  'record.stockMovementNotFound': 'Lagerbewegung nicht gefunden',
  'record.supplierNotFound': 'Lieferant nicht gefunden',
  'record.taxRateNotFound': 'Steuersatz nicht gefunden',
  'record.ticketNotFound': 'Abholschein nicht gefunden',
  'record.changed': 'Dieser Eintrag wurde geändert, seit Sie ihn geladen haben.',
  // Signing in, sessions and API tokens (lib/authenticate.ts, lib/actor.ts, lib/declared-routes.ts).
  'session.signInNeeded': 'Bitte melden Sie sich dafür an.',
  'session.expired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'session.removedFromStudio': 'Sie gehören nicht mehr zum Atelier. Melden Sie sich erneut an, um Ihr eigenes zu nutzen.',
  'session.studioDeleted': 'Der Inhaber hat das Atelier gelöscht. Melden Sie sich erneut an, um ein eigenes Atelier zu nutzen.',
  'session.tokenInvalid': 'Dieses API-Token ist ungültig oder wurde widerrufen. Legen Sie in den Einstellungen ein neues an.',
  'session.tokenExpired': 'Dieses API-Token ist abgelaufen. Legen Sie in den Einstellungen ein neues an.',
  'session.tokenMemberGone': 'Dieses API-Token gehört einer Person, die nicht mehr zum Atelier gehört.',
  'session.roleRefused': 'Ihre Rolle in diesem Atelier erlaubt das nicht.',
  'session.tokenNotForAccount': 'API-Tokens können das Konto nicht verwalten. Melden Sie sich dafür an.',
  'session.tokenExcluded':
    'API-Tokens können weder API-Tokens noch das Team, die Abrechnung oder das Auszahlungskonto verwalten. Melden Sie sich dafür an.',
  'session.tokenReadOnly': 'Dieses API-Token darf nur lesen.',
  'session.tokenOffEnterprise':
    'Der API-Zugang gehört zum Tarif Enterprise, den dieses Atelier nicht mehr hat. ' +
    'Seine API-Tokens funktionieren wieder, sobald es zu Enterprise zurückkehrt.',
  'session.teamOffEnterprise':
    'Ihr Atelier ist nicht mehr im Tarif Enterprise, daher kann sein Team es nicht nutzen. ' +
    'Bitten Sie den Inhaber des Ateliers, Enterprise zu verlängern.',
  // Requests (lib and plugins).
  'request.checkTimedOut': '{check} hat nicht rechtzeitig geantwortet',
  'request.notReady': 'Nicht bereit: {checks} antwortet nicht.',
  'request.checkNotAnswering': '{check} antwortet nicht',
  'request.ifMatchInvalid': 'If-Match muss * sein oder ETags, wie diese API sie sendet.',
  'request.studioBusy':
    'In Ihrem Atelier werden gerade viele Dokumente erstellt. Bitte warten Sie einige Sekunden und versuchen Sie es erneut.',
  'request.restarting': 'Der Server startet neu. Bitte versuchen Sie es gleich noch einmal.',
  'request.recovering': 'Dies ist kurz nicht verfügbar, während sich der Dienst erholt. Bitte versuchen Sie es in einer Minute erneut.',
  'request.tooManyAttempts': 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'request.cursorInvalid': 'Der Cursor gilt nicht für diese Liste; laden Sie die Liste ab ihrer ersten Seite neu',
  'request.cursorExpired': 'Der Cursor ist abgelaufen; laden Sie die Liste ab ihrer ersten Seite neu',
  'request.formTooManyParts': 'Das Formular hat zu viele Teile. {hint}',
  'request.multipartUnreadable': 'Der Multipart-Inhalt konnte nicht gelesen werden. {hint}',
  'request.idempotencyKeyInvalid': 'Idempotency-Key muss aus 1 bis 255 druckbaren ASCII-Zeichen bestehen.',
  'request.idempotencyKeyReused': 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  'request.idempotencyKeyInProgress':
    'Eine Anfrage mit diesem Idempotency-Key wird noch bearbeitet. Bitte versuchen Sie es gleich noch einmal.',
  'request.smsNotSent':
    'Der SMS-Anbieter hat die Nachricht nicht angenommen. Es wurde nichts gesendet; bitte versuchen Sie es später erneut.',
  'request.documentChanged':
    'Dies hat sich geändert, seit Sie es geöffnet haben. Lesen Sie die neue Fassung und nehmen Sie sie erneut an, wenn sie Ihnen zusagt.',
  'request.noRoute': 'Keine Route für {method} {path}',
  'request.metricsToken': 'Senden Sie das Metrik-Token als Bearer-Token.',
  'request.urlHoldsNul': 'Die Adresse der Anfrage ist ungültig: Sie enthält ein NUL-Zeichen.',
  // A studio's work bounded in time (lib/studio-limits.ts).
  'request.tooManyInvoicePdfs': 'Zu viele Rechnungs-PDFs in kurzer Zeit. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'request.tooManyPurchaseOrderPdfs': 'Zu viele Bestellungs-PDFs in kurzer Zeit. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'request.tooManyQuotePdfs': 'Zu viele Angebots-PDFs in kurzer Zeit. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'request.tooManyPayStatements':
    'Zu viele Vergütungsabrechnungen in kurzer Zeit. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'request.tooManyTagsPrinted':
    'Zu viele Abholscheine und Etiketten in kurzer Zeit gedruckt. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'request.tooManyCuttingLayouts': 'Zu viele Schnittlagebilder in kurzer Zeit. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'request.tooManyContractPdfs': 'Zu viele Vertrags-PDFs in kurzer Zeit. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'request.tooManyContractsSent': 'Zu viele Verträge in der letzten Stunde gesendet. Bitte versuchen Sie es später erneut.',
  'request.tooManyInvoicesSent': 'Zu viele Rechnungen in der letzten Stunde gesendet. Bitte versuchen Sie es später erneut.',
  'request.tooManyQuotesSent': 'Zu viele Angebote in der letzten Stunde gesendet. Bitte versuchen Sie es später erneut.',
  'request.tooManyReceiptDownloads': 'Zu viele Beleg-Downloads. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'request.tooManyPatternDownloads': 'Zu viele Schnittmuster-Downloads. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'request.tooManyPatternImages': 'Zu viele Schnittmusterbilder geladen. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'request.tooManyPatternCopies': 'Zu viele Schnittmuster kopiert. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'request.tooManyPhotos': 'Zu viele Fotos in kurzer Zeit hochgeladen. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  'request.tooManyInvitations': 'Heute wurden zu viele Einladungen gesendet. Bitte versuchen Sie es morgen erneut.',
  'request.tooManyMeasurementRequests': 'Zu viele Maßanfragen in der letzten Stunde. Bitte versuchen Sie es später erneut.',
  'request.tooManyAccountingExports':
    'Zu viele Buchhaltungsexporte in kurzer Zeit. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'request.tooManyExports': 'Zu viele Exporte. Bitte versuchen Sie es später erneut.',
};
