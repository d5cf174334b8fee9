import { TEAM_LIMITS, type InvitableRole, type Language } from '@atelier/shared';
import type { Mail } from '../../lib/mailer.js';
import { noticeMail } from '../auth/emails.js';
import { inviteMailWords } from './mail-words.js';

/**
 * The invitation to join a studio (decision 072), in the style of the account mails and in the
 * inviting studio's language (decision 203). The link's secret is in the fragment (`#token=`),
 * which browsers never send, so it reaches no server log.
 */
export function inviteMail(
  to: string,
  invite: { inviter: string; studio: string; role: InvitableRole; url: string; expiresAt: Date },
  language: Language,
): Mail {
  const w = inviteMailWords(language);
  const from = invite.inviter || null;
  const until = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(invite.expiresAt);
  return {
    ...noticeMail(
      to,
      w.subject(from, invite.studio),
      [w.invited(from, invite.studio, w.roles[invite.role]), w.accept(invite.url), w.rules(until, TEAM_LIMITS.inviteDays, to), w.ignore],
      language,
    ),
    kind: 'team-invite',
  };
}
