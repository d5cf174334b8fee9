import type { EventType, Language } from '@atelier/shared';

type WhenWhere = { kind: string; title: string; when: string; where: string; withWhom: string };

export type ReminderWords = {
  /** The kind of appointment inside a sentence ('your fitting'); 'other' reads as an appointment. */
  kinds: Record<EventType, string>;
  ownerSubject: (title: string, withWhom: string) => string;
  withClient: (name: string) => string;
  ownerLine: (v: WhenWhere & { name: string }) => string;
  openCalendar: (url: string) => string;
  ownerFooter: string;
  clientSubject: (kind: string, when: string) => string;
  clientLine: (v: { name: string; kind: string; when: string; studio: string }) => string;
  where: (studio: string, place: string) => string;
  cannotCome: string;
  sender: (studio: string) => string;
};

const EN: ReminderWords = {
  kinds: {
    consultation: 'consultation',
    fitting: 'fitting',
    delivery: 'delivery',
    deadline: 'deadline',
    meeting: 'meeting',
    other: 'appointment',
  },
  ownerSubject: (title, withWhom) => `Tomorrow: ${title}${withWhom}`,
  withClient: (name) => ` with ${name}`,
  ownerLine: ({ name, kind, withWhom, title, when, where }) =>
    `Hello ${name}, a reminder of your ${kind}${withWhom}: "${title}", on ${when}${where ? ` at ${where}` : ''}.`,
  openCalendar: (url) => `Open your calendar in Atelier: ${url}`,
  ownerFooter: 'You receive this because appointment reminders are on. Turn them off in Settings, Notifications.',
  clientSubject: (kind, when) => `Reminder: your ${kind} on ${when}`,
  clientLine: ({ name, kind, when, studio }) =>
    `Hello ${name || 'there'}, this is a reminder of your ${kind} on ${when}, booked with ${studio}.`,
  where: (studio, place) => `Where, as ${studio} wrote it: ${place}`,
  cannotCome: 'If you cannot come, please reply to this email to let the studio know.',
  sender: (studio) =>
    `Sent by Atelier on behalf of ${studio}, a studio that keeps its appointments in Atelier. ` +
    `The studio wrote the names and places above; replies go to the studio.`,
};

const FR: ReminderWords = {
  kinds: {
    consultation: 'consultation',
    fitting: 'essayage',
    delivery: 'livraison',
    deadline: 'échéance',
    meeting: 'réunion',
    other: 'rendez-vous',
  },
  ownerSubject: (title, withWhom) => `Demain : ${title}${withWhom}`,
  withClient: (name) => ` avec ${name}`,
  ownerLine: ({ name, kind, withWhom, title, when, where }) =>
    `Bonjour ${name}, rappel de votre ${kind}${withWhom} : « ${title} », le ${when}${where ? ` à ${where}` : ''}.`,
  openCalendar: (url) => `Ouvrir votre calendrier dans Atelier : ${url}`,
  ownerFooter: 'Vous recevez ce message car les rappels de rendez-vous sont activés. Désactivez-les dans Paramètres, Notifications.',
  clientSubject: (kind, when) => `Rappel : votre ${kind} le ${when}`,
  clientLine: ({ name, kind, when, studio }) =>
    `Bonjour${name ? ` ${name}` : ''}, nous vous rappelons votre ${kind} le ${when}, chez ${studio}.`,
  where: (studio, place) => `Lieu, tel que ${studio} l’a écrit : ${place}`,
  cannotCome: 'Si vous ne pouvez pas venir, répondez à ce message pour prévenir l’atelier.',
  sender: (studio) =>
    `Envoyé par Atelier pour le compte de ${studio}, un atelier qui tient ses rendez-vous dans Atelier. ` +
    `L’atelier a écrit les noms et les lieux ci-dessus ; les réponses vont à l’atelier.`,
};

const ES: ReminderWords = {
  kinds: { consultation: 'consulta', fitting: 'prueba', delivery: 'entrega', deadline: 'fecha límite', meeting: 'reunión', other: 'cita' },
  ownerSubject: (title, withWhom) => `Mañana: ${title}${withWhom}`,
  withClient: (name) => ` con ${name}`,
  ownerLine: ({ name, kind, withWhom, title, when, where }) =>
    `Hola, ${name}: le recordamos su ${kind}${withWhom}: «${title}», el ${when}${where ? ` en ${where}` : ''}.`,
  openCalendar: (url) => `Abra su calendario en Atelier: ${url}`,
  ownerFooter: 'Recibe esto porque los recordatorios de citas están activados. Desactívelos en Ajustes, Notificaciones.',
  clientSubject: (kind, when) => `Recordatorio: su ${kind} el ${when}`,
  clientLine: ({ name, kind, when, studio }) =>
    `Hola${name ? `, ${name}` : ''}: le recordamos su ${kind} el ${when}, reservada con ${studio}.`,
  where: (studio, place) => `Lugar, tal como lo escribió ${studio}: ${place}`,
  cannotCome: 'Si no puede venir, responda a este correo para avisar al taller.',
  sender: (studio) =>
    `Enviado por Atelier en nombre de ${studio}, un taller que lleva sus citas en Atelier. ` +
    `El taller escribió los nombres y lugares anteriores; las respuestas llegan al taller.`,
};

