import { LANGUAGES, NOTIFICATION_KINDS, type Language } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import type { CalendarEventRow, NotificationRow, UserRow } from '../../db/schema/index.js';
import { clientReminderMail, ownerReminderMail } from '../calendar/reminder-mail.js';
import { clientMessageMail } from '../messaging/message-mail.js';
import { arrivalText } from '../special-orders/arrival-notice.js';
import { studioNoticeMail } from './notice-mail.js';

/**
 * Decision 203: the mails a studio and its clients receive are written whole in the reader's
 * language. Each is rendered with realistic data in every language; none but English may keep a
 * word of the English mail (a word list of the built-in English is enough to catch a leftover).
 */
const ENGLISH = /\b(Hello|the|your|you|Open|client portal|appointment|reminder|Tomorrow|Sent by|replies|through)\b/;

const owner = (language: Language) =>
  ({
    firstName: 'Inès',
    lastName: 'Marchand',
    email: 'ines@atelier.example',
    settings: { language, timezone: 'Europe/Paris' },
  }) as unknown as UserRow;
const event = {
  title: 'Essayage robe de mariée',
  type: 'fitting',
  startTime: new Date('2026-12-03T09:30:00Z'),
  location: '12 rue des Tanneurs',
  description: null,
} as unknown as CalendarEventRow;
const notice = (kind: string) =>
  ({
    kind,
    subject: 'Amélie Roux',
    body: 'Pouvons-nous avancer d’une heure ?',
    entityType: 'event',
    entityId: 'e1',
  }) as unknown as NotificationRow;
const brand = { name: 'Atelier Lumière', logo: null, color: null } as never;
const textOf = (mail: { subject: string; text: string }) => `${mail.subject}\n${mail.text}`;

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the mails in %s', (language) => {
  it.each(NOTIFICATION_KINDS)('the studio’s notice of %s', (kind) => {
    const mail = studioNoticeMail({
      to: 'ines@atelier.example',
      owner: owner(language),
      row: notice(kind),
      appointment: event,
      appUrl: 'https://atelier.example',
    });
    expect(textOf(mail)).not.toMatch(ENGLISH);
    expect(mail.text).toContain('Amélie Roux');
  });

  it('the reminders to the studio and to the client', () => {
    const base = { to: 'a@b.example', event, clientName: 'Amélie Roux', zone: 'Europe/Paris', language };
    const toStudio = ownerReminderMail({ ...base, owner: owner(language), appUrl: 'https://atelier.example' });
    const toClient = clientReminderMail({ ...base, owner: owner(language), brand });
    expect(toStudio.text).toContain('Essayage robe de mariée');
    expect(toClient.text).toContain('Atelier Lumière');
    for (const mail of [toStudio, toClient]) {
      expect(textOf(mail)).not.toMatch(ENGLISH);
      // The date as the language writes it: no English month or weekday.
      expect(mail.text).not.toMatch(/December|Thursday/);
    }
  });

  it('the bride’s gown arrived (decision 218)', () => {
    const text = arrivalText(language, { name: 'Amélie Roux', style: 'Aurore', studio: 'Atelier Lumière' });
    const mail = clientMessageMail({
      to: 'a@b.example',
      kind: 'gown-arrived',
      text,
      studio: 'Atelier Lumière',
      brand,
      replyTo: 'ines@atelier.example',
      language,
    });
    expect(textOf(mail)).not.toMatch(ENGLISH);
    expect(mail.text).toContain('Amélie Roux');
    expect(mail.text).toContain('Aurore');
  });
});

describe('the mails in English', () => {
  it('keep their English', () => {
    const mail = studioNoticeMail({
      to: 'a@b.example',
      owner: owner('en'),
      row: notice('booking-made'),
      appointment: event,
      appUrl: 'https://atelier.example',
    });
    expect(mail.subject).toBe('A client booked an appointment online');
    expect(mail.text).toContain('Amélie Roux booked "Essayage robe de mariée" on Thursday, 3 December 2026 at 10:30 on your booking page.');
  });
});
