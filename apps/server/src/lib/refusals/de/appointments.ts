import type { EN_APPOINTMENTS } from '../en/appointments.js';

/** The refusals of bookings, calendar, fittings, groups, messaging, portal, measurement requests (decision 200); the type asks for every English key. */
export const DE_APPOINTMENTS: Record<keyof typeof EN_APPOINTMENTS, string> = {
  // Bookings: appointment types, the public booking page, deposits and the portal's moves (decisions 156, 157).
  'bookings.chooseMembers': 'Wählen Sie Mitglieder Ihres Ateliers',
  'bookings.depositOverPrice': 'Die Anzahlung darf den Preis nicht übersteigen',
  'bookings.typeNotFound': 'Terminart nicht gefunden',
  'bookings.noDeposits': 'Dieses Atelier kann gerade keine Anzahlungen annehmen.',
  'bookings.phoneUnreadable': 'Geben Sie eine lesbare Telefonnummer ein, bei ausländischen Nummern mit Ländervorwahl (+33…)',
  'bookings.groupCodeUnknown': 'Keine Gruppe dieses Ateliers hat diesen Code. Bitte fragen Sie beim Atelier nach.',
  'bookings.slotTaken': 'Diese Zeit wurde gerade vergeben. Wählen Sie eine andere.',
  'bookings.dayFull': 'Das Atelier nimmt an diesem Tag keine Onlinebuchungen mehr an. Wählen Sie einen anderen Tag.',
  'bookings.memberNotOffering': 'Diese Person bietet diese Terminart nicht an. Wählen Sie eine andere.',
  'bookings.timePassed': 'Diese Zeit ist bereits vorbei. Wählen Sie eine andere.',
  'bookings.appointmentNotFound': 'Termin nicht gefunden',
  'bookings.noticePassed':
    'Dieser Termin kann hier nicht mehr geändert werden: Das Atelier bittet um {hours} Stunden Vorlauf. Bitte rufen ' +
    'Sie das Atelier an oder schreiben Sie ihm.',
  'bookings.noPage': 'Unter dieser Adresse nimmt kein Atelier Buchungen an',
  'bookings.typeNotBookable': 'Diese Terminart kann nicht gebucht werden. Wählen Sie eine andere.',
  'bookings.bookingNotFound': 'Buchung nicht gefunden',
  'bookings.slugTaken': 'Ein anderes Atelier nutzt diese Seitenadresse bereits. Wählen Sie eine andere.',
  'bookings.stripeUnreachable': 'Stripe ist nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  'bookings.stripeNotSetUp': 'Stripe ist auf diesem Server nicht eingerichtet: Anzahlungen auf Ihr eigenes Konto sind hier nicht möglich.',
  // Calendar: events, ranges and the feed (decision 032).
  'calendar.feedNotFound': 'Kalenderabo nicht gefunden',
  'calendar.rangeEndBeforeStart': 'Das Enddatum muss nach dem Startdatum liegen',
  'calendar.rangeTooLong': 'Ein Kalenderzeitraum darf höchstens 1 Jahr umfassen',
  'calendar.endBeforeStart': 'Die Endzeit muss nach der Startzeit liegen',
  'calendar.tooLong': 'Ein Termin darf höchstens {days} Tage dauern',
  'calendar.clientNotFound': 'Kunde nicht gefunden',
  'calendar.eventNotFound': 'Termin nicht gefunden',
  // Fittings and their corrections (decision 086).
  'fittings.notCorrectable': '{name} ist keine Option von {design}, die sich bei einer Anprobe korrigieren lässt',
  'fittings.correctedIn': '{name} wird in {unit} korrigiert',
  'fittings.correctedInEither': '{name} wird in {first} oder {second} korrigiert',
  'fittings.designNotFound': 'Design nicht gefunden',
  'fittings.projectNotFound': 'Auftrag nicht gefunden',
  'fittings.fittingNotFound': 'Anprobe nicht gefunden',
  'fittings.correctionNotFound': 'Korrektur nicht gefunden',
  'fittings.eventNotOfClient': 'Kalendertermin dieses Kunden nicht gefunden',
  'fittings.tooMany': 'Ein Auftrag hat höchstens {max} Anproben. Löschen Sie eine, um eine weitere zu erfassen.',
  'fittings.correctionNotOfFitting': 'Korrektur dieser Anprobe nicht gefunden',
  'fittings.correctionTwice': 'Senden Sie jede Korrektur nur einmal',
  // Groups such as wedding parties, their members and invoices (decision 160).
  'groups.groupNotFound': 'Gruppe nicht gefunden',
  'groups.memberNotFound': 'Mitglied nicht gefunden',
  'groups.clientNotFound': 'Kunde nicht gefunden',
  'groups.projectNotFound': 'Auftrag nicht gefunden',
  'groups.choosePayer': 'Wählen Sie, wer für die Gruppe zahlt',
  'groups.nothingToInvoice': 'Kein Mitglied mehr abzurechnen: Jedes ist bereits abgerechnet oder hat keinen Preis',
  'groups.full': 'Eine Gruppe hat höchstens {max} Mitglieder. Legen Sie für die übrigen eine weitere Gruppe an.',
  'groups.alreadyMember': '{name} ist bereits Mitglied dieser Gruppe.',
  'groups.alreadyMemberField': 'Bereits Mitglied dieser Gruppe',
  // Messaging: messages to clients by email, SMS or WhatsApp (decisions 083, 105).
  'messaging.noEmail': '{name} hat keine E-Mail-Adresse. Tragen Sie zuerst eine beim Kunden ein.',
  'messaging.noEmailUnnamed': 'Dieser Kunde hat keine E-Mail-Adresse. Tragen Sie zuerst eine beim Kunden ein.',
  'messaging.noEmailField': 'Der Kunde hat keine E-Mail-Adresse',
  'messaging.noPhone': '{name} hat keine Telefonnummer. Tragen Sie zuerst eine beim Kunden ein.',
  'messaging.noPhoneUnnamed': 'Dieser Kunde hat keine Telefonnummer. Tragen Sie zuerst eine beim Kunden ein.',
  'messaging.noPhoneField': 'Der Kunde hat keine Telefonnummer',
  'messaging.noCountry': 'Ergänzen Sie die Ländervorwahl in der Telefonnummer des Kunden oder legen Sie das Land Ihres Ateliers fest',
  'messaging.phoneUnreadable': 'Die Telefonnummer von {name} ist nicht lesbar. Prüfen Sie sie auf der Kundenkarte.',
  'messaging.phoneUnreadableUnnamed': 'Die Telefonnummer des Kunden ist nicht lesbar. Prüfen Sie sie auf der Kundenkarte.',
  'messaging.smsSatellite': 'An Satellitennummern (+{code}…) werden keine SMS gesendet. Wählen Sie für diesen Kunden E-Mail oder WhatsApp.',
  'messaging.smsInternationalNetwork':
    'An Nummern internationaler Netze (+{code}…) werden keine SMS gesendet. Wählen Sie für diesen Kunden E-Mail oder WhatsApp.',
  'messaging.smsSharedCost':
    'An Shared-Cost-Nummern (+{code}…) werden keine SMS gesendet. Wählen Sie für diesen Kunden E-Mail oder WhatsApp.',
  'messaging.smsPremiumRate': 'An Mehrwertnummern (+{code}…) werden keine SMS gesendet. Wählen Sie für diesen Kunden E-Mail oder WhatsApp.',
  'messaging.clientNotFound': 'Kunde nicht gefunden',
  'messaging.templateNotFound': 'Nachrichtenvorlage nicht gefunden',
  'messaging.invoiceNotFound': 'Rechnung nicht gefunden',
  'messaging.projectNotFound': 'Auftrag nicht gefunden',
  'messaging.eventNotFound': 'Termin nicht gefunden',
  // The client portal (decision 082).
  'portal.linkGone': 'Dieser Link ist nicht mehr aktiv',
  'portal.appointmentNotFound': 'Termin nicht gefunden',
  'portal.invoiceNotFound': 'Rechnung nicht gefunden',
  'portal.clientNotFound': 'Kunde nicht gefunden',
  // Measurement requests: what a client measures at home (decision 084).
  'measurement-requests.requestNotFound': 'Maßanfrage nicht gefunden',
  'measurement-requests.clientNotFound': 'Kunde nicht gefunden',
  'measurement-requests.templateNotFound': 'Vorlage für Kleidungsstücke nicht gefunden',
  'measurement-requests.templateEmpty': '{name} hat keine Maße, die angefragt werden können.',
  'measurement-requests.pending':
    'Für diesen Kunden wartet bereits eine Maßanfrage für „{name}“. Ziehen Sie sie zurück oder geben Sie das ' +
    'Gesendete frei bzw. lehnen Sie es ab, bevor Sie erneut anfragen.',
  'measurement-requests.notAsked': '„{name}“ gehört nicht zu den angefragten Maßen',
  'measurement-requests.listedTwice': '„{name}“ steht zweimal in der Liste; senden Sie jedes Maß nur einmal',
  'measurement-requests.alreadyDecidedByStudio': 'Das Atelier hat diese Maße bereits erhalten und darüber entschieden.',
  'measurement-requests.notSentYet': 'Der Kunde hat seine Maße noch nicht gesendet.',
  'measurement-requests.notSentCancelInstead': 'Der Kunde hat seine Maße noch nicht gesendet: Ziehen Sie die Anfrage stattdessen zurück.',
  'measurement-requests.sentApproveOrReject': 'Der Kunde hat seine Maße bereits gesendet: Geben Sie sie frei oder lehnen Sie sie ab.',
  'measurement-requests.decided': 'Über diese Anfrage wurde bereits entschieden.',
  'measurement-requests.newValues':
    'Der Kunde hat neue Werte gesendet, seit Sie sie geöffnet haben. Sehen Sie sie vor der Freigabe noch einmal an.',
  // The booking page's and the portal's bounds (decision 156).
  'bookings.tooManyFromNetwork': 'Zu viele Anfragen aus Ihrem Netzwerk. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'bookings.pageBusy': 'Diese Buchungsseite ist gerade sehr gefragt. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'bookings.tooManyBookingsFromNetwork':
    'Zu viele Buchungen aus Ihrem Netzwerk. Bitte warten Sie einige Minuten oder rufen Sie das Atelier an.',
  'bookings.studioBusy':
    'Dieses Atelier hat in kurzer Zeit viele Buchungen erhalten. Bitte versuchen Sie es später erneut oder rufen Sie das Atelier an.',
  'portal.openedTooOften': 'Diese Seite wurde in kurzer Zeit zu oft geöffnet. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'portal.tooManyFromNetwork': 'Zu viele Anfragen aus Ihrem Netzwerk. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'portal.sentTooMuch':
    'Sie haben dem Atelier in kurzer Zeit sehr viel gesendet. Bitte warten Sie einige Minuten oder rufen Sie das Atelier an.',
  'portal.tooManyFromNetworkMinutes': 'Zu viele Anfragen aus Ihrem Netzwerk. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  'portal.invoiceDownloadedTooOften':
    'Diese Rechnung wurde in kurzer Zeit zu oft heruntergeladen. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  'portal.invoicesDownloadedTooOften':
    'Rechnungen wurden in kurzer Zeit zu oft heruntergeladen. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
};
