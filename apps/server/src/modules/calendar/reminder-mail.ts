import { EVENT_TYPE_LABELS, type EventType } from '@atelier/shared';
import type { CalendarEventRow, UserRow } from '../../db/schema/index.js';
import type { Mail } from '../../lib/mailer.js';
import { noticeMail } from '../auth/emails.js';

/** "Monday 23 November 2026 at 10:30" in the studio's zone: the time the tailor entered (issue 10). */
export function readableTime(instant: Date, zone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
  return `${day} at ${time}`;
}

type ReminderInput = { to: string; owner: UserRow; event: CalendarEventRow; clientName: string; zone: string };

const studioName = (owner: UserRow) => owner.businessName?.trim() || `${owner.firstName} ${owner.lastName}`.trim();
const kind = (event: CalendarEventRow) => (EVENT_TYPE_LABELS[event.type as EventType] ?? 'Appointment').toLowerCase();

/** To the studio owner, the day before a fitting, consultation or delivery (settings: eventReminders). */
export function ownerReminderMail({ to, owner, event, clientName, zone, appUrl }: ReminderInput & { appUrl: string }): Mail {
  const when = readableTime(event.startTime, zone);
  const withWhom = clientName ? ` with ${clientName}` : '';
  return noticeMail(to, `Tomorrow: ${event.title}${withWhom}`, [
    `Hello ${owner.firstName}, a reminder of your ${kind(event)}${withWhom}: "${event.title}", on ${when}${event.location ? ` at ${event.location}` : ''}.`,
    ...(event.description ? [event.description] : []),
    `Open your calendar in Atelier: ${appUrl}/calendar`,
    'You receive this because appointment reminders are on. Turn them off in Settings, Notifications.',
  ]);
}

/** To the client, when the studio ticked 'Remind client'; replies go to the studio. */
export function clientReminderMail({ to, owner, event, clientName, zone }: ReminderInput): Mail {
  const studio = studioName(owner);
  const when = readableTime(event.startTime, zone);
  return {
    ...noticeMail(to, `Reminder: your ${kind(event)} with ${studio}, ${when}`, [
      `Hello ${clientName || 'there'}, this is a reminder of your ${kind(event)} with ${studio} on ${when}${event.location ? `, at ${event.location}` : ''}.`,
      'If you cannot come, please reply to this email to let the studio know.',
    ]),
    replyTo: owner.email,
  };
}
