import { z } from 'zod';
import { LIMITS } from './limits.js';
import { recordIdsSchema } from './envelope.js';

export const CLIENT_STATUSES = ['active', 'inactive'] as const;
export const clientStatusSchema = z.enum(CLIENT_STATUSES);
export type ClientStatus = z.infer<typeof clientStatusSchema>;

/** Optional text: empty or blank means "not given" and is stored as null (spec section 5, Client). */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const clientEmail = z
  .string()
  .trim()
  .max(LIMITS.email)
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || z.email().safeParse(v).success, 'Enter a valid email address');

const clientFields = {
  name: z.string().trim().min(1, 'Name is required').max(LIMITS.name * 2, `Name must be at most ${LIMITS.name * 2} characters`),
  email: clientEmail,
  phone: optionalText(LIMITS.phone, 'Phone'),
  address: optionalText(LIMITS.address, 'Address'),
  notes: optionalText(LIMITS.notes, 'Notes'),
};

export const createClientBodySchema = z.strictObject({ ...clientFields, status: clientStatusSchema.optional() });
export type CreateClientBody = z.input<typeof createClientBodySchema>;

export const updateClientBodySchema = z
  .strictObject({
    name: clientFields.name.optional(),
    email: clientFields.email.optional(),
    phone: clientFields.phone.optional(),
    address: clientFields.address.optional(),
    notes: clientFields.notes.optional(),
    status: clientStatusSchema.optional(),
  });
export type UpdateClientBody = z.input<typeof updateClientBodySchema>;

export const clientListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: clientStatusSchema.optional(),
});

export const clientSchema = recordIdsSchema.extend({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  status: clientStatusSchema,
  /** Number of the client's projects that are not completed, computed when read (issue 3). */
  projects: z.number().int(),
  lastOrderDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientDeletionSummarySchema = z.object({ measurements: z.number().int(), projects: z.number().int() });
