import { count, i18n, params } from '@/lib/i18n/i18n';

/** The send menu, its dialog and the order-ready offer (decision 083). */
export const messagingMessages = i18n('messaging', {
  sendMessage: 'Send message',
  sendMessageTo: params('Send message to {name}'),
  copyPortalLink: 'Copy portal link',
  portalLinkCopied: 'Portal link copied',
  portalLinkCopyFailed: 'The browser did not allow copying. Copy the link from the client’s portal panel.',
  byEmail: 'Send by email',
  byWhatsapp: 'Share on WhatsApp',
  bySms: 'Send SMS',
  smsLeft: params('SMS left this month: {count}'),
  noEmail: 'No email address',
  noPhone: 'No phone number',
  noSmsLeft: 'No SMS left this month',
  titleEmail: params('Email {name}'),
  titleSms: params('SMS to {name}'),
  titleWhatsapp: params('WhatsApp message to {name}'),
  description: 'The studio’s text for this message, as the client will read it. Change the wording in Settings, Messages.',
  kind: 'Message',
  to: 'To',
  preview: 'Preview',
  previewLoading: 'Preparing the message...',
  newLink: 'A private portal link will be made for the client and put in the message.',
  // What the provider bills and the month's SMS count (decision 105).
  smsParts: count({ one: '{count} SMS part', other: '{count} SMS parts: each counts as one of the month’s SMS' }),
  whatsappNote: 'WhatsApp opens with this text on your phone or computer; you send it yourself.',
  sendEmail: 'Send email',
  sendSms: 'Send SMS',
  openWhatsapp: 'Open WhatsApp',
  whatsappReady: 'If WhatsApp did not open, use this link:',
  offerTitle: params('Order ready: {project}'),
  // The toast's button stays short: a long one squeezed the toast's title to a letter a line.
  offerDescription: params('Send “Order ready” to {name}?'),
  offerAction: params('Send by {channel}'),
});
