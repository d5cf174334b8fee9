import { LANGUAGES, PLAN_NAMES_IN } from '@atelier/shared';
import { describe, expect, it } from 'vitest';
import { said, sayIn } from '../../lib/said.js';
import { paymentFailedMail, subscriptionEndedMail, trialEndingMail } from '../subscriptions/emails.js';
import { inviteMail } from '../team/emails.js';
import { twoFactorOffMail, twoFactorOnMail, twoFactorPausedMail } from '../two-factor/emails.js';

/**
 * Decision 203: an account's own mails (two-factor, billing) are written whole in the account's
 * language, and a studio's invitation in the studio's. Each is rendered with realistic data in every
 * language; none but English may keep a word of the English mail, nor an English month or weekday.
 */
const ENGLISH = new RegExp(
  `\\b(${[
    'Hello|the|your|you|trial|plan has ended|subscription|invited|ignore this email|link works|days|until|card|payment',
    'declined|two-factor|authenticator|recovery|Sign in|sign up|within|hours|Settings|Billing|Accept|studio|Joining|keep',
  ].join('|')})\\b`,
);
const ENGLISH_DATE = /December|Tuesday/;
/** The roles inside a sentence, as the web's join page words them (German keeps 'Manager'). */
const ROLES = {
  fr: { manager: 'responsable', staff: 'membre de l’équipe' },
  es: { manager: 'responsable', staff: 'empleado' },
  pt: { manager: 'gestor', staff: 'colaborador' },
  de: { manager: 'Manager', staff: 'Mitarbeiter' },
  it: { manager: 'responsabile', staff: 'collaboratore' },
} as const;

const to = 'ines@atelier.example';
const appUrl = 'https://atelier.example';
/** A Tuesday: the 8th also asks Italian for 'all’8'. */
const day = new Date('2026-12-08T09:30:00Z');
const textOf = (mail: { subject: string; text: string }) => `${mail.subject}\n${mail.text}`;

const invitation = (role: 'manager' | 'staff', inviter = 'Amélie Roux') => ({
  inviter,
  studio: 'Atelier Lumière',
  role,
  url: `${appUrl}/join#token=s3cret`,
  expiresAt: day,
});

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the account mails in %s', (language) => {
  it('the two-factor mails', () => {
    for (const mail of [
      twoFactorOnMail(to, 'Inès', language),
      twoFactorOffMail(to, 'Inès', language),
      twoFactorPausedMail(to, 'Inès', 10, language),
    ]) {
      expect(mail.text).toContain('Inès');
      expect(textOf(mail)).not.toMatch(ENGLISH);
    }
  });

  it('the billing mails, the plans named in the language', () => {
    const names = PLAN_NAMES_IN[language];
    const mails = [
      trialEndingMail(to, 'Inès', 'premium', day, appUrl, false, language),
      trialEndingMail(to, 'Inès', 'enterprise', day, appUrl, true, language),
      paymentFailedMail(to, 'Inès', 'premium', day, sayIn('en', said('subscriptions.cardDeclined')), appUrl, language),
      paymentFailedMail(to, 'Inès', 'premium', day, 'There is no card on file.', appUrl, language),
      // A provider's reason the server has no words for is not passed on in English.
      paymentFailedMail(to, 'Inès', 'enterprise', day, 'Your card does not support this type of purchase.', appUrl, language),
      subscriptionEndedMail(to, 'Inès', 'enterprise', appUrl, language),
    ];
    for (const mail of mails) {
      expect(textOf(mail)).not.toMatch(ENGLISH);
      expect(mail.text).not.toMatch(ENGLISH_DATE);
      expect(mail.text).toContain(`${appUrl}/`);
    }
    expect(mails[0]!.subject).toContain(names.premium);
    expect(mails[0]!.text).toContain(names.free);
    expect(mails[0]!.text).toContain(new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(day));
    expect(mails[2]!.text).toContain(sayIn(language, said('subscriptions.cardDeclined')));
    expect(mails[5]!.subject).toContain(names.enterprise);
  });

  it('the invitation to join a studio, the role named in the language', () => {
    for (const [role, inviter] of [
      ['manager', 'Amélie Roux'],
      ['staff', ''],
    ] as const) {
      const mail = inviteMail(to, invitation(role, inviter), language);
      expect(mail.text).toMatch(new RegExp(` ${ROLES[language][role]}[ .]`));
      expect(mail.text).toContain('Atelier Lumière');
      expect(mail.text).toContain(`${appUrl}/join#token=s3cret`);
      expect(mail.kind).toBe('team-invite');
      expect(textOf(mail)).not.toMatch(ENGLISH);
      expect(textOf(mail)).not.toMatch(/\b(Staff|A studio)\b/);
      expect(mail.text).not.toMatch(ENGLISH_DATE);
    }
  });
});

