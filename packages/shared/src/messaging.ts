import { z } from 'zod';
import type { Language } from './settings-values.js';
import { text } from './text.js';

/**
 * Messages the client reads (decision 083): the studio's templates with placeholders, sent by
 * email or SMS through Atelier, or shared on WhatsApp from the tailor's own phone.
 */
export const MESSAGE_KINDS = ['order-ready', 'fitting-reminder', 'balance-due', 'thank-you'] as const;
export const messageKindSchema = z.enum(MESSAGE_KINDS, { error: 'Select order ready, fitting reminder, balance due or thank you' });
export type MessageKind = z.infer<typeof messageKindSchema>;
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  'order-ready': 'Order ready',
  'fitting-reminder': 'Fitting reminder',
  'balance-due': 'Balance due',
  'thank-you': 'Thank you',
};

/** How the studio reaches a client, stored on the client (`clients.preferred_channel`). */
export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export const messageChannelSchema = z.enum(MESSAGE_CHANNELS, { error: 'Select email, SMS or WhatsApp' });
export type MessageChannel = z.infer<typeof messageChannelSchema>;
export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' };

/** What a template may name; anything else in braces is left as typed. */
export const MESSAGE_PLACEHOLDERS = ['client', 'project', 'date', 'balance', 'portalLink'] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];
export type MessageValues = Partial<Record<MessagePlaceholder, string>>;

export const MESSAGING_LIMITS = {
  /** A template's text: three SMS segments and a little, before the link and the studio's name are added. */
  templateBody: 600,
} as const;

/** The texts a studio starts with, in its language; a studio's own wording replaces one (PUT /message-templates/{kind}). */
export const DEFAULT_MESSAGE_TEMPLATES: Record<Language, Record<MessageKind, string>> = {
  en: {
    'order-ready': 'Hello {client}, good news: your order {project} is ready to collect. {portalLink}',
    'fitting-reminder': 'Hello {client}, a reminder of your fitting on {date}. {portalLink}',
    'balance-due': 'Hello {client}, a balance of {balance} is due on your order {project}. {portalLink}',
    'thank-you': 'Thank you, {client}! It was a pleasure to make your order {project}. {portalLink}',
  },
  fr: {
    'order-ready': 'Bonjour {client}, bonne nouvelle : votre commande {project} est prête à être retirée. {portalLink}',
    'fitting-reminder': 'Bonjour {client}, nous vous rappelons votre essayage le {date}. {portalLink}',
    'balance-due': 'Bonjour {client}, il reste {balance} à régler sur votre commande {project}. {portalLink}',
    'thank-you': 'Merci, {client} ! Ce fut un plaisir de réaliser votre commande {project}. {portalLink}',
  },
  es: {
    'order-ready': 'Hola, {client}: buenas noticias, su encargo {project} está listo para recoger. {portalLink}',
    'fitting-reminder': 'Hola, {client}: le recordamos su prueba del {date}. {portalLink}',
    'balance-due': 'Hola, {client}: queda un saldo de {balance} pendiente en su encargo {project}. {portalLink}',
    'thank-you': '¡Gracias, {client}! Ha sido un placer realizar su encargo {project}. {portalLink}',
  },
  pt: {
    'order-ready': 'Olá, {client}: boas notícias, a sua encomenda {project} está pronta para entrega. {portalLink}',
    'fitting-reminder': 'Olá, {client}: lembramos a sua prova em {date}. {portalLink}',
    'balance-due': 'Olá, {client}: falta pagar {balance} da sua encomenda {project}. {portalLink}',
    'thank-you': 'Obrigado, {client}! Foi um prazer fazer a sua encomenda {project}. {portalLink}',
  },
  de: {
    'order-ready': 'Guten Tag {client}, gute Nachricht: Ihr Auftrag {project} ist abholbereit. {portalLink}',
    'fitting-reminder': 'Guten Tag {client}, wir erinnern Sie an Ihre Anprobe am {date}. {portalLink}',
    'balance-due': 'Guten Tag {client}, für Ihren Auftrag {project} ist noch ein Betrag von {balance} offen. {portalLink}',
    'thank-you': 'Vielen Dank, {client}! Es war uns eine Freude, Ihren Auftrag {project} anzufertigen. {portalLink}',
  },
  it: {
    'order-ready': 'Buongiorno {client}, buone notizie: la Sua commessa {project} è pronta per il ritiro. {portalLink}',
    'fitting-reminder': 'Buongiorno {client}, Le ricordiamo la prova del {date}. {portalLink}',
    'balance-due': 'Buongiorno {client}, sulla Sua commessa {project} resta un saldo di {balance} da pagare. {portalLink}',
    'thank-you': 'Grazie, {client}! È stato un piacere realizzare la Sua commessa {project}. {portalLink}',
  },
};

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;
const isPlaceholder = (name: string): name is MessagePlaceholder => (MESSAGE_PLACEHOLDERS as readonly string[]).includes(name);

/**
 * The text a client reads: each known placeholder replaced by its value, a missing value by
 * nothing, and the spacing tidied (no double spaces, no space before a comma or full stop, no
 * blank lines beyond one). Unknown placeholders stay as typed, so a typo shows in the preview.
 */
