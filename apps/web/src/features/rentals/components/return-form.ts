import {
  dollarsToCents,
  returnRentalBodySchema,
  settleDeposit,
  type Rental,
  type ReturnCondition,
  type ReturnRentalBody,
} from '@atelier/shared';
import { formNumbers, moneyRule } from '@/lib/typed-number';
import { validateBody, type Validated } from '@/lib/validate-form';

/** One piece as it came back, typed (decision 223): the charge stays text until saved ('49,90'). */
export type ReturnedPiece = {
  pieceId: string;
  code: string;
  condition: ReturnCondition;
  note: string;
  damageCharge: string;
  scanned: boolean;
};
export type ReturnFormValues = { returnedOn: string; pieces: ReturnedPiece[] };
export type TypedIn = { language: string; currency: string };

export function returnFormOf(rental: Rental, today: string): ReturnFormValues {
  return {
    returnedOn: today,
    pieces: rental.lines.map((l) => ({
      pieceId: l.piece.id,
      code: l.piece.code,
      condition: 'fine',
      note: '',
      damageCharge: '',
      scanned: false,
    })),
  };
}

export function toReturnBody(v: ReturnFormValues, typedIn: TypedIn): Validated<ReturnRentalBody> {
  const numbers = formNumbers(typedIn.language);
  const rule = moneyRule(typedIn.currency);
  const body = {
    returnedOn: v.returnedOn,
    pieces: v.pieces.map((p, i) => ({
      pieceId: p.pieceId,
      condition: p.condition,
      note: p.note.trim() || null,
      damageCharge: numbers.optional(`pieces.${i}.damageCharge`, p.damageCharge, rule) ?? 0,
    })),
  };
  return numbers.refuse(validateBody(returnRentalBodySchema, body));
}

/**
 * What the deposit comes to as typed, by the server's own computation (`settleDeposit`, the one in
 * packages/shared): a charge not yet readable counts as nothing until it is.
 */
export function settlementAsTyped(rental: Rental, v: ReturnFormValues, typedIn: TypedIn) {
  const built = toReturnBody(v, typedIn);
  const charges = built.ok ? built.body.pieces.map((p) => dollarsToCents(p.damageCharge ?? 0)) : [];
  if (!v.returnedOn) return null;
  return settleDeposit({
    depositCents: dollarsToCents(rental.deposit),
    returnDate: rental.returnDate,
    returnedOn: v.returnedOn,
    lateFeePerDayCents: dollarsToCents(rental.lateFeePerDay),
    lateFeeCapCents: dollarsToCents(rental.lateFeeCap),
    damageCents: charges,
  });
}