describe('the account mails in English', () => {
  it('keep their English, word for word', () => {
    const on = twoFactorOnMail(to, 'Inès', 'en');
    expect(on.subject).toBe('Two-factor authentication is on for your Atelier account');
    expect(on.text).toBe(
      'Hello Inès, two-factor authentication was just turned on for your Atelier account. Signing in now needs a code from your ' +
        'authenticator app or one of your recovery codes.\n\nKeep your recovery codes somewhere safe: each works once if you lose your ' +
        'phone.\n\nIf this was not you, change your password now and check the devices signed in to your account in Settings.\n',
    );
    const paused = twoFactorPausedMail(to, 'Inès', 10, 'en');
    expect(paused.subject).toBe('Atelier paused two-factor codes for your account');
    expect(paused.text).toBe(
      'Hello Inès, someone entered your password correctly and then 10 wrong two-factor codes for your Atelier account within 24 ' +
        'hours. To protect the account, two-factor codes for it are paused for 24 hours.\n\nIf this was not you, your password is ' +
        'known to someone else: change it as soon as you can sign in again.\n',
    );

    const trial = trialEndingMail(to, 'Inès', 'premium', day, appUrl, false, 'en');
    expect(trial.subject).toBe('Your Atelier Premium trial ends in 3 days');
    expect(trial.text).toBe(
      'Hello Inès, your free Premium trial ends in 3 days, on Tuesday, December 8, 2026.\n\nTo keep Premium (calendar, invoices, ' +
        'analytics and unlimited clients and projects), choose a plan at https://atelier.example/pricing. Paying yearly saves 20%.' +
        '\n\nIf you do nothing, your account moves to the Free plan. Your data is kept; records above the Free limits become read-only.\n',
    );
    const failed = paymentFailedMail(to, 'Inès', 'premium', day, 'Your card does not support this type of purchase.', appUrl, 'en');
    expect(failed.subject).toBe('We could not renew your Atelier Premium plan');
    expect(failed.text).toBe(
      'Hello Inès, the payment for your Premium plan did not go through: Your card does not support this type of purchase.\n\n' +
        'You keep Premium until Tuesday, December 8, 2026. Update your card in Settings, Billing (https://atelier.example/settings) ' +
        'and we will take the payment at once.\n',
    );
    const ended = subscriptionEndedMail(to, 'Inès', 'enterprise', appUrl, 'en');
    expect(ended.subject).toBe('Your Atelier Enterprise plan has ended');
    expect(ended.text).toBe(
      'Hello Inès, your Enterprise subscription has ended and your account is on the Free plan.\n\nYour data is kept; records ' +
        'above the Free limits are read-only. You can subscribe again at any time at https://atelier.example/pricing.\n',
    );

    const invite = inviteMail(to, invitation('manager', ''), 'en');
    expect(invite.subject).toBe('A studio invited you to Atelier Lumière on Atelier');
    expect(invite.text).toBe(
      'Hello, A studio invited you to join the studio Atelier Lumière on Atelier as Manager.\n\nAccept the invitation with this ' +
        'link: https://atelier.example/join#token=s3cret\n\nThe link works once, until 8 December 2026 (7 days). Sign in, or sign ' +
        'up, with this address (ines@atelier.example) to accept it. Joining leaves the studio you use now, which must hold no ' +
        'records.\n\nIf you did not expect this invitation, ignore this email: nothing happens without you.\n',
    );
  });
});
