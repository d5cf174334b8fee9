import { z } from 'zod';
import { optionalEmail, optionalText, searchQuerySchema } from './clients.js';
import { recordIdsSchema } from './envelope.js';
import { LIMITS } from './limits.js';
import { pageQueryShape } from './pages.js';
import { text } from './text.js';

/**
 * Whom the studio buys its fabric and notions from (decision 145): a name, the person to ask, how
 * to reach them and how many days an order takes to arrive. Prices and suppliers are for the roles
 * that buy (managers and owners).
 */
export const SUPPLIER_LIMITS = {
  name: 120,
  contact: 120,
  /** A year: beyond that a lead time is a typing slip. */
  leadTimeMaxDays: 365,
} as const;

const supplierFields = {
  name: text().trim().min(1, 'Name is required').max(SUPPLIER_LIMITS.name, `Name must be at most ${SUPPLIER_LIMITS.name} characters`),
  /** The person the studio deals with there. */
  contact: optionalText(SUPPLIER_LIMITS.contact, 'Contact'),
  email: optionalEmail,
  phone: optionalText(LIMITS.phone, 'Phone'),
  /** Days from ordering to delivery, as the supplier quotes it. */
  leadTimeDays: z
    .number({ error: 'Lead time must be a number of days' })
    .int('Lead time must be a whole number of days')
    .min(0, 'Lead time cannot be negative')
    .max(SUPPLIER_LIMITS.leadTimeMaxDays, `Lead time must be at most ${SUPPLIER_LIMITS.leadTimeMaxDays} days`)
    .nullish(),
  notes: optionalText(LIMITS.notes, 'Notes'),
};

export const createSupplierBodySchema = z.strictObject(supplierFields);
export type CreateSupplierBody = z.input<typeof createSupplierBodySchema>;

/** Each field wrapped in optional: a field left out stays as it is, one sent blank is cleared. */
export const updateSupplierBodySchema = z.strictObject(
  Object.fromEntries(Object.entries(supplierFields).map(([key, field]) => [key, field.optional()])) as {
    [K in keyof typeof supplierFields]: z.ZodOptional<(typeof supplierFields)[K]>;
  },
);
export type UpdateSupplierBody = z.input<typeof updateSupplierBodySchema>;

export const supplierListQuerySchema = z.object({
  ...pageQueryShape,
  /** Matches the name, the contact or the email, whatever the case and accents (decision 069). */
  search: searchQuerySchema.optional(),
});

export const supplierSchema = recordIdsSchema.extend({
  name: z.string(),
  contact: z.string(),
  email: z.string(),
  phone: z.string(),
  leadTimeDays: z.number().int().nullable(),
  notes: z.string(),
  /** Its purchase orders, of every status: a supplier with orders is not deleted (decision 145). */
  purchaseOrders: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;
