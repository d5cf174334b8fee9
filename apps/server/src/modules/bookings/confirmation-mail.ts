import { asLanguage, documentLocale, type Language } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import type { AppContext } from '../../context.js';
import { appointmentTypes, bookings, bookingSettings, clients, workspaces, type BookingRow } from '../../db/schema/index.js';
import type { Mail } from '../../lib/mailer.js';
import { userSettings } from '../../lib/user-settings.js';
import { noticeMail } from '../auth/emails.js';
import { phoneOf } from './contact.js';
import { studioOwner } from '../plans/rules.js';
import { liveLinkOfClient, portalPageUrl } from '../portal/links.js';
import { documentBrand } from '../studio/brand.js';

/*
 * The client's confirmation (decision 156): a mail in their language with the appointment as an
 * .ics file and their portal's address, or an SMS when they left only a phone. The portal's address
 * goes only to the email or phone the client's record holds: a stranger typing someone's address
 * gets no one's portal.
 */

type Words = {
  subject: (studio: string) => string;
  lines: (v: { name: string; what: string; when: string; studio: string; notice: number }) => string[];
  portal: (url: string) => string;
  sms: (v: { what: string; when: string; studio: string }) => string;
  /** What a booking of no named type is called, and the calendar entry's description. */
  appointment: string;
  withStudio: (what: string, studio: string) => string;
};

const WORDS: Record<Language, Words> = {
  en: {
    subject: (studio) => `Your appointment with ${studio} is booked`,
    lines: ({ name, what, when, studio, notice }) => [
      `Hello ${name}, your ${what} with ${studio} is booked for ${when}.`,
      'The appointment is attached: open it to add it to your calendar.',
      `You can cancel or move it up to ${notice} hours before.`,
    ],
    portal: (url) => `Your client portal, to cancel or move it: ${url}`,
    sms: ({ what, when, studio }) => `${studio}: your ${what} is booked for ${when}.`,
    appointment: 'appointment',
    withStudio: (what, studio) => `${what} with ${studio}`,
  },
  fr: {
    subject: (studio) => `Votre rendez-vous chez ${studio} est réservé`,
    lines: ({ name, what, when, studio, notice }) => [
      `Bonjour ${name}, votre rendez-vous « ${what} » chez ${studio} est réservé le ${when}.`,
      'Le rendez-vous est joint : ouvrez-le pour l’ajouter à votre agenda.',
      `Vous pouvez l’annuler ou le déplacer jusqu’à ${notice} heures avant.`,
    ],
    portal: (url) => `Votre espace client, pour l’annuler ou le déplacer : ${url}`,
    sms: ({ what, when, studio }) => `${studio} : votre rendez-vous « ${what} » est réservé le ${when}.`,
    appointment: 'rendez-vous',
    withStudio: (what, studio) => `${what} chez ${studio}`,
  },
  es: {
    subject: (studio) => `Su cita con ${studio} está reservada`,
    lines: ({ name, what, when, studio, notice }) => [
      `Hola, ${name}: su cita «${what}» con ${studio} está reservada para el ${when}.`,
      'La cita va adjunta: ábrala para añadirla a su calendario.',
      `Puede cancelarla o cambiarla hasta ${notice} horas antes.`,
    ],
    portal: (url) => `Su portal del cliente, para cancelarla o cambiarla: ${url}`,
    sms: ({ what, when, studio }) => `${studio}: su cita «${what}» está reservada para el ${when}.`,
    appointment: 'cita',
    withStudio: (what, studio) => `${what} con ${studio}`,
  },
  pt: {
    subject: (studio) => `O seu agendamento com ${studio} está confirmado`,
    lines: ({ name, what, when, studio, notice }) => [
      `Olá, ${name}: o seu agendamento “${what}” com ${studio} está marcado para ${when}.`,
      'O agendamento vai em anexo: abra-o para o adicionar ao seu calendário.',
      `Pode cancelá-lo ou mudá-lo até ${notice} horas antes.`,
    ],
    portal: (url) => `O seu portal do cliente, para o cancelar ou mudar: ${url}`,
    sms: ({ what, when, studio }) => `${studio}: o seu agendamento “${what}” está marcado para ${when}.`,
    appointment: 'agendamento',
    withStudio: (what, studio) => `${what} com ${studio}`,
  },
  de: {
    subject: (studio) => `Ihr Termin bei ${studio} ist gebucht`,
    lines: ({ name, what, when, studio, notice }) => [
      `Guten Tag ${name}, Ihr Termin „${what}“ bei ${studio} ist für ${when} gebucht.`,
      'Der Termin ist angehängt: Öffnen Sie ihn, um ihn in Ihren Kalender zu übernehmen.',
      `Sie können ihn bis ${notice} Stunden vorher absagen oder verschieben.`,
    ],
    portal: (url) => `Ihr Kundenportal, um ihn abzusagen oder zu verschieben: ${url}`,
    sms: ({ what, when, studio }) => `${studio}: Ihr Termin „${what}“ ist für ${when} gebucht.`,
    appointment: 'Termin',
    withStudio: (what, studio) => `${what} bei ${studio}`,
  },
  it: {
    subject: (studio) => `Il Suo appuntamento da ${studio} è prenotato`,
    lines: ({ name, what, when, studio, notice }) => [
      `Buongiorno ${name}, il Suo appuntamento «${what}» da ${studio} è prenotato per ${when}.`,
      'L’appuntamento è allegato: lo apra per aggiungerlo al Suo calendario.',
      `Può annullarlo o spostarlo fino a ${notice} ore prima.`,
    ],
    portal: (url) => `La Sua area clienti, per annullarlo o spostarlo: ${url}`,
    sms: ({ what, when, studio }) => `${studio}: il Suo appuntamento «${what}» è prenotato per ${when}.`,
    appointment: 'appuntamento',
    withStudio: (what, studio) => `${what} da ${studio}`,
  },
};

