import {
  createAppointmentTypeBodySchema,
  updateAppointmentTypeBodySchema,
  type AppointmentType,
  type CreateAppointmentTypeBody,
  type EventType,
} from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';

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

const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** An amount as typed in France or England ('25,50', '25.50', '1 200'); empty is undefined; wrong when unreadable. */
export function readAmount(typed: string): { value?: number; wrong: boolean } {
  const text = typed.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return { wrong: false };
  if (!AMOUNT.test(text)) return { wrong: true };
  return { value: Number(text.replace(',', '.')), wrong: false };
}

/** A whole number of minutes; empty is undefined. */
export function readWhole(typed: string): { value?: number; wrong: boolean } {
  const text = typed.trim();
  if (text === '') return { wrong: false };
  return WHOLE.test(text) ? { value: Number(text), wrong: false } : { wrong: true };
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

export type TypeFormTexts = { writeAmount: string; wholeNumber: string; depositOverPrice: string };

/** The body for POST or PATCH /appointment-types, or the fields' errors (the form's own first, then the schema's). */
export function toTypeBody(
  v: TypeFormValues,
  texts: TypeFormTexts,
  mode: 'create' | 'update' = 'create',
): Validated<CreateAppointmentTypeBody> {
  const duration = readWhole(v.durationMinutes);
  const buffer = readWhole(v.bufferAfterMinutes);
  const price = readAmount(v.price);
  const deposit = readAmount(v.deposit);
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
): { ok: true; noticeHours: number; dailyCap: number } | { ok: false; errors: Record<string, string> } {
  const notice = readWhole(typed.noticeHours);
  const cap = readWhole(typed.dailyCap);
  const errors: Record<string, string> = {};
  if (notice.wrong || notice.value === undefined) errors.noticeHours = wholeNumber;
  if (cap.wrong || cap.value === undefined) errors.dailyCap = wholeNumber;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, noticeHours: notice.value!, dailyCap: cap.value! };
}
