import {
  numberFieldText,
  createServiceBodySchema,
  SERVICE_LIMITS,
  updateServiceBodySchema,
  type CreateServiceBody,
  type GarmentType,
  type Service,
  type UpdateServiceBody,
} from '@atelier/shared';
import { moneyRule, readTyped } from '@/lib/typed-number';
import { validateBody, type Validated, withOwnRefusals } from '@/lib/validate-form';

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

/** The refusals the form words itself, and the language the numbers are typed in (decision 178). */
export type ServiceFormTexts = { writePrice: string; writeMinutes: string; language: string; currency: string };

export const emptyServiceForm: ServiceFormValues = { name: '', price: '', minutes: '', stage: '', garmentType: '', active: true };

const MINUTES_RULE = { decimals: 0, min: SERVICE_LIMITS.minutesMin, max: SERVICE_LIMITS.minutesMax };
const money = (amount: number, language: string) => numberFieldText(amount, language, 2, 2);

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
  const price = readTyped(v.price, moneyRule(t.currency), t.language);
  if (price.error) errors.price = t.writePrice;
  const minutes = readTyped(v.minutes, MINUTES_RULE, t.language);
  if (minutes.error) errors.minutes = t.writeMinutes;
  return { price: price.value ?? undefined, minutes: minutes.value ?? undefined, errors };
}

/** POST body: an empty stage or garment type is left out. */
export function toCreateServiceBody(v: ServiceFormValues, t: ServiceFormTexts): Validated<CreateServiceBody> {
  const { price, minutes, errors } = readNumbers(v, t);
  const body = { name: v.name.trim(), price, minutes, active: v.active } as CreateServiceBody;
  if (v.stage.trim()) body.stage = v.stage.trim();
  if (v.garmentType) body.garmentType = v.garmentType;
  return withOwnRefusals(validateBody(createServiceBodySchema, body), errors);
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
  return withOwnRefusals(result, { ...errors, ...required });
}
