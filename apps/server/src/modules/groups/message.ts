import type { GroupMessageBody, GroupMessageOutcome, GroupMessageResult } from '@atelier/shared';
import type { AppContext } from '../../context.js';

import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { conversationService } from '../messaging/conversation.js';

import { readGroup } from './service.js';

/**
 * One message to every member of a group (decision 160): each member gets the studio's free text
 * by their own preferred channel, sent exactly as a reply in their conversation (decision 131), so
 * each one is claimed against the studio's messages of the day and SMS of the month (decisions
 * 055 and 105) before it goes: once a bound is reached the rest are refused by the same claim, and
 * never more go than it allows. A member whose message cannot go (no email, no readable phone, a
 * bound reached) is skipped and named with the reason; the others still go.
 */
export function groupMessageService(ctx: AppContext) {
  const conversation = conversationService(ctx);
  return {
    async send({ actor, groupId, body }: { actor: Actor; groupId: string; body: GroupMessageBody }): Promise<GroupMessageResult> {
      const { members } = await readGroup(ctx.db, actor, groupId);
      const outcomes: GroupMessageOutcome[] = [];
      for (const member of members) {
        const channel = member.client.preferredChannel;
        const base = { memberId: member.id, name: member.client.name, channel };
        try {
          const sent = await conversation.reply({ actor, clientId: member.client.id, body: { body: body.body, channel } });
          outcomes.push({ ...base, outcome: channel === 'whatsapp' ? 'whatsapp' : 'sent', whatsappUrl: sent.whatsappUrl, reason: '' });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          outcomes.push({ ...base, outcome: 'skipped', whatsappUrl: '', reason: err.message });
        }
      }
      return {
        sent: outcomes.filter((o) => o.outcome === 'sent').length,
        skipped: outcomes.filter((o) => o.outcome === 'skipped').length,
        members: outcomes,
      };
    },
  };
}
