import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { clients, taxSettings, type TaxSettingsRow } from '../../../db/schema/index.js';
import type { BuyerTerms } from '../../tax/readiness.js';

/**
 * The seller and the buyer an electronic invoice names (decision 164): the snapshot written on the
 * invoice when it was issued, so the file never changes with the settings or the client; an invoice
 * issued before snapshots existed reads the studio's tax settings and the client as they are now.
 */

const text = z
  .string()
  .nullish()
  .transform((v) => (v ?? '').trim());

const sellerSchema = z.object({
  name: text,
  legalName: text,
  companyNumber: text,
  vatNumber: text,
  addressLine1: text,
  addressLine2: text,
  postcode: text,
  city: text,
  country: text,
});
const buyerSchema = z.object({ name: text, companyNumber: text, vatNumber: text, address: text, country: text });
const partiesSchema = z.object({ seller: sellerSchema, buyer: buyerSchema });

export type SellerParty = z.output<typeof sellerSchema>;
export type BuyerParty = z.output<typeof buyerSchema>;
export type Parties = z.output<typeof partiesSchema>;

/** The snapshot as stored, or null when the row has none (or one this code cannot read). */
export function partiesOfSnapshot(value: unknown): Parties | null {
  const parsed = partiesSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export async function taxSettingsOf(db: Db, workspaceId: string): Promise<TaxSettingsRow | null> {
  const [row] = await db.select().from(taxSettings).where(eq(taxSettings.workspaceId, workspaceId)).limit(1);
  return row ?? null;
}

/** The parties read from the settings and the client now, for an invoice without its snapshot. */
export async function currentParties(
  db: Db,
  input: { workspaceId: string; clientId: string; settings: TaxSettingsRow | null; studioName: string },
): Promise<Parties> {
  const [client] = await db
    .select({
      name: clients.name,
      address: clients.address,
      companyNumber: clients.companyNumber,
      vatNumber: clients.vatNumber,
      country: clients.country,
    })
    .from(clients)
    .where(and(eq(clients.id, input.clientId), eq(clients.workspaceId, input.workspaceId)))
    .limit(1);
  const s = input.settings;
  return partiesSchema.parse({
    seller: {
      name: input.studioName,
      legalName: s?.legalName,
      companyNumber: s?.companyNumber,
      vatNumber: s?.vatNumber,
      addressLine1: s?.addressLine1,
      addressLine2: s?.addressLine2,
      postcode: s?.postcode,
      city: s?.city,
      country: s?.country,
    },
    buyer: client ?? { name: '' },
  });
}

/**
 * The settings as the document carries them: the snapshot's identity and address over the row's,
 * so what is checked is what the file would say; `registered` and the rest stay the row's.
 */
export function settingsAsIssued(settings: TaxSettingsRow | null, seller: SellerParty): TaxSettingsRow | null {
  if (!settings) return null;
  return {
    ...settings,
    legalName: seller.legalName || settings.legalName,
    companyNumber: seller.companyNumber,
    vatNumber: seller.vatNumber,
    addressLine1: seller.addressLine1,
    addressLine2: seller.addressLine2,
    postcode: seller.postcode,
    city: seller.city,
    country: seller.country || settings.country,
  };
}

/** The buyer's terms readiness checks; a client without a country is in the studio's. */
export const buyerTermsOf = (buyer: BuyerParty): BuyerTerms => ({
  name: buyer.name,
  country: buyer.country || null,
  vatNumber: buyer.vatNumber || null,
  companyNumber: buyer.companyNumber || null,
});
