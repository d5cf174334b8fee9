import type { Language, NotificationKind } from '@atelier/shared';

/** Where the mail's link opens in the app. */
export type NoticePlace = 'calendar' | 'measurements' | 'quotes' | 'contracts' | 'clients';

/** What the mail says happened: its first sentence, by kind (`what` is the appointment, or its stand-in). */
type NoticeSentences = Record<NotificationKind, (client: string, what: string) => string>;

export type NoticeWords = {
  /** The subject is ours, whatever the kind: never the client's words nor a name (decision 055). */
  subjects: Record<NotificationKind, string>;
  sentences: NoticeSentences;
  hello: (name: string) => string;
  aClient: string;
  anAppointment: string;
  appointment: (title: string, when: string) => string;
  wrote: (body: string) => string;
  open: (place: NoticePlace, url: string) => string;
  footer: string;
};

const EN: NoticeWords = {
  subjects: {
    'client-message': 'A client sent you a message',
    'appointment-confirmed': 'A client confirmed an appointment',
    'appointment-reschedule': 'A client asked to move an appointment',
    'measurements-submitted': 'A client sent their measurements',
    // Told in the bell only (decision 144); named here so every kind has its subject.
    'material-low': 'A material is running low',
    'booking-made': 'A client booked an appointment online',
    'booking-cancelled': 'A client cancelled an appointment',
    'booking-moved': 'A client moved an appointment',
    'quote-accepted': 'A client accepted a quote',
    'quote-declined': 'A client declined a quote',
    'contract-signed': 'A client signed a contract',
    'rental-late': 'A rental is late',
  },
  sentences: {
    'client-message': (c) => `${c} sent you a message through your client portal.`,
    'appointment-confirmed': (c, w) => `${c} confirmed ${w} through your client portal.`,
    'appointment-reschedule': (c, w) => `${c} asked to move ${w} through your client portal.`,
    'measurements-submitted': (c) => `${c} sent their measurements through your client portal. They wait for your approval in Atelier.`,
    'material-low': (c) => `${c} sent you a message through your client portal.`,
    'booking-made': (c, w) => `${c} booked ${w} on your booking page.`,
    'booking-cancelled': (c, w) => `${c} cancelled ${w} through your client portal.`,
    'booking-moved': (c, w) => `${c} moved their appointment to ${w} through your client portal.`,
    'quote-accepted': (c) => `${c} accepted a quote through your client portal.`,
    'quote-declined': (c) => `${c} declined a quote through your client portal.`,
    'contract-signed': (c) => `${c} signed a contract through your client portal. Countersign it in Atelier to seal it.`,
    'rental-late': (c) => `${c} has not brought back a rental due yesterday or before.`,
  },
  hello: (name) => `Hello ${name},`,
  aClient: 'A client',
  anAppointment: 'an appointment',
  appointment: (title, when) => `"${title}" on ${when}`,
  wrote: (body) => `They wrote: "${body}"`,
  open: (place, url) =>
    ({
      calendar: `Open your calendar in Atelier: ${url}`,
      measurements: `Open Atelier: ${url}`,
      quotes: `Open the quotes in Atelier: ${url}`,
      contracts: `Open the contracts in Atelier: ${url}`,
      clients: `Open Atelier: ${url}`,
    })[place],
  footer: 'You receive this because client messages are on. Turn them off in Settings, Notifications.',
};

