import type { GroupKind, GroupMessageOutcome, MessageChannel } from '@atelier/shared';
import type { GroupTexts } from '../messages';

export const groupPath = (id: string) => `/groups/${encodeURIComponent(id)}`;

const KIND_KEYS = { wedding: 'kindWedding', cast: 'kindCast', class: 'kindClass', other: 'kindOther' } as const;
export const kindText = (t: GroupTexts, kind: GroupKind) => t[KIND_KEYS[kind]];

const CHANNEL_KEYS = { email: 'channelEmail', sms: 'channelSms', whatsapp: 'channelWhatsapp' } as const;
export const channelText = (t: GroupTexts, channel: MessageChannel) => t[CHANNEL_KEYS[channel]];

const OUTCOME_KEYS = { sent: 'outcomeSent', whatsapp: 'outcomeWhatsapp', skipped: 'outcomeSkipped' } as const;
export const outcomeText = (t: GroupTexts, outcome: GroupMessageOutcome['outcome']) => t[OUTCOME_KEYS[outcome]];

/** The public booking page with the group's code (decision 160): `${origin}/book/<slug>?group=<code>`. */
export const bookingLinkOf = (origin: string, slug: string, code: string) =>
  `${origin}/book/${encodeURIComponent(slug)}?group=${encodeURIComponent(code)}`;

/** A price as typed in France or in England: '250,50', '250.50', '250'; null when empty, NaN when unreadable. */
export function readAmount(typed: string): number | null {
  const text = typed.trim().replace(/\s/g, '');
  if (text === '') return null;
  return /^\d+(?:[.,]\d{1,2})?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}
