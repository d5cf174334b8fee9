import type { EN_CORE } from '../en/core.js';

/** The server's refusals in German (decisions 200, 203); the type asks for every English key. */
export const DE_CORE: Record<keyof typeof EN_CORE, string> = {
  'plan.invoices': 'Rechnungen sind in den Tarifen Premium und Enterprise enthalten. Wechseln Sie den Tarif, um sie zu nutzen.',
  'plan.calendar': 'Wechseln Sie zu einem höheren Tarif, um diese Funktion zu nutzen …',
  'plan.analytics':
    'Auswertungen sind in den Tarifen Premium und Enterprise enthalten. Wechseln Sie den Tarif, um die Zahlen Ihres Ateliers zu sehen.',
  'plan.advancedAnalytics': 'Eigene Zeiträume und CSV-Downloads gehören zu den erweiterten Auswertungen des Tarifs Enterprise.',
  'plan.timeline':
    'Arbeitsschritte sind in den Tarifen Premium und Enterprise enthalten. Wechseln Sie den ' +
    'Tarif, um jeden Auftrag Schritt für Schritt zu verfolgen.',
  'plan.garmentTemplates':
    'Eigene Vorlagen für Kleidungsstücke sind in den Tarifen Premium und Enterprise enthalten. Wechseln Sie den Tarif, um sie anzulegen.',
  'plan.team': 'Teams gehören zum Tarif Enterprise. Wechseln Sie den Tarif, um Personen in Ihr Atelier einzuladen.',
  'plan.branding':
    'Ein eigenes Erscheinungsbild gehört zum Tarif Enterprise. Wechseln Sie den Tarif, um Logo und Farbe auf Ihre Dokumente zu setzen.',
  'plan.apiTokens': 'Der API-Zugang gehört zum Tarif Enterprise. Wechseln Sie den Tarif, um API-Tokens anzulegen.',
  'plan.bookings':
    'Onlinebuchungen sind in den Tarifen Premium und Enterprise enthalten. Wechseln Sie den Tarif, ' +
    'damit Kunden buchen und eine Anzahlung leisten können.',
  'plan.quotes': 'Angebote sind in den Tarifen Premium und Enterprise enthalten. Wechseln Sie den Tarif, um sie zu versenden.',
  'plan.contracts':
    'Unterschriebene Verträge sind in den Tarifen Premium und Enterprise enthalten. Wechseln Sie den Tarif, damit Kunden sie unterschreiben.',
  'plan.groups':
    'Gruppen wie eine Hochzeitsgesellschaft sind in den Tarifen Premium und Enterprise enthalten. ' +
    'Wechseln Sie den Tarif, um eine ganze Gruppe einzukleiden.',
  'plan.clientPortal':
    'Das Kundenportal ist in den Tarifen Premium und Enterprise enthalten. Wechseln Sie den Tarif, um Ihren Kunden einen privaten Link zu geben.',
  'plan.materials':
    'Der Stoff- und Materialbestand ist in den Tarifen Premium und Enterprise enthalten. Wechseln ' +
    'Sie den Tarif, um Ihren Bestand in Atelier zu führen.',
  'plan.messagesToClients':
    'Nachrichten an Kunden per E-Mail oder SMS gehören zu den Tarifen Premium und Enterprise. Wechseln Sie den ' +
    'Tarif, um sie zu senden; Über WhatsApp teilen geht in jedem Tarif.',
  'plan.lapsed': 'Ihr Abonnement {plan} ist nicht aktiv. Verlängern Sie es auf der Preisseite, um dies wieder zu nutzen.',
  'payment.creditNote': 'Eine Rechnungskorrektur nimmt keine Zahlung an: zurückgezahltes Geld wird als ihre Erstattung erfasst',
  'payment.tooMany': 'Höchstens {max} Zahlungen pro Rechnung',
  'payment.fullyPaid': 'Diese Rechnung ist vollständig bezahlt',
  'payment.overBalance': 'Der Betrag darf den offenen Betrag ({balance}) nicht übersteigen',
  'payment.refundKept': 'Diese Erstattung erfolgte mit der Rechnungskorrektur {number}: sie bleibt bei ihr',
  'request.fieldRequired': '„{field}“ ist erforderlich',
  'request.unknownField': 'Unbekanntes Feld „{field}“',
  'request.invalidValue': 'Ungültiger Wert für „{field}“',
  'request.invalid': 'Die Anfrage ist ungültig.',
  'request.recordNotFound': 'Eintrag nicht gefunden',
  'request.badUrl': 'Die Adresse der Anfrage ist ungültig.',
  'request.unreadable': 'Die Anfrage konnte nicht gelesen werden.',
  'request.invalidJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'request.emptyJson': 'Der Inhalt der Anfrage ist leer; senden Sie ein JSON-Objekt.',
  'request.tooLarge': 'Der Inhalt der Anfrage ist zu groß.',
  'request.mediaType': 'Senden Sie den Inhalt der Anfrage als application/json.',
  'request.badLength': 'Die Länge des Anfrageinhalts ist falsch.',
  'request.tooManyRequests': 'Zu viele Anfragen. Bitte etwas langsamer.',
  'request.unavailable': 'Der Dienst ist kurz nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  'request.serverFault':
    'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut; wenn es wieder passiert, wenden Sie sich mit {requestId} an den Support.',
  'session.ended': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
};