const FR: NoticeWords = {
  subjects: {
    'client-message': 'Un client vous a envoyé un message',
    'appointment-confirmed': 'Un client a confirmé un rendez-vous',
    'appointment-reschedule': 'Un client demande à déplacer un rendez-vous',
    'measurements-submitted': 'Un client a envoyé ses mesures',
    'material-low': 'Une matière arrive à épuisement',
    'booking-made': 'Un client a réservé un rendez-vous en ligne',
    'booking-cancelled': 'Un client a annulé un rendez-vous',
    'booking-moved': 'Un client a déplacé un rendez-vous',
    'quote-accepted': 'Un client a accepté un devis',
    'quote-declined': 'Un client a refusé un devis',
    'contract-signed': 'Un client a signé un contrat',
    'rental-late': 'Une location est en retard',
  },
  sentences: {
    'client-message': (c) => `${c} vous a envoyé un message depuis votre espace client.`,
    'appointment-confirmed': (c, w) => `${c} a confirmé ${w} depuis votre espace client.`,
    'appointment-reschedule': (c, w) => `${c} demande à déplacer ${w} depuis votre espace client.`,
    'measurements-submitted': (c) => `${c} a envoyé ses mesures depuis votre espace client. Elles attendent votre validation dans Atelier.`,
    'material-low': (c) => `${c} vous a envoyé un message depuis votre espace client.`,
    'booking-made': (c, w) => `${c} a réservé ${w} sur votre page de réservation.`,
    'booking-cancelled': (c, w) => `${c} a annulé ${w} depuis votre espace client.`,
    'booking-moved': (c, w) => `${c} a déplacé son rendez-vous : ${w}, depuis votre espace client.`,
    'quote-accepted': (c) => `${c} a accepté un devis depuis votre espace client.`,
    'quote-declined': (c) => `${c} a refusé un devis depuis votre espace client.`,
    'contract-signed': (c) => `${c} a signé un contrat depuis votre espace client. Contresignez-le dans Atelier pour le sceller.`,
    'rental-late': (c) => `${c} n’a pas rendu une location attendue hier ou avant.`,
  },
  hello: (name) => `Bonjour ${name},`,
  aClient: 'Un client',
  anAppointment: 'un rendez-vous',
  appointment: (title, when) => `« ${title} » le ${when}`,
  wrote: (body) => `Son message : « ${body} »`,
  open: (place, url) =>
    ({
      calendar: `Ouvrir votre calendrier dans Atelier : ${url}`,
      measurements: `Ouvrir Atelier : ${url}`,
      quotes: `Ouvrir les devis dans Atelier : ${url}`,
      contracts: `Ouvrir les contrats dans Atelier : ${url}`,
      clients: `Ouvrir Atelier : ${url}`,
    })[place],
  footer: 'Vous recevez ce message car les messages des clients sont activés. Désactivez-les dans Paramètres, Notifications.',
};

const ES: NoticeWords = {
  subjects: {
    'client-message': 'Un cliente le ha enviado un mensaje',
    'appointment-confirmed': 'Un cliente ha confirmado una cita',
    'appointment-reschedule': 'Un cliente pide cambiar una cita',
    'measurements-submitted': 'Un cliente ha enviado sus medidas',
    'material-low': 'Quedan pocas existencias de un material',
    'booking-made': 'Un cliente ha reservado una cita en línea',
    'booking-cancelled': 'Un cliente ha cancelado una cita',
    'booking-moved': 'Un cliente ha cambiado una cita',
    'quote-accepted': 'Un cliente ha aceptado un presupuesto',
    'quote-declined': 'Un cliente ha rechazado un presupuesto',
    'contract-signed': 'Un cliente ha firmado un contrato',
    'rental-late': 'Un alquiler va con retraso',
  },
  sentences: {
    'client-message': (c) => `${c} le ha enviado un mensaje desde su portal del cliente.`,
    'appointment-confirmed': (c, w) => `${c} ha confirmado ${w} desde su portal del cliente.`,
    'appointment-reschedule': (c, w) => `${c} pide cambiar ${w} desde su portal del cliente.`,
    'measurements-submitted': (c) => `${c} ha enviado sus medidas desde su portal del cliente. Esperan su aprobación en Atelier.`,
    'material-low': (c) => `${c} le ha enviado un mensaje desde su portal del cliente.`,
    'booking-made': (c, w) => `${c} ha reservado ${w} en su página de reservas.`,
    'booking-cancelled': (c, w) => `${c} ha cancelado ${w} desde su portal del cliente.`,
    'booking-moved': (c, w) => `${c} ha cambiado su cita a ${w} desde su portal del cliente.`,
    'quote-accepted': (c) => `${c} ha aceptado un presupuesto desde su portal del cliente.`,
    'quote-declined': (c) => `${c} ha rechazado un presupuesto desde su portal del cliente.`,
    'contract-signed': (c) => `${c} ha firmado un contrato desde su portal del cliente. Refréndelo en Atelier para sellarlo.`,
    'rental-late': (c) => `${c} no ha devuelto un alquiler que vencía ayer o antes.`,
  },
  hello: (name) => `Hola, ${name}:`,
  aClient: 'Un cliente',
  anAppointment: 'una cita',
  appointment: (title, when) => `«${title}» el ${when}`,
  wrote: (body) => `Su mensaje: «${body}»`,
  open: (place, url) =>
    ({
      calendar: `Abra su calendario en Atelier: ${url}`,
      measurements: `Abra Atelier: ${url}`,
      quotes: `Abra los presupuestos en Atelier: ${url}`,
      contracts: `Abra los contratos en Atelier: ${url}`,
      clients: `Abra Atelier: ${url}`,
    })[place],
  footer: 'Recibe esto porque los mensajes de clientes están activados. Desactívelos en Ajustes, Notificaciones.',
};