export function renderMessage(template: string, values: MessageValues): string {
  const filled = template.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? (values[name] ?? '').trim() : whole));
  return filled
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]+/g, ' ')
        .replace(/ +([,.])/g, '$1')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Every message names the studio that sent it (decision 083): the last line is '— <studio>'. */
export function signMessage(body: string, studio: string): string {
  const name = studio.trim();
  return name ? `${body}\n— ${name}` : body;
}

/** The placeholders a template uses that exist, in order of first use (the settings list them). */
export function placeholdersIn(template: string): MessagePlaceholder[] {
  const found = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').filter(isPlaceholder);
  return [...new Set(found)];
}

export const messageTemplateSchema = z.object({
  kind: messageKindSchema,
  /** The text used: the studio's own, or the default in the studio's language. */
  body: z.string(),
  /** True when the studio has not changed it. */
  isDefault: z.boolean(),
  /** The default text in the studio's language, for Reset and comparison. */
  defaultBody: z.string(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

/** A kind in a path: any short string; an unknown kind is 404 like an unknown id. */
export const messageKindParams = z.object({ kind: z.string().max(200) });

export const updateMessageTemplateBodySchema = z.strictObject({
  body: text()
    .trim()
    .min(1, 'Write the message, or reset it to the default')
    .max(MESSAGING_LIMITS.templateBody, `Message must be at most ${MESSAGING_LIMITS.templateBody} characters`),
});
export type UpdateMessageTemplateBody = z.input<typeof updateMessageTemplateBodySchema>;

/** A record the message is about: an id of the studio's, of this client (any short string; a wrong one is 404 on its field). */
const recordRef = z.string().max(200).nullish();

/** POST /clients/{id}/messages and its preview. */
export const sendMessageBodySchema = z.strictObject({
  kind: messageKindSchema,
  channel: messageChannelSchema,
  /** Fills {project}. */
  projectId: recordRef,
  /** Fills {balance} (needs invoices.read). */
  invoiceId: recordRef,
  /** Fills {date}; without it, the client's next appointment. */
  eventId: recordRef,
});
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

export const messagePreviewSchema = z.object({
  kind: messageKindSchema,
  channel: messageChannelSchema,
  /** The client's email address, or their number in E.164 (+447700900123). */
  to: z.string(),
  /** The whole text the client reads, signed with the studio's name. */
  text: z.string(),
  /** True when sending makes the client a new portal link for {portalLink} (the text shows where it goes). */
  newPortalLink: z.boolean(),
  /** For SMS, the parts the provider bills and the month's allowance counts (decision 105); null otherwise. */
  smsParts: z.number().int().positive().nullable(),
});
export type MessagePreview = z.infer<typeof messagePreviewSchema>;

export const sentMessageSchema = z.object({
  kind: messageKindSchema,
  channel: messageChannelSchema,
  to: z.string(),
  text: z.string(),
  /** For WhatsApp: https://wa.me/<number>?text=…, opened on the tailor's phone (nothing is sent by Atelier); "" otherwise. */
  whatsappUrl: z.string(),
  /** When Atelier sent it; null for WhatsApp. */
  sentAt: z.string().nullable(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

/** What the studio has left (Settings, Messages; the SMS choice in the send menu). */
export const messagingUsageSchema = z.object({
  sms: z.object({
    /** The plan's SMS a month (SMS_PER_MONTH); 0 on Free. */
    allowance: z.number().int(),
    used: z.number().int(),
    left: z.number().int(),
    /** The first instant of next month, UTC. */
    resetsAt: z.string(),
  }),
  /** Messages to clients today, email and SMS together, against the daily cap (decision 055). */
  today: z.object({ cap: z.number().int(), sent: z.number().int(), left: z.number().int(), resetsAt: z.string() }),
  /** Where SMS go: the embedded outbox (DATA_DIR/sms-outbox) or Twilio. */
  smsProvider: z.enum(['outbox', 'twilio']),
  /** A trial without a card sends no email or SMS to clients yet (decision 055). */
  cardRequired: z.boolean(),
});
export type MessagingUsage = z.infer<typeof messagingUsageSchema>;

/**
 * ISO 3166 alpha-2 codes a phone number without +code may be read in (libphonenumber's list):
 * the studio's `phoneCountry` is one of them.
 */
// prettier-ignore
export const PHONE_COUNTRIES = [
  'AC', 'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF',
  'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH',
  'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM',
  'GN', 'GP', 'GQ', 'GR', 'GT', 'GU', 'GW', 'GY', 'HK', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR',
  'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI',
  'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ',
  'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ',
  'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA',
  'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TA',
  'TC', 'TD', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'US', 'UY', 'UZ', 'VA',
  'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];
const isPhoneCountry = (v: string): v is PhoneCountry => (PHONE_COUNTRIES as readonly string[]).includes(v);

/** The studio's phone country in a body: a code from the list (any case), or "" to clear it. */
export const phoneCountrySchema = text()
  .trim()
  .max(8, 'Select a country')
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || isPhoneCountry(v), 'Select a country');
