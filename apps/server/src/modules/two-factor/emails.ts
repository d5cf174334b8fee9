import type { Mail } from '../../lib/mailer.js';
import { noticeMail as mail } from '../auth/emails.js';

const notYou = 'If this was not you, change your password now and check the devices signed in to your account in Settings.';

/** Security mail: sent whatever the notification settings say. */
export function twoFactorOnMail(to: string, firstName: string): Mail {
  return mail(to, 'Two-factor authentication is on for your Atelier account', [
    `Hello ${firstName}, two-factor authentication was just turned on for your Atelier ` +
      `account. Signing in now needs a code from your authenticator app or one of your recovery ` +
      `codes.`,
    'Keep your recovery codes somewhere safe: each works once if you lose your phone.',
    notYou,
  ]);
}

export function twoFactorOffMail(to: string, firstName: string): Mail {
  return mail(to, 'Two-factor authentication is off for your Atelier account', [
    `Hello ${firstName}, two-factor authentication was just turned off for your Atelier account. Signing in now needs only your password.`,
    notYou,
  ]);
}

/** Sent once when the account reaches the daily bound of wrong authenticator codes (decision 018). */
export function twoFactorPausedMail(to: string, firstName: string, failures: number): Mail {
  return mail(to, 'Atelier paused two-factor codes for your account', [
    `Hello ${firstName}, someone entered your password correctly and then ${failures} ` +
      `wrong two-factor codes for your Atelier account within 24 hours. To protect the account, ` +
      `two-factor codes for it are paused for 24 hours.`,
    'If this was not you, your password is known to someone else: change it as soon as you can sign in again.',
  ]);
}
