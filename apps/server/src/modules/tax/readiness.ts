import type { MissingTerm } from '@atelier/shared';
import type { TaxSettingsRow } from '../../db/schema/index.js';
import type { RefusalKey } from '../../lib/refusals/index.js';
import { said, sayIn, type Said } from '../../lib/said.js';
import { serverFault, type FieldRefusal } from '../../lib/errors.js';

/**
 * What an issued invoice would lack (decision 164), said before the studio issues, not after: the
 * settings screen lists it and issuing is refused with each field named. A studio that never saved
 * its tax settings invoices as before; one that did must have what its documents must carry.
 */

export type BuyerTerms = { name: string; country: string | null; vatNumber: string | null; companyNumber: string | null };

/** Each term's refusal by key, by its English sentence (decision 200): the settings screen shows the English. */
const KEY_OF = new Map<string, RefusalKey>();
function term(field: string, bt: string, key: RefusalKey): MissingTerm {
  const message = sayIn('en', said(key));
  KEY_OF.set(message, key);
  return { field, term: bt, message };
}

/** A missing term's refusal by key, for a sentence listing several in the reader's language. */
export function termSaid({ message }: MissingTerm): Said {
  const key = KEY_OF.get(message);
  if (!key) throw serverFault(`A missing term without a refusal key: ${message}`);
  return said(key);
}

/** A missing term as a field's refusal, in the reader's language, naming its business term: 'VAT number is required (BT-31)'. */
export function termRefusal({ field, term, message }: MissingTerm): FieldRefusal {
  const key = KEY_OF.get(message);
  const named = `${message} (${term})`;
  return key
    ? { field, message: named, said: said('tax.missingTerm', { missing: { each: [said(key)] }, term }) }
    : { field, message: named };
}
const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** The studio's own terms, for issuing any invoice. */
export function missingSellerTerms(settings: TaxSettingsRow | null | undefined): MissingTerm[] {
  if (!settings) return [];
  const out: MissingTerm[] = [];
  if (settings.registered && blank(settings.vatNumber)) out.push(term('vatNumber', 'BT-31', 'tax.vatNumberRequired'));
  if (settings.country === 'FR') {
    // French invoices name the seller's SIREN or SIRET and address (Code de commerce, art. R123-237; CGI, art. 242 nonies A).
    if (blank(settings.companyNumber)) out.push(term('companyNumber', 'BT-30', 'tax.companyNumberRequired'));
    if (blank(settings.addressLine1)) out.push(term('addressLine1', 'BT-35', 'tax.addressRequired'));
    if (blank(settings.postcode)) out.push(term('postcode', 'BT-38', 'tax.postcodeRequired'));
    if (blank(settings.city)) out.push(term('city', 'BT-37', 'tax.cityRequired'));
  }
  return out;
}

/** The terms an electronic invoice (EN 16931) cannot go without, on top of the issue's. */
export function missingEInvoiceTerms(settings: TaxSettingsRow | null | undefined, buyer: BuyerTerms): MissingTerm[] {
  const out = settings ? missingSellerTerms(settings) : [];
  if (!settings || settings.country === 'other') out.push(term('country', 'BT-40', 'tax.countryRequired'));
  // BR-CO-26: the buyer's software identifies the seller by a company or VAT number.
  if (settings && blank(settings.companyNumber) && blank(settings.vatNumber) && !out.some((m) => m.field === 'companyNumber'))
    out.push(term('companyNumber', 'BT-30', 'tax.identifierRequired'));
  if (blank(buyer.name)) out.push(term('client.name', 'BT-44', 'tax.clientNameRequired'));
  return out;
}
