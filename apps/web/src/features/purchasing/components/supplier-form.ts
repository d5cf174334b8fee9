import {
  createSupplierBodySchema,
  updateSupplierBodySchema,
  type CreateSupplierBody,
  type Supplier,
  type UpdateSupplierBody,
} from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';
import type { PurchasingTexts } from '../messages';
import { readTyped, WHOLE_RULE } from '@/lib/typed-number';

/** The supplier's form as typed; the phone is kept as people write it, the lead time in whole days. */
export type SupplierFormValues = { name: string; contact: string; email: string; phone: string; leadTime: string; notes: string };
export const emptySupplierForm: SupplierFormValues = { name: '', contact: '', email: '', phone: '', leadTime: '', notes: '' };

export const supplierToForm = (s: Supplier): SupplierFormValues => ({
  name: s.name,
  contact: s.contact,
  email: s.email,
  phone: s.phone,
  leadTime: s.leadTimeDays === null ? '' : String(s.leadTimeDays),
  notes: s.notes,
});

const TEXTS = ['contact', 'email', 'phone', 'notes'] as const;

/** A lead time: whole days, at most 9999. */
export const LEAD_TIME_RULE = { ...WHOLE_RULE, max: 9999 };

/** The lead time in whole days, by the one reader: empty is none; '10 days' or '1,5' are refused naming the field. */
function readLeadTime(text: string): { value: number | null } | { error: true } {
  const read = readTyped(text, LEAD_TIME_RULE, 'en');
  return read.error ? { error: true } : { value: read.value };
}

function build<B>(v: SupplierFormValues, t: PurchasingTexts, clear: boolean, check: (body: B) => Validated<B>): Validated<B> {
  const lead = readLeadTime(v.leadTime);
  const body: Record<string, unknown> = { name: v.name.trim() };
  for (const key of TEXTS) {
    const typed = v[key].trim();
    if (typed || clear) body[key] = typed || null;
  }
  if ('value' in lead && (lead.value !== null || clear)) body.leadTimeDays = lead.value;
  const result = check(body as B);
  if (!('error' in lead)) return result;
  return { ok: false, errors: { ...(result.ok ? {} : result.errors), leadTimeDays: t.leadTimeWhole } };
}

/** POST body: empty optional fields are left out. */
export const toCreateSupplierBody = (v: SupplierFormValues, t: PurchasingTexts): Validated<CreateSupplierBody> =>
  build<CreateSupplierBody>(v, t, false, (body) => validateBody(createSupplierBodySchema, body));

/** PATCH body: an emptied field is sent as null so it is cleared. */
export const toUpdateSupplierBody = (v: SupplierFormValues, t: PurchasingTexts): Validated<UpdateSupplierBody> =>
  build<UpdateSupplierBody>(v, t, true, (body) => validateBody(updateSupplierBodySchema, body));

/** The form field a body path shows under. */
export const supplierFieldOf = (path: string) => (path === 'leadTimeDays' ? 'leadTime' : path);
