import { z } from 'zod';
import { recordIdsSchema } from './envelope.js';
import { LIMITS } from './limits.js';
import { messageChannelSchema, messageKindSchema } from './messaging.js';
import { text } from './text.js';

/**
 * One thread per client (decision 131): what the client writes on the portal, what the studio
 * writes in free text, and the template messages (decision 083), each with its channel and time.
 */
export const CONVERSATION_CHANNELS = ['portal', 'email', 'sms', 'whatsapp'] as const;
export const conversationChannelSchema = z.enum(CONVERSATION_CHANNELS);
export type ConversationChannel = z.infer<typeof conversationChannelSchema>;

/** `in` from the client (the portal), `out` from the studio (a template or free text). */
export const CONVERSATION_DIRECTIONS = ['in', 'out'] as const;
export const conversationDirectionSchema = z.enum(CONVERSATION_DIRECTIONS);
export type ConversationDirection = z.infer<typeof conversationDirectionSchema>;

/** One message as the studio reads it (GET /clients/{id}/conversation). */
export const conversationMessageSchema = recordIdsSchema.extend({
  direction: conversationDirectionSchema,
  channel: conversationChannelSchema,
  /** The template it was written from; null for free text and for the client's own words. */
  kind: messageKindSchema.nullable(),
  /**
   * The words the client read, without the portal link's address (decision 102) nor the studio's
   * signature; "" for a role without invoices.read when the message named an amount (decision 072).
   */
  body: z.string(),
  /** Who wrote it: the member's name, or the client's; "" when no longer known. */
  author: z.string(),
  /** A message from the client the studio has not read yet is false; the studio's own are true. */
  read: z.boolean(),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** One message as the client reads it on the portal: no member's name, no read state of the studio's. */
export const portalConversationMessageSchema = recordIdsSchema.extend({
  direction: conversationDirectionSchema,
  channel: conversationChannelSchema,
  body: z.string(),
  /** A message from the studio the client has not read on the portal yet (decision 136); false for the client's own. */
  unread: z.boolean(),
  createdAt: z.string(),
});
export type PortalConversationMessage = z.infer<typeof portalConversationMessageSchema>;

const messageText = text()
  .trim()
  .min(1, 'Write a message')
  .max(LIMITS.conversationMessage, `Message must be at most ${LIMITS.conversationMessage} characters`);

/**
 * POST /clients/{id}/conversation: the studio's free text, sent by the client's preferred channel
 * unless another is chosen, under the rules of the template messages (decisions 055, 083, 105).
 */
export const conversationReplyBodySchema = z.strictObject({
  body: messageText,
  channel: messageChannelSchema.optional(),
});
export type ConversationReplyBody = z.input<typeof conversationReplyBodySchema>;

export const conversationReplySchema = z.object({
  message: conversationMessageSchema,
  /** The client's email address, or their number in E.164. */
  to: z.string(),
  /** For WhatsApp: the wa.me link the tailor opens (nothing is sent by Atelier); "" otherwise. */
  whatsappUrl: z.string(),
});
export type ConversationReply = z.infer<typeof conversationReplySchema>;

/** The overview's section (decision 126): the newest messages, how many in all, and how many the studio has not read. */
export const conversationSectionSchema = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  items: z.array(conversationMessageSchema),
});
