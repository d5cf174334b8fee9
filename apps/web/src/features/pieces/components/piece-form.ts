import {
  createPieceBodySchema,
  numberFieldText,
  type RentalPeriod,
  updatePieceBodySchema,
  type CreatePieceBody,
  type Piece,
  type PieceCondition,
  type UpdatePieceBody,
} from '@atelier/shared';
import { formNumbers, moneyRule, WHOLE_RULE } from '@/lib/typed-number';
import { validateBody, type Validated } from '@/lib/validate-form';

/** The language and currency the amounts are typed in (decision 178). */
export type TypedIn = { language: string; currency: string };

/** The add/edit form as typed (decision 215); the style's label is kept to show it before the picker has read it. */
export type PieceFormValues = {
  styleId: string;
  styleLabel: string;
  size: string;
  colour: string;
  condition: PieceCondition;
  location: string;
  note: string;
  /** Rented out (decision 222): its terms typed as the studio writes them ('89,50'), read when saved. */
  rentable: boolean;
  rentalPrice: string;
  rentalPeriod: RentalPeriod;
  rentalDeposit: string;
  bufferDays: string;
  replacementValue: string;
};

export const emptyPieceForm: PieceFormValues = {
  styleId: '',
  styleLabel: '',
  size: '',
  colour: '',
  condition: 'new',
  location: '',
  note: '',
  rentable: false,
  rentalPrice: '',
  rentalPeriod: 'event',
  rentalDeposit: '',
  bufferDays: '',
  replacementValue: '',
};

const money = (amount: number, language: string) => numberFieldText(amount, language, 2, 2);

export function pieceToForm(piece: Piece, styleLabel: string, language: string): PieceFormValues {
  const rental = piece.rental;
  return {
    styleId: piece.style.id,
    styleLabel,
    size: piece.size,
    colour: piece.colour,
    condition: piece.condition,
    location: piece.location,
    note: piece.note,
    rentable: rental !== null,
    rentalPrice: rental ? money(rental.price, language) : '',
    rentalPeriod: rental?.period ?? 'event',
    rentalDeposit: rental ? money(rental.deposit, language) : '',
    bufferDays: rental ? String(rental.bufferDays) : '',
    replacementValue: rental?.replacementValue != null ? money(rental.replacementValue, language) : '',
  };
}

/**
 * The fields as the server takes them: texts trimmed, a blank location or note cleared, the rental
 * terms read by the one reader (a refused amount stays on its field) or null when not rented out.
 */
function fieldsOf(v: PieceFormValues, typedIn: TypedIn) {
  const numbers = formNumbers(typedIn.language);
  const rule = moneyRule(typedIn.currency);
  const rental = v.rentable
    ? {
        price: numbers.read('rental.price', v.rentalPrice, rule),
        period: v.rentalPeriod,
        deposit: numbers.optional('rental.deposit', v.rentalDeposit, rule) ?? 0,
        bufferDays: numbers.optional('rental.bufferDays', v.bufferDays, WHOLE_RULE) ?? 0,
        replacementValue: numbers.optional('rental.replacementValue', v.replacementValue, rule),
      }
    : null;
  const fields = {
    styleId: v.styleId,
    size: v.size.trim(),
    colour: v.colour.trim(),
    condition: v.condition,
    location: v.location.trim() || null,
    note: v.note.trim() || null,
    rental,
  };
  return { fields, refuse: numbers.refuse };
}

export function toCreatePieceBody(v: PieceFormValues, typedIn: TypedIn): Validated<CreatePieceBody> {
  const { fields, refuse } = fieldsOf(v, typedIn);
  return refuse(validateBody(createPieceBodySchema, fields));
}

export function toUpdatePieceBody(v: PieceFormValues, typedIn: TypedIn): Validated<UpdatePieceBody> {
  const { fields, refuse } = fieldsOf(v, typedIn);
  return refuse(validateBody(updatePieceBodySchema, fields));
}
