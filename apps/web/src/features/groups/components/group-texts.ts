import type { GroupKind, GroupMessageOutcome, MessageChannel } from '@atelier/shared';
import type { GroupTexts } from '../messages';
import { moneyRule, readTyped } from '@/lib/typed-number';

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

/** The language and currency amounts are typed in (decision 178). */
export type TypedIn = { language: string; currency: string };

/** A price read by the one reader ('250,50', '1 250.50'); null when empty, NaN when refused. */
export function readAmount(typed: string, typedIn: TypedIn): number | null {
  const read = readTyped(typed, moneyRule(typedIn.currency), typedIn.language);
  return read.error ? Number.NaN : read.value;
}
