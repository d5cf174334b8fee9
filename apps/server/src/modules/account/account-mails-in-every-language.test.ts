import { LANGUAGES, type Language } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { OTP_PURPOSES } from '../../db/schema/index.js';
import type { Mail } from '../../lib/mailer.js';
import { codesPausedMail, resetMail, verificationMail } from '../auth/emails.js';
import {
  accountDeletedMail,
  currentAddressCodeMail,
  deadlineMail,
  deleteAccountCodeMail,
  emailChangeCodeMail,
  emailChangedMail,
  emailRestoredMail,
  memberAccountDeletedMail,
} from './emails.js';

/**
 * Decision 203: the sign-up, sign-in and account mails are written whole in the reader's language.
 * Each is rendered with realistic data in every language; none but English may keep a word of the
 * English mail. The list holds only English words the other languages do not use ('code', 'minutes',
 * 'ignore', 'password', 'account' are words of some of them too; "Atelier" is the product's name).
 */
const ENGLISH = new RegExp(
  `\\b(${[
    'Hello|the|your|Your|you|email|verification|reset|changed|restored|deleted|paused|someone',
    'wrong|within|hours|days|Thank|Due|Open|sign|Settings|Security|device|devices|valid for',
  ].join('|')})\\b`,
);

const to = 'ines@atelier.example';
const name = 'Inès';
const code = '4821';
const undoUrl = 'https://atelier.example/email-change/undo#token=Zk3q9';
const forgotUrl = 'https://atelier.example/forgot-password';

/** Every mail of the two modules, as the server sends it. */
const mailsIn = (language: Language): [string, Mail][] => [
  ['verification', verificationMail(to, name, code, language)],
  ['reset', resetMail(to, name, code, language)],
  ...OTP_PURPOSES.map((purpose): [string, Mail] => [`codes paused (${purpose})`, codesPausedMail(to, name, purpose, 10, language)]),
  ['email change code', emailChangeCodeMail('ines.marchand@atelier.example', name, code, language)],
  ['email changed', emailChangedMail(to, name, 'ines.marchand@atelier.example', undoUrl, language)],
  ['current address code', currentAddressCodeMail(to, name, code, language)],
  ['email restored', emailRestoredMail(to, name, forgotUrl, language)],
  ['delete account code', deleteAccountCodeMail(to, name, code, language)],
  ['account deleted', accountDeletedMail(to, name, language)],
  ['member account deleted', memberAccountDeletedMail(to, name, language)],
  [
    'deadline',
    deadlineMail(
      to,
      name,
      { name: 'Robe de mariée', clientName: 'Amélie Roux', dueDay: '2031-06-20' },
      'https://atelier.example',
      language,
    ),
  ],
];

/** The words of a mail, without its addresses and links (a link may hold 'email-change'). */
const wordsOf = (mail: Mail) => `${mail.subject}\n${mail.text}`.replace(/https?:\/\/\S+|\S+@\S+/g, '');

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the account mails in %s', (language) => {
  it.each(mailsIn(language))('%s', (_kind, mail) => {
    expect(wordsOf(mail)).not.toMatch(ENGLISH);
    expect(mail.text).toContain(name);
    expect(mail.html).toContain(`<html lang="${language}">`);
  });

  it('carry what the English mail carries: the code, the addresses and the links', () => {
    const english = new Map(mailsIn('en'));
    for (const [kind, mail] of mailsIn(language)) {
      for (const value of [code, undoUrl, forgotUrl, to, 'ines.marchand@atelier.example', 'https://atelier.example/projects']) {
        expect(mail.text.includes(value), `${kind}: ${value}`).toBe(english.get(kind)!.text.includes(value));
      }
    }
  });

  it('write the due day as the language does', () => {
    const mail = deadlineMail(
      to,
      name,
      { name: 'Robe', clientName: 'Amélie Roux', dueDay: '2031-06-20' },
      'https://atelier.example',
      language,
    );
    expect(mail.text).not.toMatch(/Friday|June/);
    const day = new Intl.DateTimeFormat(language, { timeZone: 'UTC', dateStyle: 'full' }).format(new Date('2031-06-20T00:00:00Z'));
    expect(mail.text).toContain(day.replace(/^.*?(\d)/, '$1'));
  });
});

describe('the account mails in English', () => {
  it('keep their English', () => {
    const mails = new Map(mailsIn('en'));
    expect(mails.get('verification')!.subject).toBe('Your Atelier verification code');
    expect(mails.get('codes paused (reset)')!.subject).toBe('Atelier paused password reset codes for your account');
    expect(mails.get('email changed')!.text).toContain(
      `This address (${to}) no longer signs in, and the account's other devices were signed out.`,
    );
    expect(mails.get('deadline')!.text).toContain(
      'Hello Inès, the project "Robe de mariée" for Amélie Roux is due on Friday, June 20, 2031, in two days.',
    );
    expect(mails.get('member account deleted')!.subject).toBe('Your Atelier account was deleted');
  });
});
