import type { Mail } from '../../lib/mailer.js';
import { layout, noticeMail as notice } from '../auth/emails.js';

/** Mail of the account settings, in the style of the sign-up mails (modules/auth/emails.ts). */

function codeMail(to: string, subject: string, title: string, intro: string, code: string, outro: string): Mail {
  return { to, subject, text: `${intro}\n\n    ${code}\n\n${outro}\n`, html: layout(title, intro, code, outro) };
}

/** To the NEW address: proves it belongs to the user before the account moves to it. */
export function emailChangeCodeMail(to: string, firstName: string, code: string): Mail {
  return codeMail(
    to,
    'Confirm your new Atelier email address',
    'Confirm your new email',
    `Hello ${firstName}, use this code to move your Atelier account to this email address.`,
    code,
    'The code is valid for 10 minutes and can be used once. Until it is entered, your account ' +
      'keeps its current address. If you did not ask for this, ignore this email.',
  );
}

/**
 * To the OLD address once the change is done, so a hijacked session cannot move the account
 * silently: the link undoes the change for 7 days (decision 050).
 */
export function emailChangedMail(to: string, firstName: string, newEmail: string, undoUrl: string): Mail {
  return notice(to, 'Your Atelier email address was changed', [
    `Hello ${firstName}, your Atelier account now uses the email address ${newEmail}. ` +
      `This address (${to}) no longer signs in, and the account's other devices were signed ` +
      `out.`,
    `If you did not make this change, undo it within 7 days with this link (it works once): ${undoUrl}`,
    'Undoing brings this address back, signs every device out and removes the password; you then set a new one with "Forgot password".',
  ]);
}

/** To the CURRENT address: the proof an account without a password gives to move to a new one (decision 050). */
export function currentAddressCodeMail(to: string, firstName: string, code: string): Mail {
  return codeMail(
    to,
    'Your Atelier email change code',
    'Change your email address',
    `Hello ${firstName}, use this code to confirm that you want to move your Atelier account to another email address.`,
    code,
    'The code is valid for 10 minutes and can be used once. If you did not ask for it, someone ' +
      'may be using your account: sign out every device in Settings, Security.',
  );
}

/** After an undo: the address is back, every device signed out, the password gone. */
export function emailRestoredMail(to: string, firstName: string, forgotPasswordUrl: string): Mail {
  return notice(to, 'Your Atelier email address was restored', [
    `Hello ${firstName}, your Atelier account uses this address (${to}) again. Every device was signed out and the password was removed.`,
    `Set a new password here: ${forgotPasswordUrl}. If you signed in with Google or Facebook, you can keep doing so.`,
  ]);
}

export function deleteAccountCodeMail(to: string, firstName: string, code: string): Mail {
  return codeMail(
    to,
    'Your Atelier account deletion code',
    'Delete your account',
    `Hello ${firstName}, use this code to confirm that you want to delete your Atelier account and all its data.`,
    code,
    'The code is valid for 10 minutes and can be used once. If you did not ask for it, your account stays as it is; consider changing how you sign in.',
  );
}

export function accountDeletedMail(to: string, firstName: string): Mail {
  return notice(to, 'Your Atelier account was deleted', [
    `Hello ${firstName}, your Atelier account and everything it held (clients, measurements, projects, files and sessions) have been deleted.`,
    'Thank you for using Atelier. You can sign up again at any time.',
  ]);
}

/** A member of someone else's studio (decision 072): the studio's records stay with the studio. */
export function memberAccountDeletedMail(to: string, firstName: string): Mail {
  return notice(to, 'Your Atelier account was deleted', [
    `Hello ${firstName}, your Atelier account, its sessions and its own files have been ` +
      `deleted. The records you worked on stay with the studio you were a member of.`,
    'Thank you for using Atelier. You can sign up again at any time.',
  ]);
}

/** The project-deadline reminder, two days before the due date (settings: projectDeadlines). */
export function deadlineMail(
  to: string,
  firstName: string,
  project: { name: string; clientName: string; dueDay: string },
  appUrl: string,
): Mail {
  return notice(to, `Due in two days: ${project.name}`, [
    `Hello ${firstName}, the project "${project.name}" for ${project.clientName} is due on ${project.dueDay}, in two days.`,
    `Open it in Atelier: ${appUrl}/projects`,
    'You receive this because project deadline reminders are on. Turn them off in Settings, Notifications.',
  ]);
}
