import {
  createAppointmentTypeBodySchema,
  updateAppointmentTypeBodySchema,
  type AppointmentType,
  type CreateAppointmentTypeBody,
  type EventType,
} from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';
import { moneyRule, readTyped, WHOLE_RULE } from '@/lib/typed-number';

/**
 * The appointment type's form (decision 161): minutes and amounts as they are typed, '25,50' or
 * '25.50', read here and then checked by the server's own schema (decision 020).
 */
export type TypeFormValues = {
  name: string;
  durationMinutes: string;
  bufferAfterMinutes: string;
  price: string;
  deposit: string;
  eventType: EventType;
  memberIds: string[];
  active: boolean;
};

export const emptyTypeForm: TypeFormValues = {
  name: '',
  durationMinutes: '60',
  bufferAfterMinutes: '0',
  price: '',
  deposit: '',
  eventType: 'consultation',
  memberIds: [],
  active: true,
};

/** The language and currency the numbers are typed in (decision 178). */
export type TypedIn = { language: string; currency: string };

/** An amount as the one reader reads it ('25,50', '25.50', '1 200'); empty is undefined; wrong when refused. */
function readAmount(typed: string, typedIn: TypedIn): { value?: number; wrong: boolean } {
  const read = readTyped(typed, moneyRule(typedIn.currency), typedIn.language);
  return { value: read.value ?? undefined, wrong: !!read.error };
}

/** A whole number (minutes, hours, a count); empty is undefined. */
function readWhole(typed: string, language: string): { value?: number; wrong: boolean } {
  const read = readTyped(typed, WHOLE_RULE, language);
  return { value: read.value ?? undefined, wrong: !!read.error };
}

const amountText = (amount: number, language: string) =>
  amount === 0
    ? ''
    : new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(amount);

export const typeToForm = (type: AppointmentType, language: string): TypeFormValues => ({
  name: type.name,
  durationMinutes: String(type.durationMinutes),
  bufferAfterMinutes: String(type.bufferAfterMinutes),
  price: amountText(type.price, language),
  deposit: amountText(type.deposit, language),
  eventType: type.eventType,
  memberIds: type.memberIds,
  active: type.active,
});

export type TypeFormTexts = TypedIn & { writeAmount: string; wholeNumber: string; depositOverPrice: string };

/** The body for POST or PATCH /appointment-types, or the fields' errors (the form's own first, then the schema's). */
export function toTypeBody(
  v: TypeFormValues,
  texts: TypeFormTexts,
  mode: 'create' | 'update' = 'create',
): Validated<CreateAppointmentTypeBody> {
  const duration = readWhole(v.durationMinutes, texts.language);
  const buffer = readWhole(v.bufferAfterMinutes, texts.language);
  const price = readAmount(v.price, texts);
  const deposit = readAmount(v.deposit, texts);
  const own: Record<string, string> = {};
  if (duration.wrong) own.durationMinutes = texts.wholeNumber;
  if (buffer.wrong) own.bufferAfterMinutes = texts.wholeNumber;
  if (price.wrong) own.price = texts.writeAmount;
  if (deposit.wrong) own.deposit = texts.writeAmount;
  if (!own.deposit && (deposit.value ?? 0) > (price.value ?? 0) && (price.value ?? 0) > 0) own.deposit = texts.depositOverPrice;
  const body = {
    name: v.name.trim(),
    durationMinutes: duration.value,
    bufferAfterMinutes: buffer.value ?? 0,
    price: price.value ?? 0,
    deposit: deposit.value ?? 0,
    eventType: v.eventType,
    memberIds: v.memberIds,
    active: v.active,
  } as CreateAppointmentTypeBody;
  const checked = validateBody(mode === 'create' ? createAppointmentTypeBodySchema : updateAppointmentTypeBodySchema, body);
  if (Object.keys(own).length === 0) return checked as Validated<CreateAppointmentTypeBody>;
  const theirs = checked.ok ? {} : Object.fromEntries(Object.entries(checked.errors).filter(([k]) => !(k in own)));
  return { ok: false, errors: { ...own, ...theirs } };
}

/** The studio's page settings typed as text: notice and cap are whole numbers. */
export function readSettingsNumbers(
  typed: { noticeHours: string; dailyCap: string },
  wholeNumber: string,
  language: string,
): { ok: true; noticeHours: number; dailyCap: number } | { ok: false; errors: Record<string, string> } {
  const notice = readWhole(typed.noticeHours, language);
  const cap = readWhole(typed.dailyCap, language);
  const errors: Record<string, string> = {};
  if (notice.wrong || notice.value === undefined) errors.noticeHours = wholeNumber;
  if (cap.wrong || cap.value === undefined) errors.dailyCap = wholeNumber;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, noticeHours: notice.value!, dailyCap: cap.value! };
}
