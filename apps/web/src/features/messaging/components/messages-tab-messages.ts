import { i18n, params } from '@/lib/i18n/i18n';

export const messagesTabMessages = i18n('settings-messages', {
  title: 'Messages to clients',
  description:
    'The texts Atelier sends your clients by email and SMS, and writes into WhatsApp for you to send. Every message ends with your studio’s name.',
  placeholdersTitle: 'Placeholders',
  placeholdersIntro: 'Write these words with their braces; each is replaced when a message is sent, or left out when it has no value.',
  placeholderClient: 'the client’s name',
  placeholderProject: 'the project’s name',
  placeholderDate: 'the appointment’s date and time',
  placeholderBalance: 'what the client owes',
  placeholderPortalLink: 'the client’s private portal link (Premium and Enterprise)',
  loading: 'Loading the messages...',
  loadError: 'The messages could not be loaded. Reload the page to try again.',
  characters: params('{count} of {max} characters'),
  save: 'Save',
  reset: 'Reset to default',
  resetOf: params('Reset to default: {kind}'),
  saveOf: params('Save: {kind}'),
  isDefault: 'Default text',
  usageTitle: 'Sent and left',
  smsUsage: params('SMS this month: {used} of {allowance} sent, {left} left. More from {date}.'),
  noSms: 'Your plan includes no SMS. Upgrade to Premium to send SMS and emails to clients.',
  todayUsage: params('Messages to clients today (email and SMS): {sent} of {cap}. The count starts again at {time}.'),
  outbox: 'No SMS provider is set up on this server: SMS are written to its outbox folder instead of being sent.',
  cardRequired: 'Email and SMS to clients start once a card is on file. Sharing on WhatsApp works meanwhile.',
});
