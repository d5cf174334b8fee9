import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { clients, taxSettings, workspaces, type TaxSettingsRow } from '../../../db/schema/index.js';
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

/** The snapshot as an issued document keeps it: a seller's country of 'other' and a client's unknown one are null. */
type PartiesSnapshot = {
  seller: Record<'name' | 'legalName' | 'companyNumber' | 'vatNumber' | 'addressLine1' | 'addressLine2' | 'postcode' | 'city', string> & {
    country: string | null;
  };
  buyer: { name: string; companyNumber: string; vatNumber: string; address: string; country: string | null };
};

/**
 * The seller and the buyer as they are now (decision 164), built here alone (decision 197): what
 * issuing keeps on the document, and what a document issued before snapshots reads instead.
 */
export async function partiesOf(db: Db, workspaceId: string, clientId: string, settings: TaxSettingsRow | null): Promise<PartiesSnapshot> {
  const [studio] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  const [client] = await db
    .select({
      name: clients.name,
      companyNumber: clients.companyNumber,
      vatNumber: clients.vatNumber,
      address: clients.address,
      country: clients.country,
    })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)))
    .limit(1);
  const sellerCountry = settings && settings.country !== 'other' ? settings.country : null;
  return {
    seller: {
      name: studio?.name ?? '',
      legalName: settings?.legalName ?? '',
      companyNumber: settings?.companyNumber ?? '',
      vatNumber: settings?.vatNumber ?? '',
      addressLine1: settings?.addressLine1 ?? '',
      addressLine2: settings?.addressLine2 ?? '',
      postcode: settings?.postcode ?? '',
      city: settings?.city ?? '',
      country: sellerCountry,
    },
    buyer: {
      name: client?.name ?? '',
      companyNumber: client?.companyNumber ?? '',
      vatNumber: client?.vatNumber ?? '',
      address: client?.address ?? '',
      country: client?.country ?? sellerCountry,
    },
  };
}

/** The parties of a document issued before snapshots: as issuing would keep them now, read as a snapshot is. */
export async function currentParties(db: Db, workspaceId: string, clientId: string, settings: TaxSettingsRow | null): Promise<Parties> {
  return partiesSchema.parse(await partiesOf(db, workspaceId, clientId, settings));
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
