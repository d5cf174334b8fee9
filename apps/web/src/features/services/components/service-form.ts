import {
  createServiceBodySchema,
  SERVICE_LIMITS,
  updateServiceBodySchema,
  type CreateServiceBody,
  type GarmentType,
  type Service,
  type UpdateServiceBody,
} from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';

/** The add/edit form as typed: price and minutes stay text until saved (decision 150). */
export type ServiceFormValues = {
  name: string;
  price: string;
  minutes: string;
  stage: string;
  /** '' is any garment. */
  garmentType: GarmentType | '';
  active: boolean;
};

/** The refusals the form words itself, in the user's language. */
export type ServiceFormTexts = { writePrice: string; writeMinutes: string };

export const emptyServiceForm: ServiceFormValues = { name: '', price: '', minutes: '', stage: '', garmentType: '', active: true };

/** A price as it is typed in France or in England: '25,50', '25.50', '25'. */
const PRICE = /^\d+(?:[.,]\d{1,2})?$/;
const MINUTES = /^\d+$/;

const money = (amount: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(amount);

/** A service's fields as the form first shows them, the price in the page's language ('25,50'). */
export function serviceToForm(s: Service, language: string): ServiceFormValues {
  return {
    name: s.name,
    price: s.price === null ? '' : money(s.price, language),
    minutes: String(s.minutes),
    stage: s.stage,
    garmentType: s.garmentType ?? '',
    active: s.active,
  };
}

/** The typed price and minutes read into numbers; a refusal is keyed by the body's field. */
function readNumbers(v: ServiceFormValues, t: ServiceFormTexts) {
  const errors: Record<string, string> = {};
  const priceText = v.price.trim().replace(/\s/g, '');
  let price: number | undefined;
  if (PRICE.test(priceText)) price = Number(priceText.replace(',', '.'));
  else if (priceText !== '') errors.price = t.writePrice;
  const minutesText = v.minutes.trim();
  let minutes: number | undefined;
  const m = Number(minutesText);
  if (MINUTES.test(minutesText) && m >= SERVICE_LIMITS.minutesMin && m <= SERVICE_LIMITS.minutesMax) minutes = m;
  else if (minutesText !== '') errors.minutes = t.writeMinutes;
  return { price, minutes, errors };
}

/** The form's own refusals first (they say how to write the number), then the server's schema. */
function checked<B>(result: Validated<B>, own: Record<string, string>): Validated<B> {
  if (Object.keys(own).length === 0) return result;
  const theirs = result.ok ? {} : Object.fromEntries(Object.entries(result.errors).filter(([k]) => !(k in own)));
  return { ok: false, errors: { ...own, ...theirs } };
}

/** POST body: an empty stage or garment type is left out. */
export function toCreateServiceBody(v: ServiceFormValues, t: ServiceFormTexts): Validated<CreateServiceBody> {
  const { price, minutes, errors } = readNumbers(v, t);
  const body = { name: v.name.trim(), price, minutes, active: v.active } as CreateServiceBody;
  if (v.stage.trim()) body.stage = v.stage.trim();
  if (v.garmentType) body.garmentType = v.garmentType;
  return checked(validateBody(createServiceBodySchema, body), errors);
}

/** PATCH body: an emptied stage or garment type is sent as null so it is cleared; a price staff cannot see is not sent. */
export function toUpdateServiceBody(v: ServiceFormValues, t: ServiceFormTexts, withPrice: boolean): Validated<UpdateServiceBody> {
  const { price, minutes, errors } = readNumbers(v, t);
  const body: UpdateServiceBody = {
    name: v.name.trim(),
    minutes,
    stage: v.stage.trim() || null,
    garmentType: v.garmentType || null,
    active: v.active,
  };
  if (withPrice) body.price = price;
  const result = validateBody(updateServiceBodySchema, body);
  // The update schema takes a missing price or minutes as 'unchanged'; the form needs both.
  const required: Record<string, string> = {};
  if (withPrice && price === undefined && !errors.price) required.price = t.writePrice;
  if (minutes === undefined && !errors.minutes) required.minutes = t.writeMinutes;
  return checked(result, { ...errors, ...required });
}
