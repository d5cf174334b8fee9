import type { Language, MessageKind } from '@atelier/shared';
import type { Mail } from '../../lib/mailer.js';
import type { DocumentBrand } from '../../lib/pdf-document.js';
import { noticeMail } from '../auth/emails.js';
import { brandMailHeader } from '../studio/brand-mail.js';

/** Subjects are ours alone, never the studio's text (decision 055): a stranger cannot pass for a bank in them. */
/** What Atelier sends a client: a template's kind, the studio's free reply, or a notice it sends of itself (a gown arrived, decision 218). */
export type ClientMailKind = MessageKind | 'reply' | 'gown-arrived' | 'rental-due';

const SUBJECTS: Record<Language, Record<ClientMailKind, string>> = {
  en: {
    'order-ready': 'Your order is ready',
    'fitting-reminder': 'A reminder of your appointment',
    'balance-due': 'The balance of your order',
    'thank-you': 'Thank you',
    // The studio's free text (decision 131): the subject stays ours, whatever the text says.
    reply: 'A message from your tailor',
    'gown-arrived': 'Your gown has arrived',
    'rental-due': 'Your rental is due back tomorrow',
  },
  fr: {
    'order-ready': 'Votre commande est prête',
    'fitting-reminder': 'Rappel de votre rendez-vous',
    'balance-due': 'Le solde de votre commande',
    'thank-you': 'Merci',
    reply: 'Un message de votre atelier',
    'gown-arrived': 'Votre robe est arrivée',
    'rental-due': 'Votre location est à rendre demain',
  },
  es: {
    'order-ready': 'Su encargo está listo',
    'fitting-reminder': 'Recordatorio de su cita',
    'balance-due': 'El saldo de su encargo',
    'thank-you': 'Gracias',
    reply: 'Un mensaje de su taller',
    'gown-arrived': 'Su vestido ha llegado',
    'rental-due': 'Su alquiler se devuelve mañana',
  },
  pt: {
    'order-ready': 'A sua encomenda está pronta',
    'fitting-reminder': 'Lembrete do seu agendamento',
    'balance-due': 'O saldo da sua encomenda',
    'thank-you': 'Obrigado',
    reply: 'Uma mensagem do seu ateliê',
    'gown-arrived': 'O seu vestido chegou',
    'rental-due': 'O seu aluguer deve ser devolvido amanhã',
  },
  de: {
    'order-ready': 'Ihr Auftrag ist fertig',
    'fitting-reminder': 'Erinnerung an Ihren Termin',
    'balance-due': 'Der offene Betrag Ihres Auftrags',
    'thank-you': 'Vielen Dank',
    reply: 'Eine Nachricht Ihres Ateliers',
    'gown-arrived': 'Ihr Kleid ist angekommen',
    'rental-due': 'Ihre Miete ist morgen zurückzugeben',
  },
  it: {
    'order-ready': 'La Sua commessa è pronta',
    'fitting-reminder': 'Promemoria del Suo appuntamento',
    'balance-due': 'Il saldo della Sua commessa',
    'thank-you': 'Grazie',
    reply: 'Un messaggio del Suo atelier',
    'gown-arrived': 'Il Suo abito è arrivato',
    'rental-due': 'Il Suo noleggio va restituito domani',
  },
};

const FOOTER: Record<Language, (studio: string) => string> = {
  en: (studio) => `Sent by Atelier on behalf of ${studio}, who wrote the message above. Replies go to the studio.`,
  fr: (studio) => `Envoyé par Atelier pour le compte de ${studio}, qui a écrit le message ci-dessus. Les réponses vont au studio.`,
  es: (studio) => `Enviado por Atelier en nombre de ${studio}, que escribió el mensaje anterior. Las respuestas llegan al taller.`,
  pt: (studio) => `Enviado pelo Atelier em nome de ${studio}, que escreveu a mensagem acima. As respostas vão para o ateliê.`,
  de: (studio) => `Von Atelier im Auftrag von ${studio} gesendet, das die Nachricht oben geschrieben hat. Antworten gehen an das Atelier.`,
  it: (studio) => `Inviato da Atelier per conto di ${studio}, che ha scritto il messaggio qui sopra. Le risposte vanno all’atelier.`,
};

/**
 * A message to a client by email (decision 083): the studio's text as the client reads it by SMS
 * (already signed with the studio's name), under the studio's name and brand, with a footer saying
 * who wrote it; replies go to the studio's owner.
 */
export function clientMessageMail(opts: {
  to: string;
  kind: ClientMailKind;
  text: string;
  studio: string;
  brand: DocumentBrand;
  replyTo: string;
  language: Language;
}): Mail {
  const paragraphs = opts.text.split(/\n{2,}/).map((p) => p.trim());
  const base = noticeMail(opts.to, SUBJECTS[opts.language][opts.kind], [...paragraphs, FOOTER[opts.language](opts.studio)], opts.language);
  const head = brandMailHeader(opts.brand, opts.studio);
  return {
    ...base,
    html: base.html.replace(/<body[^>]*>/, (body) => body + head.html).replace(/\n/g, '<br>'),
    ...(head.attachments.length > 0 ? { attachments: head.attachments } : {}),
    replyTo: opts.replyTo,
    kind: `message-${opts.kind}`,
  };
}