const formatWhen = (instant: Date, zone: string, language: Language) =>
  new Intl.DateTimeFormat(documentLocale(language), { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(instant);

function icsOf(booking: BookingRow, studio: string, what: string, host: string, words: Words): string {
  const cal = ical({ prodId: { company: 'Atelier', product: 'booking', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
  cal.createEvent({
    id: `${booking.eventId ?? booking.id}@${host}`,
    start: booking.startTime,
    end: booking.endTime,
    summary: `${what} (${studio})`,
    description: words.withStudio(what, studio),
    stamp: booking.updatedAt,
    alarms: [{ type: ICalAlarmType.display, trigger: 24 * 3600 }],
  });
  return cal.toString();
}

/** Sends the confirmation of a confirmed booking: an effect of `bookingConfirmed` after its commit (events.ts, decision 194). */
export async function sendConfirmation(ctx: AppContext, bookingId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ booking: bookings, client: clients, typeName: appointmentTypes.name, notice: bookingSettings.noticeHours })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .innerJoin(bookingSettings, eq(bookingSettings.workspaceId, bookings.workspaceId))
    .leftJoin(appointmentTypes, eq(appointmentTypes.id, bookings.appointmentTypeId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'confirmed')))
    .limit(1);
  if (!row) return;
  const { booking, client } = row;
  const owner = await studioOwner(ctx.db, booking.workspaceId);
  const zone = userSettings(owner).timezone;
  const brand = await documentBrand(ctx.db, booking.workspaceId);
  const studio = brand.name;
  const language = asLanguage(booking.language);
  const words = WORDS[language];
  const what = row.typeName ?? words.appointment;
  const when = formatWhen(booking.startTime, zone, language);
  const link = await liveLinkOfClient(ctx.db, ctx.totpKey, client.id);
  const portal = link ? portalPageUrl(ctx.config.appUrl, link.token) : null;
  if (booking.email) {
    const own = client.email?.toLowerCase() === booking.email.toLowerCase();
    const base = noticeMail(
      booking.email,
      words.subject(studio),
      [...words.lines({ name: booking.name, what, when, studio, notice: row.notice }), ...(portal && own ? [words.portal(portal)] : [])],
      language,
    );
    const host = new URL(ctx.config.appUrl).hostname || 'atelier';
    const ics = Buffer.from(icsOf(booking, studio, what, host, words), 'utf8');
    const mail: Mail = {
      ...base,
      replyTo: owner.email,
      attachments: [{ filename: 'appointment.ics', content: ics, contentType: 'text/calendar; charset=utf-8' }],
      kind: 'booking-confirmation',
    };
    await ctx.mailer.send(mail);
    return;
  }
  const [ws] = await ctx.db.select({ country: workspaces.phoneCountry }).from(workspaces).where(eq(workspaces.id, booking.workspaceId));
  const country = ws?.country ?? null;
  const to = phoneOf(booking.phone, country);
  if (!to) return;
  const own = phoneOf(client.phone, country) === to;
  const body = [words.sms({ what, when, studio }), ...(portal && own ? [words.portal(portal)] : [])].join(' ');
  await ctx.sms.send({ to, body, kind: 'booking-confirmation' });
}
