import {
  numberFieldText,
  createPayEntryBodySchema,
  createPayRateBodySchema,
  updatePayRateBodySchema,
  type CreatePayEntryBody,
  type CreatePayRateBody,
  type GarmentType,
  type PayRate,
  type UpdatePayRateBody,
} from '@atelier/shared';
import { moneyRule, readTyped } from '@/lib/typed-number';
import { validateBody, type Validated, withOwnRefusals } from '@/lib/validate-form';

/** The language and currency amounts are typed in (decision 178). */
export type PayNumbers = { language: string; currency: string };
const ENGLISH: PayNumbers = { language: 'en', currency: 'USD' };

/** The typed amount, a minus sign for money taken off, or undefined when empty (left to the schema's 'required'). */
function readAmount(typed: string, typedIn: PayNumbers): { amount?: number; wrong: boolean } {
  const read = readTyped(typed, moneyRule(typedIn.currency, { negative: true }), typedIn.language);
  return { amount: read.value ?? undefined, wrong: !!read.error };
}

export type RateFormValues = { stage: string; garmentType: GarmentType | ''; rate: string };
export const emptyRateForm: RateFormValues = { stage: '', garmentType: '', rate: '' };

const money = (amount: number, language: string) => numberFieldText(amount, language, 2, 2);

export const rateToForm = (r: PayRate, language: string): RateFormValues => ({
  stage: r.stage,
  garmentType: r.garmentType ?? '',
  rate: money(r.rate, language),
});

export function toRateBody(v: RateFormValues, writeRate: string, typedIn = ENGLISH): Validated<CreatePayRateBody> {
  const { amount, wrong } = readAmount(v.rate, typedIn);
  const body = { stage: v.stage.trim(), garmentType: v.garmentType || null, rate: amount } as CreatePayRateBody;
  return withOwnRefusals(validateBody(createPayRateBodySchema, body), wrong ? { rate: writeRate } : {});
}

export function toUpdateRateBody(v: RateFormValues, writeRate: string, typedIn = ENGLISH): Validated<UpdatePayRateBody> {
  const { amount, wrong } = readAmount(v.rate, typedIn);
  const body: UpdatePayRateBody = { stage: v.stage.trim(), garmentType: v.garmentType || null, rate: amount };
  const own: Record<string, string> = wrong || amount === undefined ? { rate: writeRate } : {};
  return withOwnRefusals(validateBody(updatePayRateBodySchema, body), own);
}

export type EntryFormValues = { kind: 'payout' | 'adjustment'; amount: string; note: string };
export const emptyEntryForm: EntryFormValues = { kind: 'payout', amount: '', note: '' };

export function toEntryBody(v: EntryFormValues, writeAmount: string, typedIn = ENGLISH): Validated<CreatePayEntryBody> {
  const { amount, wrong } = readAmount(v.amount, typedIn);
  const body = { kind: v.kind, amount, note: v.note.trim() || null } as CreatePayEntryBody;
  return withOwnRefusals(validateBody(createPayEntryBodySchema, body), wrong ? { amount: writeAmount } : {});
}
