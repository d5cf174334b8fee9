import { parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js';
import { PHONE_COUNTRIES } from '@atelier/shared';
import { AppError, fieldError } from '../../lib/errors.js';
import { said, sayIn } from '../../lib/said.js';

const isCountry = (v: string | null): v is CountryCode => !!v && (PHONE_COUNTRIES as readonly string[]).includes(v);

/**
 * A client's phone number as typed ('07700 900123', '+44 7700 900123') in E.164 (+447700900123),
 * read in the studio's country when it has no +code (decision 083). A number that is possible for
 * its country is accepted even when it is not in service (test numbers, new ranges): the provider
 * is the judge of that. The errors name `channel`, the field of the send that asked for a number.
 */
export function e164Of(client: { name: string; phone: string | null }, studioCountry: string | null): string {
  const typed = client.phone?.trim() ?? '';
  if (!typed) {
    const onField = said('messaging.noPhoneField');
    throw new AppError(
      'CLIENT_PHONE_MISSING',
      client.name ? said('messaging.noPhone', { name: client.name }) : said('messaging.noPhoneUnnamed'),
      {
        errors: [{ field: 'channel', message: sayIn('en', onField), said: onField }],
      },
    );
  }
  // 00 is the international prefix in most countries: 0044… is +44….
  const international = typed.replace(/^00(?=\d)/, '+');
  const country = isCountry(studioCountry) ? studioCountry : undefined;
  if (!international.startsWith('+') && !country) {
    throw fieldError('channel', said('messaging.noCountry'));
  }
  try {
    const parsed = parsePhoneNumberWithError(international, country);
    if (parsed.isPossible()) return parsed.number;
  } catch {
    // Not a number at all: the same answer as an impossible one.
  }
  throw fieldError(
    'channel',
    client.name ? said('messaging.phoneUnreadable', { name: client.name }) : said('messaging.phoneUnreadableUnnamed'),
  );
}

/** https://wa.me/<digits>?text=…: WhatsApp opens a chat with the number, the text written in (decision 083). */
export const whatsappUrl = (e164: string, text: string) => `https://wa.me/${e164.replace(/^\+/, '')}?text=${encodeURIComponent(text)}`;