const PT: NoticeWords = {
  subjects: {
    'client-message': 'Um cliente enviou-lhe uma mensagem',
    'appointment-confirmed': 'Um cliente confirmou um agendamento',
    'appointment-reschedule': 'Um cliente pede para mudar um agendamento',
    'measurements-submitted': 'Um cliente enviou as suas medidas',
    'material-low': 'Um material está a acabar',
    'booking-made': 'Um cliente fez um agendamento online',
    'booking-cancelled': 'Um cliente cancelou um agendamento',
    'booking-moved': 'Um cliente mudou um agendamento',
    'quote-accepted': 'Um cliente aceitou um orçamento',
    'quote-declined': 'Um cliente recusou um orçamento',
    'contract-signed': 'Um cliente assinou um contrato',
    'rental-late': 'Um aluguer está em atraso',
  },
  sentences: {
    'client-message': (c) => `${c} enviou-lhe uma mensagem pelo portal do cliente.`,
    'appointment-confirmed': (c, w) => `${c} confirmou ${w} pelo portal do cliente.`,
    'appointment-reschedule': (c, w) => `${c} pede para mudar ${w} pelo portal do cliente.`,
    'measurements-submitted': (c) => `${c} enviou as suas medidas pelo portal do cliente. Aguardam a sua aprovação no Atelier.`,
    'material-low': (c) => `${c} enviou-lhe uma mensagem pelo portal do cliente.`,
    'booking-made': (c, w) => `${c} agendou ${w} na sua página de agendamentos.`,
    'booking-cancelled': (c, w) => `${c} cancelou ${w} pelo portal do cliente.`,
    'booking-moved': (c, w) => `${c} mudou o agendamento para ${w} pelo portal do cliente.`,
    'quote-accepted': (c) => `${c} aceitou um orçamento pelo portal do cliente.`,
    'quote-declined': (c) => `${c} recusou um orçamento pelo portal do cliente.`,
    'contract-signed': (c) => `${c} assinou um contrato pelo portal do cliente. Assine-o também no Atelier para o selar.`,
    'rental-late': (c) => `${c} não devolveu um aluguer que vencia ontem ou antes.`,
  },
  hello: (name) => `Olá, ${name}:`,
  aClient: 'Um cliente',
  anAppointment: 'um agendamento',
  appointment: (title, when) => `“${title}” em ${when}`,
  wrote: (body) => `A mensagem: “${body}”`,
  open: (place, url) =>
    ({
      calendar: `Abra o seu calendário no Atelier: ${url}`,
      measurements: `Abra o Atelier: ${url}`,
      quotes: `Abra os orçamentos no Atelier: ${url}`,
      contracts: `Abra os contratos no Atelier: ${url}`,
      clients: `Abra o Atelier: ${url}`,
    })[place],
  footer: 'Recebe isto porque as mensagens de clientes estão ativas. Desative-as em Configurações, Notificações.',
};

const DE: NoticeWords = {
  subjects: {
    'client-message': 'Ein Kunde hat Ihnen eine Nachricht gesendet',
    'appointment-confirmed': 'Ein Kunde hat einen Termin bestätigt',
    'appointment-reschedule': 'Ein Kunde möchte einen Termin verschieben',
    'measurements-submitted': 'Ein Kunde hat seine Maße gesendet',
    'material-low': 'Ein Material geht zur Neige',
    'booking-made': 'Ein Kunde hat online einen Termin gebucht',
    'booking-cancelled': 'Ein Kunde hat einen Termin abgesagt',
    'booking-moved': 'Ein Kunde hat einen Termin verschoben',
    'quote-accepted': 'Ein Kunde hat ein Angebot angenommen',
    'quote-declined': 'Ein Kunde hat ein Angebot abgelehnt',
    'contract-signed': 'Ein Kunde hat einen Vertrag unterschrieben',
    'rental-late': 'Eine Miete ist überfällig',
  },
  sentences: {
    'client-message': (c) => `${c} hat Ihnen über Ihr Kundenportal eine Nachricht gesendet.`,
    'appointment-confirmed': (c, w) => `${c} hat ${w} über Ihr Kundenportal bestätigt.`,
    'appointment-reschedule': (c, w) => `${c} möchte ${w} über Ihr Kundenportal verschieben.`,
    'measurements-submitted': (c) => `${c} hat über Ihr Kundenportal Maße gesendet. Sie warten in Atelier auf Ihre Freigabe.`,
    'material-low': (c) => `${c} hat Ihnen über Ihr Kundenportal eine Nachricht gesendet.`,
    'booking-made': (c, w) => `${c} hat ${w} auf Ihrer Buchungsseite gebucht.`,
    'booking-cancelled': (c, w) => `${c} hat ${w} über Ihr Kundenportal abgesagt.`,
    'booking-moved': (c, w) => `${c} hat den Termin über Ihr Kundenportal verschoben auf ${w}.`,
    'quote-accepted': (c) => `${c} hat über Ihr Kundenportal ein Angebot angenommen.`,
    'quote-declined': (c) => `${c} hat über Ihr Kundenportal ein Angebot abgelehnt.`,
    'contract-signed': (c) =>
      `${c} hat über Ihr Kundenportal einen Vertrag unterschrieben. Gegenzeichnen Sie ihn in Atelier, um ihn zu versiegeln.`,
    'rental-late': (c) => `${c} hat eine Miete, die gestern oder früher fällig war, nicht zurückgebracht.`,
  },
  hello: (name) => `Guten Tag ${name},`,
  aClient: 'Ein Kunde',
  anAppointment: 'einen Termin',
  appointment: (title, when) => `„${title}“ am ${when}`,
  wrote: (body) => `Die Nachricht: „${body}“`,
  open: (place, url) =>
    ({
      calendar: `Ihr Kalender in Atelier: ${url}`,
      measurements: `Atelier öffnen: ${url}`,
      quotes: `Die Angebote in Atelier: ${url}`,
      contracts: `Die Verträge in Atelier: ${url}`,
      clients: `Atelier öffnen: ${url}`,
    })[place],
  footer: 'Sie erhalten dies, weil Kundennachrichten eingeschaltet sind. Schalten Sie sie unter Einstellungen, Benachrichtigungen aus.',
};

