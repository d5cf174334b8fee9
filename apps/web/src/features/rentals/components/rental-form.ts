import {
  createRentalBodySchema,
  numberFieldText,
  updateRentalBodySchema,
  type CreateRentalBody,
  type Rental,
  type UpdateRentalBody,
} from '@atelier/shared';
import { formNumbers, moneyRule } from '@/lib/typed-number';
import { validateBody, type Validated } from '@/lib/validate-form';

/** A piece chosen for the rental, with what the form shows of it before the server has answered. */
export type ChosenPiece = { id: string; code: string; size: string; styleName: string };

/** The form as typed (decision 222): the late fee stays text until saved, read as the studio writes it ('12,50'). */
export type RentalFormValues = {
  clientId: string;
  clientName: string;
  pickupDate: string;
  returnDate: string;
  styleId: string;
  styleLabel: string;
  pieces: ChosenPiece[];
  lateFeePerDay: string;
  lateFeeCap: string;
  note: string;
};

/** The language and currency the money is typed in (decision 178). */
export type TypedIn = { language: string; currency: string };

export const emptyRentalForm: RentalFormValues = {
  clientId: '',
  clientName: '',
  pickupDate: '',
  returnDate: '',
  styleId: '',
  styleLabel: '',
  pieces: [],
  lateFeePerDay: '',
  lateFeeCap: '',
  note: '',
};

const money = (amount: number, language: string) => (amount > 0 ? numberFieldText(amount, language, 2, 2) : '');

export function rentalToForm(r: Rental, language: string): RentalFormValues {
  return {
    ...emptyRentalForm,
    clientId: r.client.id,
    clientName: r.client.name,
    pickupDate: r.pickupDate,
    returnDate: r.returnDate,
    pieces: r.lines.map((l) => ({ id: l.piece.id, code: l.piece.code, size: l.piece.size, styleName: l.piece.style.name })),
    lateFeePerDay: money(r.lateFeePerDay, language),
    lateFeeCap: money(r.lateFeeCap, language),
    note: r.note,
  };
}

/** The body's paths under the form's fields: a refused line shows under the pieces. */
export function rentalFieldOf(path: string): string {
  return path === 'lines' || path.startsWith('lines.') ? 'pieces' : path;
}

function termsOf(v: RentalFormValues, typedIn: TypedIn) {
  const numbers = formNumbers(typedIn.language);
  const rule = moneyRule(typedIn.currency);
  const terms = {
    pickupDate: v.pickupDate,
    returnDate: v.returnDate,
    lateFeePerDay: numbers.optional('lateFeePerDay', v.lateFeePerDay, rule) ?? 0,
    lateFeeCap: numbers.optional('lateFeeCap', v.lateFeeCap, rule) ?? 0,
    note: v.note.trim() || null,
  };
  return { terms, refuse: numbers.refuse };
}

export function toCreateRentalBody(v: RentalFormValues, typedIn: TypedIn): Validated<CreateRentalBody> {
  const { terms, refuse } = termsOf(v, typedIn);
  const body = { ...terms, clientId: v.clientId, lines: v.pieces.map((p) => ({ pieceId: p.id })) };
  return refuse(validateBody(createRentalBodySchema, body));
}

export function toUpdateRentalBody(v: RentalFormValues, typedIn: TypedIn): Validated<UpdateRentalBody> {
  const { terms, refuse } = termsOf(v, typedIn);
  return refuse(validateBody(updateRentalBodySchema, terms));
}
