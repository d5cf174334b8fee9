import type { EN_APPOINTMENTS } from '../en/appointments.js';

/** The refusals of bookings, calendar, fittings, groups, messaging, portal, measurement requests (decision 200); the type asks for every English key. */
export const IT_APPOINTMENTS: Record<keyof typeof EN_APPOINTMENTS, string> = {
  // Bookings: appointment types, the public booking page, deposits and the portal's moves (decisions 156, 157).
  'bookings.chooseMembers': 'Scelga membri del Suo atelier',
  'bookings.depositOverPrice': 'L’acconto non può superare il prezzo',
  'bookings.typeNotFound': 'Tipo di appuntamento non trovato',
  'bookings.noDeposits': 'Al momento questo atelier non può ricevere acconti.',
  'bookings.phoneUnreadable': 'Inserisca un numero di telefono leggibile, con il prefisso internazionale (+33…) se è estero',
  'bookings.groupCodeUnknown': 'Nessun gruppo di questo atelier ha questo codice. Lo verifichi con l’atelier.',
  'bookings.slotTaken': 'Questo orario è appena stato preso. Ne scelga un altro.',
  'bookings.dayFull': 'L’atelier non accetta altre prenotazioni online in quel giorno. Scelga un altro giorno.',
  'bookings.memberNotOffering': 'Questa persona non riceve questo tipo di appuntamento. Ne scelga un’altra.',
  'bookings.timePassed': 'Questo orario è già passato. Ne scelga un altro.',
  'bookings.appointmentNotFound': 'Appuntamento non trovato',
  'bookings.noticePassed':
    'Questo appuntamento non si può più modificare qui: l’atelier chiede {hours} ore di preavviso. La preghiamo di ' +
    'chiamare o scrivere all’atelier.',
  'bookings.noPage': 'Nessun atelier accetta prenotazioni a questo indirizzo',
  'bookings.typeNotBookable': 'Questo tipo di appuntamento non è prenotabile. Ne scelga un altro.',
  'bookings.bookingNotFound': 'Prenotazione non trovata',
  'bookings.slugTaken': 'Un altro atelier usa già questo indirizzo di pagina. Ne scelga un altro.',
  'bookings.stripeUnreachable': 'Impossibile raggiungere Stripe. Riprovi tra un momento.',
  'bookings.stripeNotSetUp': 'Stripe non è configurato su questo server: qui non si possono ricevere acconti sul Suo conto.',
  // Calendar: events, ranges and the feed (decision 032).
  'calendar.feedNotFound': 'Abbonamento al calendario non trovato',
  'calendar.rangeEndBeforeStart': 'La data di fine deve essere successiva alla data di inizio',
  'calendar.rangeTooLong': 'Un intervallo del calendario può coprire al massimo 1 anno',
  'calendar.endBeforeStart': 'L’ora di fine deve essere successiva all’ora di inizio',
  'calendar.tooLong': 'Un evento può durare al massimo {days} giorni',
  'calendar.clientNotFound': 'Cliente non trovato',
  'calendar.eventNotFound': 'Evento non trovato',
  // Fittings and their corrections (decision 086).
  'fittings.notCorrectable': '{name} non è un’opzione di {design} che una prova può correggere',
  'fittings.correctedIn': '{name} si corregge in {unit}',
  'fittings.correctedInEither': '{name} si corregge in {first} o in {second}',
  'fittings.designNotFound': 'Modello non trovato',
  'fittings.projectNotFound': 'Commessa non trovata',
  'fittings.fittingNotFound': 'Prova non trovata',
  'fittings.correctionNotFound': 'Correzione non trovata',
  'fittings.eventNotOfClient': 'Evento del calendario di questo cliente non trovato',
  'fittings.tooMany': 'Una commessa ha al massimo {max} prove. Ne elimini una per registrarne un’altra.',
  'fittings.correctionNotOfFitting': 'Correzione di questa prova non trovata',
  'fittings.correctionTwice': 'Invii ogni correzione una sola volta',
  // Groups such as wedding parties, their members and invoices (decision 160).
  'groups.groupNotFound': 'Gruppo non trovato',
  'groups.memberNotFound': 'Membro non trovato',
  'groups.clientNotFound': 'Cliente non trovato',
  'groups.projectNotFound': 'Commessa non trovata',
  'groups.choosePayer': 'Scelga chi paga per il gruppo',
  'groups.nothingToInvoice': 'Nessun membro rimasto da fatturare: ognuno è già fatturato o non ha un prezzo',
  'groups.full': 'Un gruppo può avere al massimo {max} membri. Crei un altro gruppo per gli altri.',
  'groups.alreadyMember': '{name} è già membro di questo gruppo.',
  'groups.alreadyMemberField': 'Già membro di questo gruppo',
  // Messaging: messages to clients by email, SMS or WhatsApp (decisions 083, 105).
  'messaging.noEmail': '{name} non ha un indirizzo email. Ne aggiunga prima uno nella scheda del cliente.',
  'messaging.noEmailUnnamed': 'Questo cliente non ha un indirizzo email. Ne aggiunga prima uno nella sua scheda.',
  'messaging.noEmailField': 'Il cliente non ha un indirizzo email',
  'messaging.noPhone': '{name} non ha un numero di telefono. Ne aggiunga prima uno nella scheda del cliente.',
  'messaging.noPhoneUnnamed': 'Questo cliente non ha un numero di telefono. Ne aggiunga prima uno nella sua scheda.',
  'messaging.noPhoneField': 'Il cliente non ha un numero di telefono',
  'messaging.noCountry': 'Aggiunga il prefisso internazionale al numero del cliente, oppure imposti il paese del Suo atelier',
  'messaging.phoneUnreadable': 'Il numero di telefono di {name} non è leggibile. Lo controlli nella scheda del cliente.',
  'messaging.phoneUnreadableUnnamed': 'Il numero di telefono del cliente non è leggibile. Lo controlli nella sua scheda.',
  'messaging.smsSatellite': 'Gli SMS non vengono inviati ai numeri satellitari (+{code}…). Scelga email o WhatsApp per questo cliente.',
  'messaging.smsInternationalNetwork':
    'Gli SMS non vengono inviati ai numeri di reti internazionali (+{code}…). Scelga email o WhatsApp per questo cliente.',
  'messaging.smsSharedCost':
    'Gli SMS non vengono inviati ai numeri a costo ripartito (+{code}…). Scelga email o WhatsApp per questo cliente.',
  'messaging.smsPremiumRate':
    'Gli SMS non vengono inviati ai numeri a tariffa maggiorata (+{code}…). Scelga email o WhatsApp per questo cliente.',
  'messaging.clientNotFound': 'Cliente non trovato',
  'messaging.templateNotFound': 'Modello di messaggio non trovato',
  'messaging.invoiceNotFound': 'Fattura non trovata',
  'messaging.projectNotFound': 'Commessa non trovata',
  'messaging.eventNotFound': 'Evento non trovato',
  // The client portal (decision 082).
  'portal.linkGone': 'Questo link non è più attivo',
  'portal.appointmentNotFound': 'Appuntamento non trovato',
  'portal.invoiceNotFound': 'Fattura non trovata',
  'portal.clientNotFound': 'Cliente non trovato',
  // Measurement requests: what a client measures at home (decision 084).
  'measurement-requests.requestNotFound': 'Richiesta di misure non trovata',
  'measurement-requests.clientNotFound': 'Cliente non trovato',
  'measurement-requests.templateNotFound': 'Modello di capo non trovato',
  'measurement-requests.templateEmpty': '{name} non ha misure da richiedere.',
  'measurement-requests.pending':
    'Questo cliente ha già una richiesta di misure per «{name}» in attesa. La annulli, oppure approvi o rifiuti ciò ' +
    'che ha inviato, prima di chiederle di nuovo.',
  'measurement-requests.notAsked': '«{name}» non è una delle misure richieste',
  'measurement-requests.listedTwice': '«{name}» compare due volte; invii ogni misura una sola volta',
  'measurement-requests.alreadyDecidedByStudio': 'L’atelier ha già ricevuto queste misure e ha preso una decisione.',
  'measurement-requests.notSentYet': 'Il cliente non ha ancora inviato le sue misure.',
  'measurement-requests.notSentCancelInstead': 'Il cliente non ha ancora inviato le sue misure: annulli piuttosto la richiesta.',
  'measurement-requests.sentApproveOrReject': 'Il cliente ha già inviato le sue misure: le approvi o le rifiuti.',
  'measurement-requests.decided': 'Su questa richiesta è già stata presa una decisione.',
  'measurement-requests.newValues': 'Il cliente ha inviato nuovi valori da quando li ha aperti. Li riveda prima di approvare.',
};
