import { SegmentedMessage } from 'sms-segments-calculator';

/**
 * The parts ("segments") an SMS provider bills for a text (decision 105): GSM-7 when every
 * character is in the GSM 03.38 alphabet, 160 a single part and 153 a part of a longer one, an
 * extension character (€ [ ] { } ^ ~ | \) taking two; otherwise UCS-2, 70 and 67, a character
 * outside the Basic Multilingual Plane (most emoji) taking two. Counted by Twilio's own calculator
 * with its "smart encoding", which Twilio applies to what we send (sms-twilio.ts): a character
 * with a GSM-7 look-alike (the signature's "—", curly quotes) does not turn the text to UCS-2.
 */
export function smsPartsOf(text: string): number {
  return new SegmentedMessage(text, 'auto', true).segmentsCount;
}
