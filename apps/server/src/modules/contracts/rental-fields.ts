import { centsToDollars, type ContractField, type Language } from '@atelier/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { designerStyles, pieces, rentalPieces, rentals, type RentalRow } from '../../db/schema/index.js';
import { userSettings } from '../../lib/user-settings.js';
import { formatCalendarDate, formatInvoiceMoney } from '../invoices/pdf-text.js';
import { studioOwner } from '../plans/rules.js';
import { printWords } from '../printing/print-words.js';
import { languageTable } from '../../lib/language-table.js';

/** The agreed late fee as the agreement states it (decision 226): per day, with its cap or none, or no fee at all. */
export const lateFeeWords = languageTable<{
  capped: (fee: string, cap: string) => string;
  uncapped: (fee: string) => string;
  none: string;
}>('rentals.lateFeeWords', {
  en: {
    capped: (fee, cap) => `Each day late costs ${fee}, at most ${cap} in all.`,
    uncapped: (fee) => `Each day late costs ${fee}.`,
    none: 'No late fee is charged.',
  },
  fr: {
    capped: (fee, cap) => `Chaque jour de retard coûte ${fee}, au plus ${cap} en tout.`,
    uncapped: (fee) => `Chaque jour de retard coûte ${fee}.`,
    none: 'Aucuns frais de retard ne sont facturés.',
  },
  de: {
    capped: (fee, cap) => `Jeder Tag Verspätung kostet ${fee}, insgesamt höchstens ${cap}.`,
    uncapped: (fee) => `Jeder Tag Verspätung kostet ${fee}.`,
    none: 'Es wird keine Verspätungsgebühr berechnet.',
  },
  es: {
    capped: (fee, cap) => `Cada día de retraso cuesta ${fee}, como máximo ${cap} en total.`,
    uncapped: (fee) => `Cada día de retraso cuesta ${fee}.`,
    none: 'No se cobra recargo por retraso.',
  },
  it: {
    capped: (fee, cap) => `Ogni giorno di ritardo costa ${fee}, al massimo ${cap} in tutto.`,
    uncapped: (fee) => `Ogni giorno di ritardo costa ${fee}.`,
    none: 'Non è addebitata alcuna penale di ritardo.',
  },
  pt: {
    capped: (fee, cap) => `Cada dia de atraso custa ${fee}, no máximo ${cap} no total.`,
    uncapped: (fee) => `Cada dia de atraso custa ${fee}.`,
    none: 'Não é cobrada taxa de atraso.',
  },
});

/** The late fee agreed, in a sentence: no fee and no cap are terms too, never a blank to fill. */
function lateFeeOf(rental: RentalRow, money: (cents: number) => string, language: Language): string {
  const words = lateFeeWords(language);
  if (rental.lateFeePerDayCents === 0) return words.none;
  const fee = money(rental.lateFeePerDayCents);
  return rental.lateFeeCapCents > 0 ? words.capped(fee, money(rental.lateFeeCapCents)) : words.uncapped(fee);
}

type RentalField = Extract<ContractField, `rental.${string}`>;
const NONE: Record<RentalField, null> = {
  'rental.pieces': null,
  'rental.pickup': null,
  'rental.return': null,
  'rental.price': null,
  'rental.deposit': null,
  'rental.lateFee': null,
};

/**
 * The `{{rental.*}}` fields of a rental's agreement (decision 226), from the rental that opened the
 * contract as it stands when it is sent: its pieces, days and money in the studio's currency and
 * the client's language. A contract no rental opened leaves them blank, as the order's fields.
 */
export async function rentalFieldValues(
  db: Db,
  contract: { id: string; workspaceId: string },
  language: Language,
): Promise<Record<RentalField, string | null>> {
  const [rental] = await db
    .select()
    .from(rentals)
    .where(and(eq(rentals.contractId, contract.id), eq(rentals.workspaceId, contract.workspaceId)))
    .limit(1);
  if (!rental) return NONE;
  // Read here rather than through the rentals module, which opens contracts (no cycle between the two).
  const lines = await db
    .select({
      code: pieces.code,
      size: pieces.size,
      style: designerStyles.name,
      priceCents: rentalPieces.priceCents,
      depositCents: rentalPieces.depositCents,
    })
    .from(rentalPieces)
    .innerJoin(pieces, eq(pieces.id, rentalPieces.pieceId))
    .innerJoin(designerStyles, eq(designerStyles.id, pieces.styleId))
    .where(eq(rentalPieces.rentalId, rental.id))
    .orderBy(asc(rentalPieces.createdAt), asc(pieces.code));
  const currency = userSettings(await studioOwner(db, contract.workspaceId)).currency;
  const money = (cents: number) => formatInvoiceMoney(centsToDollars(cents), currency, language);
  const sizeWord = printWords(language).size;
  const named = lines.map((l) => [l.code, l.style, l.size ? `${sizeWord} ${l.size}` : ''].filter(Boolean).join(' '));
  const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((total, l) => total + pick(l), 0);
  return {
    'rental.pieces': named.join(', ') || null,
    'rental.pickup': formatCalendarDate(rental.pickupDate, language),
    'rental.return': formatCalendarDate(rental.returnDate, language),
    'rental.price': money(sum((l) => l.priceCents)),
    'rental.deposit': money(sum((l) => l.depositCents)),
    'rental.lateFee': lateFeeOf(rental, money, language),
  };
}
