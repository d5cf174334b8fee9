import { EVENT_TYPE_LABELS, type EventType } from '@atelier/shared';
import type { CalendarEventRow, UserRow } from '../../db/schema/index.js';
import type { Mail } from '../../lib/mailer.js';
import type { DocumentBrand } from '../../lib/pdf-document.js';
import { readableTime } from '../../lib/readable-time.js';
import { noticeMail } from '../auth/emails.js';
import { brandMailHeader } from '../studio/brand-mail.js';

type ReminderInput = { to: string; owner: UserRow; event: CalendarEventRow; clientName: string; zone: string };

const ownerName = (owner: UserRow) => `${owner.firstName} ${owner.lastName}`.trim();
const kind = (event: CalendarEventRow) => (EVENT_TYPE_LABELS[event.type as EventType] ?? 'Appointment').toLowerCase();

/**
 * To the studio owner, or the member the event is assigned to (decision 075; `owner` is then that
 * member, whom it greets), the day before a fitting, consultation or delivery (settings:
 * eventReminders). Only the studio's own verified addresses get it, so the subject may carry the
 * studio's own words.
 */
export function ownerReminderMail({ to, owner, event, clientName, zone, appUrl }: ReminderInput & { appUrl: string }): Mail {
  const when = readableTime(event.startTime, zone);
  const withWhom = clientName ? ` with ${clientName}` : '';
  return {
    ...noticeMail(to, `Tomorrow: ${event.title}${withWhom}`, [
      `Hello ${owner.firstName}, a reminder of your ${kind(event)}${withWhom}: "${event.title}", on ${when}${event.location ? ` at ${event.location}` : ''}.`,
      ...(event.description ? [event.description] : []),
      `Open your calendar in Atelier: ${appUrl}/calendar`,
      'You receive this because appointment reminders are on. Turn them off in Settings, Notifications.',
    ]),
    kind: 'owner-reminder',
  };
}

/**
 * To the client, when the studio ticked 'Remind client'; replies go to the studio. The subject is
 * ours alone (the kind of appointment and its time): no title, place or studio name, which a
 * stranger could write to pass for a bank (decision 055). The body names the studio as the sender
 * and quotes what it typed as its words.
 */
export function clientReminderMail({ to, owner, event, clientName, zone, brand }: ReminderInput & { brand: DocumentBrand }): Mail {
  const studio = brand.name.trim() || ownerName(owner);
  const when = readableTime(event.startTime, zone);
  const base = noticeMail(to, `Reminder: your ${kind(event)} on ${when}`, [
    `Hello ${clientName || 'there'}, this is a reminder of your ${kind(event)} on ${when}, booked with ${studio}.`,
    ...(event.location ? [`Where, as ${studio} wrote it: ${event.location}`] : []),
    'If you cannot come, please reply to this email to let the studio know.',
    `Sent by Atelier on behalf of ${studio}, a studio that keeps its appointments in Atelier. ` +
      `The studio wrote the names and places above; replies go to the studio.`,
  ]);
  // The studio's name heads the mail; on Enterprise with its logo (inline) and colour (decision 073).
  const head = brandMailHeader(brand, studio);
  return {
    ...base,
    html: base.html.replace(/<body[^>]*>/, (body) => body + head.html),
    ...(head.attachments.length > 0 ? { attachments: head.attachments } : {}),
    replyTo: owner.email,
    kind: 'client-reminder',
  };
}
