import {
  createPayEntryBodySchema,
  createPayRateBodySchema,
  updatePayRateBodySchema,
  type CreatePayEntryBody,
  type CreatePayRateBody,
  type GarmentType,
  type PayRate,
  type UpdatePayRateBody,
} from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';

/** An amount as it is typed in France or in England, a minus sign for money taken off: '12,50', '-5', '12.50'. */
const AMOUNT = /^-?\d+(?:[.,]\d{1,2})?$/;

/** The typed amount as a number, or undefined when it is not one (an empty field is left to the schema's 'required'). */
function readAmount(typed: string): { amount?: number; wrong: boolean } {
  const text = typed.trim().replace(/\s/g, '').replace('−', '-');
  if (text === '') return { wrong: false };
  if (!AMOUNT.test(text)) return { wrong: true };
  return { amount: Number(text.replace(',', '.')), wrong: false };
}

/** The form's own refusal first (it says how to write the number), then the server's schema. */
function checked<B>(result: Validated<B>, own: Record<string, string>): Validated<B> {
  if (Object.keys(own).length === 0) return result;
  const theirs = result.ok ? {} : Object.fromEntries(Object.entries(result.errors).filter(([k]) => !(k in own)));
  return { ok: false, errors: { ...own, ...theirs } };
}

export type RateFormValues = { stage: string; garmentType: GarmentType | ''; rate: string };
export const emptyRateForm: RateFormValues = { stage: '', garmentType: '', rate: '' };

const money = (amount: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(amount);

export const rateToForm = (r: PayRate, language: string): RateFormValues => ({
  stage: r.stage,
  garmentType: r.garmentType ?? '',
  rate: money(r.rate, language),
});

export function toRateBody(v: RateFormValues, writeRate: string): Validated<CreatePayRateBody> {
  const { amount, wrong } = readAmount(v.rate);
  const body = { stage: v.stage.trim(), garmentType: v.garmentType || null, rate: amount } as CreatePayRateBody;
  return checked(validateBody(createPayRateBodySchema, body), wrong ? { rate: writeRate } : {});
}

export function toUpdateRateBody(v: RateFormValues, writeRate: string): Validated<UpdatePayRateBody> {
  const { amount, wrong } = readAmount(v.rate);
  const body: UpdatePayRateBody = { stage: v.stage.trim(), garmentType: v.garmentType || null, rate: amount };
  const own: Record<string, string> = wrong || amount === undefined ? { rate: writeRate } : {};
  return checked(validateBody(updatePayRateBodySchema, body), own);
}

export type EntryFormValues = { kind: 'payout' | 'adjustment'; amount: string; note: string };
export const emptyEntryForm: EntryFormValues = { kind: 'payout', amount: '', note: '' };

export function toEntryBody(v: EntryFormValues, writeAmount: string): Validated<CreatePayEntryBody> {
  const { amount, wrong } = readAmount(v.amount);
  const body = { kind: v.kind, amount, note: v.note.trim() || null } as CreatePayEntryBody;
  return checked(validateBody(createPayEntryBodySchema, body), wrong ? { amount: writeAmount } : {});
}
