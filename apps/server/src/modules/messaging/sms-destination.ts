import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { fieldError } from '../../lib/errors.js';
import type { RefusalKey } from '../../lib/refusals/index.js';
import { said } from '../../lib/said.js';

/** The kinds of number an SMS is not sent to. */
type RefusedKind = 'satellite' | 'international network' | 'shared-cost' | 'premium-rate';

/**
 * Country calling codes of no country that no studio texts (decision 105): satellite phones
 * (+870 Inmarsat, +881 global mobile satellite systems), international networks (+882, +883),
 * international shared-cost (+808) and premium-rate (+979) services. A text to one costs many
 * times a national one and reaches no tailor's client.
 */
const REFUSED_CODES: Readonly<Record<string, RefusedKind>> = {
  '870': 'satellite',
  '881': 'satellite',
  '882': 'international network',
  '883': 'international network',
  '808': 'shared-cost',
  '979': 'premium-rate',
};

/** The refusal of each kind of number, in the reader's language (decision 200). */
const REFUSAL_OF: Readonly<Record<RefusedKind, RefusalKey>> = {
  satellite: 'messaging.smsSatellite',
  'international network': 'messaging.smsInternationalNetwork',
  'shared-cost': 'messaging.smsSharedCost',
  'premium-rate': 'messaging.smsPremiumRate',
};

/**
 * Refuses an SMS to a number of a refused range, or that the full ('max') metadata of
 * libphonenumber-js classes as premium-rate or shared-cost (the default metadata has no number
 * types, so it cannot tell them). 422 on `channel`, the field of the send that chose SMS.
 */
export function refuseSmsDestination(e164: string): void {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return;
  const code = parsed.countryCallingCode;
  const type = parsed.getType();
  const what: RefusedKind | undefined =
    REFUSED_CODES[code] ?? (type === 'PREMIUM_RATE' ? 'premium-rate' : type === 'SHARED_COST' ? 'shared-cost' : undefined);
  if (!what) return;
  throw fieldError('channel', said(REFUSAL_OF[what], { code }));
}
