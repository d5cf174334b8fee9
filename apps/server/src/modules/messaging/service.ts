import {
  placeholdersIn,
  renderMessage,
  signMessage,
  type MessagePreview,
  type MessagingUsage,
  type SentMessage,
  type sendMessageBodySchema,
} from '@atelier/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { clients } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { smsPartsOf } from '../../lib/sms-parts.js';
import { recordThreadMessage } from '../conversation/thread.js';
import { claimClientMessage, clientMessageUsage } from '../plans/client-mail.js';
import { deliver, recipientOf, requireChannel } from './delivery.js';
import { whatsappUrl } from './phone.js';
import { clientOf, portalLinkFor, studioVoice, type StudioVoice } from './studio-voice.js';
import { templateText } from './templates.js';
import { recordsNamed, valuesOf } from './values.js';

type SendBody = z.output<typeof sendMessageBodySchema>;

/** The text with {portalLink} filled in, signed with the studio's name (decision 083). */
const finalText = (template: string, values: Record<string, string>, studio: StudioVoice) =>
  signMessage(renderMessage(template, values), studio.name);

/**
 * Messages to one client (decision 083). Email and SMS are sent by Atelier: they need a paid plan
 * (messagesToClients) and are held to the rules of messages to clients (no cardless trial, the
 * daily cap, SMS against the month's allowance: plans/client-mail.ts). WhatsApp is a wa.me link
 * the tailor opens on their own phone: nothing is sent or counted, on any plan.
 */
export function messagingService(ctx: AppContext) {
  /** Everything but the portal link and the claim: access, the plan, the records named, the recipient, the template. */
  async function prepare(actor: Actor, clientId: string, body: SendBody, now: Date) {
    await requireAccess(ctx.db, { table: clients, what: 'Client', actor, id: clientId, permission: 'clients.write' });
    await requireChannel(ctx, actor, body.channel);
    const client = await clientOf(ctx, actor.workspaceId, clientId);
    const studio = await studioVoice(ctx, actor.workspaceId, now, client);
    const records = await recordsNamed(ctx.db, actor, client, body, { language: studio.language, now });
    const to = recipientOf(client, body.channel, studio);
    const template = await templateText(ctx.db, actor.workspaceId, body.kind, studio.language);
    return { client, studio, to, template, values: valuesOf(client, records, studio) };
  }

  const wantsLink = (template: string) => placeholdersIn(template).includes('portalLink');

  /** The text as a preview shows it: a link not yet made has the shape and length of the one sending makes. */
  async function previewText(actor: Actor, clientId: string, template: string, values: Record<string, string>, studio: StudioVoice) {
    const link = wantsLink(template)
      ? await portalLinkFor(ctx, { workspaceId: actor.workspaceId, actor, clientId, make: false })
      : { url: '', isNew: false };
    return { text: finalText(template, { ...values, portalLink: link.url }, studio), newPortalLink: link.isNew };
  }

  return {
    /** What a send would say and to whom; nothing is sent, counted or made. */
    async preview({ actor, clientId, body }: { actor: Actor; clientId: string; body: SendBody }): Promise<MessagePreview> {
      const now = new Date();
      const { client, studio, to, template, values } = await prepare(actor, clientId, body, now);
      const { text, newPortalLink } = await previewText(actor, client.id, template, values, studio);
      const smsParts = body.channel === 'sms' ? smsPartsOf(text) : null;
      return { kind: body.kind, channel: body.channel, to, text, newPortalLink, smsParts };
    },

    async send({ actor, clientId, body }: { actor: Actor; clientId: string; body: SendBody }): Promise<SentMessage> {
      const now = new Date();
      const { client, studio, to, template, values } = await prepare(actor, clientId, body, now);
      const { channel, kind } = body;
      // The parts the provider bills, counted on the preview's text: the link made below has its length (decision 105).
      const parts = channel === 'sms' ? smsPartsOf((await previewText(actor, client.id, template, values, studio)).text) : 0;
      if (channel !== 'whatsapp') {
        const refusal = await claimClientMessage(ctx.db, actor.workspaceId, { channel, now, parts });
        if (refusal) throw refusal.error;
      }
      // After the claim: a refused message makes no portal link.
      const link = wantsLink(template)
        ? await portalLinkFor(ctx, { workspaceId: actor.workspaceId, actor, clientId: client.id, make: true })
        : { url: '' };
      const text = finalText(template, { ...values, portalLink: link.url }, studio);
      if (channel !== 'whatsapp') await deliver(ctx, { channel, kind, to, text, studio, parts });
      await ctx.db.transaction(async (tx) => {
        // The thread keeps what the client read, without the link's address nor the signature (decision 131).
        await recordThreadMessage(tx, {
          workspaceId: actor.workspaceId,
          clientId: client.id,
          direction: 'out',
          channel,
          kind,
          body: renderMessage(template, { ...values, portalLink: '' }),
          namesMoney: placeholdersIn(template).includes('balance') && values.balance !== '',
          authorId: actor.user.id,
        });
        // The entry names the kind and the channel, never the text (decision 083); WhatsApp links write none.
        if (channel === 'whatsapp') return;
        await recordActivity(tx, actor, {
          entityType: 'message',
          entityId: client.id,
          action: 'created',
          subject: client.name,
          detail: `${kind} ${channel}`,
        });
      });
      if (channel === 'whatsapp') return { kind, channel, to, text, whatsappUrl: whatsappUrl(to, text), sentAt: null };
      return { kind, channel, to, text, whatsappUrl: '', sentAt: new Date().toISOString() };
    },

    async usage({ actor }: { actor: Actor }): Promise<MessagingUsage> {
      requirePermission(actor, 'clients.read');
      const usage = await clientMessageUsage(ctx.db, actor.workspaceId);
      return {
        sms: { ...usage.sms, resetsAt: usage.sms.resetsAt.toISOString() },
        today: { ...usage.today, resetsAt: usage.today.resetsAt.toISOString() },
        smsProvider: ctx.sms.kind,
        cardRequired: usage.cardRequired,
      };
    },
  };
}
