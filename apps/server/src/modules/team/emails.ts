import { STUDIO_ROLE_LABELS, TEAM_LIMITS, type InvitableRole } from '@atelier/shared';
import type { Mail } from '../../lib/mailer.js';
import { noticeMail } from '../auth/emails.js';

/**
 * The invitation to join a studio (decision 072), in the style of the account mails. The link's
 * secret is in the fragment (`#token=`), which browsers never send, so it reaches no server log.
 */
export function inviteMail(
  to: string,
  invite: { inviter: string; studio: string; role: InvitableRole; url: string; expiresAt: Date },
): Mail {
  const from = invite.inviter || 'A studio';
  const until = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    invite.expiresAt,
  );
  return {
    ...noticeMail(to, `${from} invited you to ${invite.studio} on Atelier`, [
      `Hello, ${from} invited you to join the studio ${invite.studio} on Atelier as ${STUDIO_ROLE_LABELS[invite.role]}.`,
      `Accept the invitation with this link: ${invite.url}`,
      `The link works once, until ${until} (${TEAM_LIMITS.inviteDays} days). Sign in, or ` +
        `sign up, with this address (${to}) to accept it. Joining leaves the studio you use ` +
        `now, which must hold no records.`,
      'If you did not expect this invitation, ignore this email: nothing happens without you.',
    ]),
    kind: 'team-invite',
  };
}
