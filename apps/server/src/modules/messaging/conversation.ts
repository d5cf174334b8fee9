import { signMessage, type ConversationReply, type ConversationReplyBody, type PageQuery } from '@atelier/shared';
import type { AppContext } from '../../context.js';
import { clients } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import { can, type Actor } from '../../lib/actor.js';
import { fullName } from '../../lib/member-name.js';
import { smsPartsOf } from '../../lib/sms-parts.js';
import { presentConversationMessage } from '../conversation/presenter.js';
import { markThreadRead, readThread, recordThreadMessage } from '../conversation/thread.js';
import { unreadCount } from '../notifications/service.js';
import { claimClientMessage } from '../plans/client-mail.js';
import { deliver, recipientOf, requireChannel } from './delivery.js';
import { whatsappUrl } from './phone.js';
import { clientOf, studioVoice } from './studio-voice.js';

const memberName = (actor: Actor) => fullName(actor.user);

/**
 * A client's conversation as the studio has it (decision 131): the thread, read by anyone who
 * reads clients; the studio's free text, sent like a template message (decision 083) by the
 * client's preferred channel, under the same bounds (decisions 055 and 105); marking it read.
 */
export function conversationService(ctx: AppContext) {
  return {
    async list({ actor, clientId, page }: { actor: Actor; clientId: string; page: PageQuery }) {
      await requireAccess(ctx.db, { table: clients, what: 'Client', actor, id: clientId, permission: 'clients.read' });
      const read = await readThread(ctx.db, { pageKey: ctx.pageKey, workspaceId: actor.workspaceId, clientId, page });
      return { read, seesMoney: can(actor, 'invoices.read') };
    },

    /**
     * Free text to the client. The text is the studio's, signed with its name; the mail's subject
     * is ours (decision 055); it carries no portal link, so no member is handed one (decision 102).
     * The claim comes before the send and the thread's row after it: a refused message is not in
     * the thread, and one the provider refused neither.
     */
    async reply({ actor, clientId, body }: { actor: Actor; clientId: string; body: ConversationReplyBody }): Promise<ConversationReply> {
      await requireAccess(ctx.db, { table: clients, what: 'Client', actor, id: clientId, permission: 'clients.write' });
      const now = new Date();
      const client = await clientOf(ctx, actor.workspaceId, clientId);
      const channel = body.channel ?? client.preferredChannel;
      await requireChannel(ctx, actor, channel);
      const studio = await studioVoice(ctx, actor.workspaceId, now, client);
      const to = recipientOf(client, channel, studio);
      const words = body.body.trim();
      const text = signMessage(words, studio.name);
      if (channel !== 'whatsapp') {
        const parts = channel === 'sms' ? smsPartsOf(text) : 0;
        const refusal = await claimClientMessage(ctx.db, actor.workspaceId, { channel, now, parts });
        if (refusal) throw refusal.error;
        await deliver(ctx, { channel, kind: 'reply', to, text, studio, parts });
      }
      const message = await ctx.db.transaction(async (tx) => {
        const row = await recordThreadMessage(tx, {
          workspaceId: actor.workspaceId,
          clientId,
          direction: 'out',
          channel,
          body: words,
          authorId: actor.user.id,
        });
        // As a template message's entry: the kind and the channel, never the text (decision 083).
        if (channel !== 'whatsapp') {
          const entry = {
            entityType: 'message',
            entityId: clientId,
            action: 'created',
            subject: client.name,
            detail: `reply ${channel}`,
          } as const;
          await recordActivity(tx, actor, entry);
        }
        return row;
      });
      return {
        message: presentConversationMessage({ message, author: memberName(actor), read: true }, { seesMoney: true }),
        to,
        whatsappUrl: channel === 'whatsapp' ? whatsappUrl(to, text) : '',
      };
    },

    /** The studio read the client's messages: their notices are read too, and the bell says what stays unread. */
    async markRead({ actor, clientId }: { actor: Actor; clientId: string }): Promise<number> {
      await requireAccess(ctx.db, { table: clients, what: 'Client', actor, id: clientId, permission: 'clients.read' });
      await markThreadRead(ctx.db, { workspaceId: actor.workspaceId, clientId, now: new Date() });
      return unreadCount(ctx.db, actor);
    },
  };
}
