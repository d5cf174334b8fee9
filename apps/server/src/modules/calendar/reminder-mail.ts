import type { EventType, Language } from '@atelier/shared';
import type { CalendarEventRow, UserRow } from '../../db/schema/index.js';
import type { Mail } from '../../lib/mailer.js';
import type { DocumentBrand } from '../../lib/pdf-document.js';
import { readableTime } from '../../lib/readable-time.js';
import { noticeMail } from '../auth/emails.js';
import { brandMailHeader } from '../studio/brand-mail.js';
import { REMINDER_WORDS, type ReminderWords } from './reminder-words.js';

type ReminderInput = { to: string; owner: UserRow; event: CalendarEventRow; clientName: string; zone: string; language: Language };

const ownerName = (owner: UserRow) => `${owner.firstName} ${owner.lastName}`.trim();
const kind = (event: CalendarEventRow, words: ReminderWords) => words.kinds[event.type as EventType] ?? words.kinds.other;

/**
 * To the studio owner, or the member the event is assigned to (decision 075; `owner` is then that
 * member, whom it greets), the day before a fitting, consultation or delivery (settings:
 * eventReminders). Only the studio's own verified addresses get it, so the subject may carry the
 * studio's own words.
 */
export function ownerReminderMail({ to, owner, event, clientName, zone, appUrl, language }: ReminderInput & { appUrl: string }): Mail {
  const words = REMINDER_WORDS[language];
  const when = readableTime(event.startTime, zone, language);
  const withWhom = clientName ? words.withClient(clientName) : '';
  const line = { name: owner.firstName, kind: kind(event, words), withWhom, title: event.title, when, where: event.location ?? '' };
  return {
    ...noticeMail(
      to,
      words.ownerSubject(event.title, withWhom),
      [
        words.ownerLine(line),
        ...(event.description ? [event.description] : []),
        words.openCalendar(`${appUrl}/calendar`),
        words.ownerFooter,
      ],
      language,
    ),
    kind: 'owner-reminder',
  };
}

/**
 * To the client, when the studio ticked 'Remind client'; replies go to the studio. The subject is
 * ours alone (the kind of appointment and its time): no title, place or studio name, which a
 * stranger could write to pass for a bank (decision 055). The body names the studio as the sender
 * and quotes what it typed as its words.
 */
export function clientReminderMail({
  to,
  owner,
  event,
  clientName,
  zone,
  brand,
  language,
}: ReminderInput & { brand: DocumentBrand }): Mail {
  const words = REMINDER_WORDS[language];
  const studio = brand.name.trim() || ownerName(owner);
  const when = readableTime(event.startTime, zone, language);
  const base = noticeMail(
    to,
    words.clientSubject(kind(event, words), when),
    [
      words.clientLine({ name: clientName, kind: kind(event, words), when, studio }),
      ...(event.location ? [words.where(studio, event.location)] : []),
      words.cannotCome,
      words.sender(studio),
    ],
    language,
  );
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