const PT: ReminderWords = {
  kinds: { consultation: 'consulta', fitting: 'prova', delivery: 'entrega', deadline: 'prazo', meeting: 'reunião', other: 'marcação' },
  ownerSubject: (title, withWhom) => `Amanhã: ${title}${withWhom}`,
  withClient: (name) => ` com ${name}`,
  ownerLine: ({ name, kind, withWhom, title, when, where }) =>
    `Olá, ${name}: lembramos a sua ${kind}${withWhom}: “${title}”, em ${when}${where ? ` em ${where}` : ''}.`,
  openCalendar: (url) => `Abra o seu calendário no Atelier: ${url}`,
  ownerFooter: 'Recebe isto porque os lembretes de agendamentos estão ativos. Desative-os em Configurações, Notificações.',
  clientSubject: (kind, when) => `Lembrete: a sua ${kind} em ${when}`,
  clientLine: ({ name, kind, when, studio }) => `Olá${name ? `, ${name}` : ''}: lembramos a sua ${kind} em ${when}, marcada com ${studio}.`,
  where: (studio, place) => `Local, tal como ${studio} o escreveu: ${place}`,
  cannotCome: 'Se não puder vir, responda a este e-mail para avisar o ateliê.',
  sender: (studio) =>
    `Enviado pelo Atelier em nome de ${studio}, um ateliê que gere os seus agendamentos no Atelier. ` +
    `O ateliê escreveu os nomes e locais acima; as respostas vão para o ateliê.`,
};

const DE: ReminderWords = {
  kinds: { consultation: 'Beratung', fitting: 'Anprobe', delivery: 'Übergabe', deadline: 'Frist', meeting: 'Besprechung', other: 'Termin' },
  ownerSubject: (title, withWhom) => `Morgen: ${title}${withWhom}`,
  withClient: (name) => ` mit ${name}`,
  ownerLine: ({ name, kind, withWhom, title, when, where }) =>
    `Guten Tag ${name}, eine Erinnerung an: ${kind}${withWhom}, „${title}“, am ${when}${where ? ` in ${where}` : ''}.`,
  openCalendar: (url) => `Ihr Kalender in Atelier: ${url}`,
  ownerFooter:
    'Sie erhalten dies, weil Terminerinnerungen eingeschaltet sind. Schalten Sie sie unter Einstellungen, Benachrichtigungen aus.',
  clientSubject: (kind, when) => `Erinnerung: ${kind} am ${when}`,
  clientLine: ({ name, kind, when, studio }) =>
    `Guten Tag${name ? ` ${name}` : ''}, wir erinnern Sie an Ihren Termin (${kind}) am ${when} bei ${studio}.`,
  where: (studio, place) => `Ort, wie ${studio} ihn angegeben hat: ${place}`,
  cannotCome: 'Wenn Sie nicht kommen können, antworten Sie bitte auf diese E-Mail, damit das Atelier Bescheid weiß.',
  sender: (studio) =>
    `Von Atelier im Auftrag von ${studio} gesendet, einem Atelier, das seine Termine in Atelier führt. ` +
    `Das Atelier hat die Namen und Orte oben geschrieben; Antworten gehen an das Atelier.`,
};

const IT: ReminderWords = {
  kinds: {
    consultation: 'consulenza',
    fitting: 'prova',
    delivery: 'consegna',
    deadline: 'scadenza',
    meeting: 'riunione',
    other: 'appuntamento',
  },
  ownerSubject: (title, withWhom) => `Domani: ${title}${withWhom}`,
  withClient: (name) => ` con ${name}`,
  ownerLine: ({ name, kind, withWhom, title, when, where }) =>
    `Buongiorno ${name}, promemoria (${kind}${withWhom}): «${title}», il ${when}${where ? ` presso ${where}` : ''}.`,
  openCalendar: (url) => `Apra il Suo calendario in Atelier: ${url}`,
  ownerFooter: 'Riceve questo messaggio perché i promemoria degli appuntamenti sono attivi. Li disattivi in Impostazioni, Notifiche.',
  clientSubject: (kind, when) => `Promemoria: ${kind} il ${when}`,
  clientLine: ({ name, kind, when, studio }) =>
    `Buongiorno${name ? ` ${name}` : ''}, Le ricordiamo il Suo appuntamento (${kind}) il ${when} da ${studio}.`,
  where: (studio, place) => `Luogo, come l’ha scritto ${studio}: ${place}`,
  cannotCome: 'Se non può venire, risponda a questa e-mail per avvisare l’atelier.',
  sender: (studio) =>
    `Inviato da Atelier per conto di ${studio}, un atelier che gestisce i suoi appuntamenti in Atelier. ` +
    `L’atelier ha scritto i nomi e i luoghi qui sopra; le risposte vanno all’atelier.`,
};

/** The reminders in their reader's language (decision 203); a language without its words does not compile. */
export const REMINDER_WORDS: Record<Language, ReminderWords> = { en: EN, fr: FR, es: ES, pt: PT, de: DE, it: IT };
