import { createPartyRentalBodySchema, type CreatePartyRentalBody, type PartyMember } from '@atelier/shared';
import { formNumbers, moneyRule } from '@/lib/typed-number';
import { validateBody, type Validated } from '@/lib/validate-form';
import type { TypedIn } from './rental-form';

/** "Each pays their own": one rental per member (decision 225). */
export const EACH_PAYS = 'each';

/** The party's form as typed: each member's piece by their client id, the late fee as text until saved ('12,50'). */
export type PartyFormValues = {
  styleId: string;
  styleLabel: string;
  designerId: string;
  chartId: string;
  pickupDate: string;
  returnDate: string;
  /** A client id, or EACH_PAYS. */
  payer: string;
  pieces: Record<string, string>;
  lateFeePerDay: string;
  lateFeeCap: string;
  note: string;
};

export const emptyPartyForm = (payerId: string | null): PartyFormValues => ({
  styleId: '',
  styleLabel: '',
  designerId: '',
  chartId: '',
  pickupDate: '',
  returnDate: '',
  payer: payerId ?? EACH_PAYS,
  pieces: {},
  lateFeePerDay: '',
  lateFeeCap: '',
  note: '',
});

/** The members who get a piece, in the party's order: line N of the body is theirs. */
export function wearersOf(v: PartyFormValues, members: readonly PartyMember[]): string[] {
  return members.filter((m) => (v.pieces[m.client.id] ?? '') !== '').map((m) => m.client.id);
}

/** The suggestions of a new proposal, as the pieces chosen until the counter changes one. */
export const suggestedPieces = (members: readonly PartyMember[]): Record<string, string> =>
  Object.fromEntries(members.map((m) => [m.client.id, m.pieceId ?? '']));

/** The body's paths under the form's fields: a line's refusal under its wearer's piece. */
export function partyFieldOf(wearers: readonly string[]) {
  return (path: string): string => {
    const line = /^lines\.(\d+)\./.exec(path);
    if (line) return `piece-${wearers[Number(line[1])] ?? ''}`;
    return path === 'lines' ? 'pieces' : path;
  };
}

export function toPartyRentalBody(
  v: PartyFormValues,
  party: { groupId: string; members: readonly PartyMember[] },
  typedIn: TypedIn,
): Validated<CreatePartyRentalBody> {
  const numbers = formNumbers(typedIn.language);
  const rule = moneyRule(typedIn.currency);
  const body = {
    groupId: party.groupId,
    pickupDate: v.pickupDate,
    returnDate: v.returnDate,
    payerId: v.payer === EACH_PAYS ? null : v.payer,
    lines: wearersOf(v, party.members).map((wearerId) => ({ pieceId: v.pieces[wearerId] ?? '', wearerId })),
    lateFeePerDay: numbers.optional('lateFeePerDay', v.lateFeePerDay, rule) ?? 0,
    lateFeeCap: numbers.optional('lateFeeCap', v.lateFeeCap, rule) ?? 0,
    note: v.note.trim() || null,
  };
  return numbers.refuse(validateBody(createPartyRentalBodySchema, body));
}
