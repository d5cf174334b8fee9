import type { ConversationMessage, MessageKind, PortalConversationMessage } from '@atelier/shared';
import type { ThreadLine } from './thread.js';

/**
 * One message as the studio reads it (decision 131): a message that named an amount is read empty
 * by a role that does not see money (decision 072), its kind and channel still shown.
 */
export function presentConversationMessage(line: ThreadLine, opts: { seesMoney: boolean }): ConversationMessage {
  const { message } = line;
  return {
    _id: message.id,
    id: message.id,
    direction: message.direction,
    channel: message.channel,
    // Stored as text so a kind retired later does not break old rows; new rows come from typed code.
    kind: (message.kind as MessageKind | null) ?? null,
    body: message.namesMoney && !opts.seesMoney ? '' : message.body,
    author: line.author,
    read: line.read,
    createdAt: message.createdAt.toISOString(),
  };
}

/** One message as the client reads it on the portal: theirs and the studio's, no member named. */
export function presentPortalMessage({ message }: Pick<ThreadLine, 'message'>): PortalConversationMessage {
  return {
    _id: message.id,
    id: message.id,
    direction: message.direction,
    channel: message.channel,
    body: message.body,
    // New to the client until they read it on the portal (decision 136); their own never are.
    unread: message.direction === 'out' && message.clientReadAt === null,
    createdAt: message.createdAt.toISOString(),
  };
}
