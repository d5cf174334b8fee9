import type { Mail } from '../../lib/mailer.js';
import { noticeMail } from '../auth/emails.js';

/** Billing mails, in the style of the account's notices. */

const day = (d: Date) =>
  d.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function trialEndingMail(to: string, firstName: string, plan: string, endsAt: Date, appUrl: string, today: boolean): Mail {
  const when = today ? 'today' : `in 3 days, on ${day(endsAt)}`;
  return noticeMail(to, today ? `Your Atelier ${plan} trial ends today` : `Your Atelier ${plan} trial ends in 3 days`, [
    `Hello ${firstName}, your free ${plan} trial ends ${when}.`,
    `To keep ${plan} (calendar, invoices, analytics and unlimited clients and projects), choose a plan at ${appUrl}/pricing. Paying yearly saves 20%.`,
    'If you do nothing, your account moves to the Free plan. Your data is kept; records above the Free limits become read-only.',
  ]);
}

export function paymentFailedMail(to: string, firstName: string, plan: string, graceEndsAt: Date, message: string, appUrl: string): Mail {
  return noticeMail(to, `We could not renew your Atelier ${plan} plan`, [
    `Hello ${firstName}, the payment for your ${plan} plan did not go through: ${message}`,
    `You keep ${plan} until ${day(graceEndsAt)}. Update your card in Settings, Billing (${appUrl}/settings) and we will take the payment at once.`,
  ]);
}

export function subscriptionEndedMail(to: string, firstName: string, plan: string, appUrl: string): Mail {
  return noticeMail(to, `Your Atelier ${plan} plan has ended`, [
    `Hello ${firstName}, your ${plan} subscription has ended and your account is on the Free plan.`,
    `Your data is kept; records above the Free limits are read-only. You can subscribe again at any time at ${appUrl}/pricing.`,
  ]);
}
