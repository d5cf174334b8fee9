import { PLAN_NAMES_IN, type Language, type PlanId } from '@atelier/shared';
import type { Mail } from '../../lib/mailer.js';
import { noticeMail } from '../auth/emails.js';
import { failureReason, subscriptionMailWords } from './mail-words.js';

/** Billing mails, in the style of the account's notices, in the account's language (decision 203). */

const day = (d: Date, language: Language) =>
  d.toLocaleDateString(language === 'en' ? 'en-US' : language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function trialEndingMail(
  to: string,
  firstName: string,
  planId: PlanId,
  endsAt: Date,
  appUrl: string,
  today: boolean,
  language: Language,
): Mail {
  const w = subscriptionMailWords(language);
  const names = PLAN_NAMES_IN[language];
  const plan = names[planId];
  return noticeMail(
    to,
    w.trialSubject(plan, today),
    [w.trialEnds(firstName, plan, today ? null : day(endsAt, language)), w.trialKeep(plan, appUrl), w.trialFree(names.free)],
    language,
  );
}

export function paymentFailedMail(
  to: string,
  firstName: string,
  planId: PlanId,
  graceEndsAt: Date,
  message: string,
  appUrl: string,
  language: Language,
): Mail {
  const w = subscriptionMailWords(language);
  const plan = PLAN_NAMES_IN[language][planId];
  return noticeMail(
    to,
    w.failedSubject(plan),
    [w.failed(firstName, plan, failureReason(message, language)), w.failedKeep(plan, day(graceEndsAt, language), appUrl)],
    language,
  );
}

export function subscriptionEndedMail(to: string, firstName: string, planId: PlanId, appUrl: string, language: Language): Mail {
  const w = subscriptionMailWords(language);
  const names = PLAN_NAMES_IN[language];
  return noticeMail(
    to,
    w.endedSubject(names[planId]),
    [w.ended(firstName, names[planId], names.free), w.endedData(names.free, appUrl)],
    language,
  );
}
