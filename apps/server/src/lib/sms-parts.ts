import { SegmentedMessage } from 'sms-segments-calculator';

/**
 * The parts ("segments") an SMS provider bills for a text (decision 105): GSM-7 when every
 * character is in the GSM 03.38 alphabet, 160 a single part and 153 a part of a longer one, an
 * extension character (€ [ ] { } ^ ~ | \) taking two; otherwise UCS-2, 70 and 67, a character
 * outside the Basic Multilingual Plane (most emoji) taking two. Counted by Twilio's own calculator,
 * without its "smart encoding" (Atelier sends the text as written).
 */
export function smsPartsOf(text: string): number {
  return new SegmentedMessage(text, 'auto', false).segmentsCount;
}