const IT: NoticeWords = {
  subjects: {
    'client-message': 'Un cliente Le ha inviato un messaggio',
    'appointment-confirmed': 'Un cliente ha confermato un appuntamento',
    'appointment-reschedule': 'Un cliente chiede di spostare un appuntamento',
    'measurements-submitted': 'Un cliente ha inviato le sue misure',
    'material-low': 'Un materiale sta per finire',
    'booking-made': 'Un cliente ha prenotato un appuntamento online',
    'booking-cancelled': 'Un cliente ha annullato un appuntamento',
    'booking-moved': 'Un cliente ha spostato un appuntamento',
    'quote-accepted': 'Un cliente ha accettato un preventivo',
    'quote-declined': 'Un cliente ha rifiutato un preventivo',
    'contract-signed': 'Un cliente ha firmato un contratto',
    'rental-late': 'Un noleggio è in ritardo',
  },
  sentences: {
    'client-message': (c) => `${c} Le ha inviato un messaggio dall’area clienti.`,
    'appointment-confirmed': (c, w) => `${c} ha confermato ${w} dall’area clienti.`,
    'appointment-reschedule': (c, w) => `${c} chiede di spostare ${w} dall’area clienti.`,
    'measurements-submitted': (c) => `${c} ha inviato le sue misure dall’area clienti. Attendono la Sua approvazione in Atelier.`,
    'material-low': (c) => `${c} Le ha inviato un messaggio dall’area clienti.`,
    'booking-made': (c, w) => `${c} ha prenotato ${w} dalla Sua pagina di prenotazione.`,
    'booking-cancelled': (c, w) => `${c} ha annullato ${w} dall’area clienti.`,
    'booking-moved': (c, w) => `${c} ha spostato l’appuntamento a ${w} dall’area clienti.`,
    'quote-accepted': (c) => `${c} ha accettato un preventivo dall’area clienti.`,
    'quote-declined': (c) => `${c} ha rifiutato un preventivo dall’area clienti.`,
    'contract-signed': (c) => `${c} ha firmato un contratto dall’area clienti. Lo controfirmi in Atelier per sigillarlo.`,
    'rental-late': (c) => `${c} non ha restituito un noleggio che scadeva ieri o prima.`,
  },
  hello: (name) => `Buongiorno ${name},`,
  aClient: 'Un cliente',
  anAppointment: 'un appuntamento',
  appointment: (title, when) => `«${title}» il ${when}`,
  wrote: (body) => `Il messaggio: «${body}»`,
  open: (place, url) =>
    ({
      calendar: `Apra il Suo calendario in Atelier: ${url}`,
      measurements: `Apra Atelier: ${url}`,
      quotes: `Apra i preventivi in Atelier: ${url}`,
      contracts: `Apra i contratti in Atelier: ${url}`,
      clients: `Apra Atelier: ${url}`,
    })[place],
  footer: 'Riceve questo messaggio perché i messaggi dei clienti sono attivi. Li disattivi in Impostazioni, Notifiche.',
};

/** The studio's notice mails in its owner's language (decision 203); a language without its words does not compile. */
export const NOTICE_WORDS: Record<Language, NoticeWords> = { en: EN, fr: FR, es: ES, pt: PT, de: DE, it: IT };
