import { i18n, params } from '@/lib/i18n/i18n';

/** The client's conversation on the client page (decision 131). */
export const conversationMessages = i18n('conversation', {
  threadOf: params('Conversation with {name}'),
  empty: 'No messages yet. What the client writes on the portal and what you send appear here.',
  loading: 'Loading the conversation...',
  loaded: 'Conversation loaded',
  failed: params('The conversation could not be loaded: {message}'),
  retry: 'Retry',
  earlier: 'Show earlier messages',
  newMessage: 'New',
  fromClient: params('{name}, on the portal'),
  fromStudio: params('{author} by {channel}'),
  studio: 'The studio',
  hidden: 'The amount in this message is shown only to those who see invoices.',
  replyLabel: params('Reply to {name}'),
  replyHint: params('Sent by {channel}; {name} also reads it on the portal.'),
  channel: 'Send by',
  preferred: params('{channel} (preferred)'),
  send: 'Send reply',
  openWhatsapp: 'Open WhatsApp',
  whatsappReady: 'If WhatsApp did not open, use this link:',
  empty_reply: 'Write a message first.',
});
