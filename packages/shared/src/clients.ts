import { z } from 'zod';
import { LIMITS } from './limits.js';
import { messageChannelSchema } from './messaging.js';
import { recordIdsSchema } from './envelope.js';
import { pageQueryShape } from './pages.js';
import { LANGUAGES } from './settings-values.js';
import { SEARCH_MAX, text } from './text.js';

export const CLIENT_STATUSES = ['active', 'inactive'] as const;
export const clientStatusSchema = z.enum(CLIENT_STATUSES);
export type ClientStatus = z.infer<typeof clientStatusSchema>;
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = { active: 'Active', inactive: 'Inactive' };

/** The language the client's documents, messages and portal are written in (decision 128). */
export const clientLanguageSchema = z.enum(LANGUAGES, { error: 'Select a language' });

/**
 * Optional text in a body: missing, null, empty or blank all mean "not given",
 * stored as null; presenters answer it as "" (decision 017).
 */
export const optionalText = (max: number, label: string) =>
  text()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional email as people type it: trimmed, lower-cased, checked; blank is "not given" (suppliers reuse it). */
export const optionalEmail = text()
  .trim()
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || z.email().safeParse(v).success, 'Enter a valid email address');

const clientFields = {
  name: text()
    .trim()
    .min(1, 'Name is required')
    .max(LIMITS.name * 2, `Name must be at most ${LIMITS.name * 2} characters`),
  email: optionalEmail,
  phone: optionalText(LIMITS.phone, 'Phone'),
  address: optionalText(LIMITS.address, 'Address'),
  notes: optionalText(LIMITS.notes, 'Notes'),
  /** A business client's identifiers, printed on its invoices (decision 162): SIREN/SIRET, company number... */
  companyNumber: optionalText(40, 'Company number'),
  vatNumber: optionalText(40, 'VAT number'),
  /** ISO 3166 alpha-2 (FR, GB...); blank: the studio's country, as the e-invoice's buyer country (BT-55). */
  country: text()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^[A-Z]{2}$/.test(v), 'Country must be a two-letter code such as FR or GB'),
};

export const createClientBodySchema = z.strictObject({
  ...clientFields,
  status: clientStatusSchema.optional(),
  /** How the studio reaches the client (decision 083); email when left out. */
  preferredChannel: messageChannelSchema.optional(),
  /** The client's language (decision 128); the studio's (its owner's) when left out. */
  language: clientLanguageSchema.optional(),
});
export type CreateClientBody = z.input<typeof createClientBodySchema>;

export const updateClientBodySchema = z.strictObject({
  name: clientFields.name.optional(),
  email: clientFields.email.optional(),
  phone: clientFields.phone.optional(),
  address: clientFields.address.optional(),
  notes: clientFields.notes.optional(),
  companyNumber: clientFields.companyNumber.optional(),
  vatNumber: clientFields.vatNumber.optional(),
  country: clientFields.country.optional(),
  status: clientStatusSchema.optional(),
  preferredChannel: messageChannelSchema.optional(),
  language: clientLanguageSchema.optional(),
});
export type UpdateClientBody = z.input<typeof updateClientBodySchema>;

/** A search term for list filters (name, email, client name...): bounded and NUL-free. */
export const searchQuerySchema = text().trim().max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters`);

export const clientListQuerySchema = z.object({
  ...pageQueryShape,
  /** Matches the name or the email, whatever the case and accents (decision 069). */
  search: searchQuerySchema.optional(),
  status: clientStatusSchema.optional(),
});

export const clientSchema = recordIdsSchema.extend({
  name: z.string(),
  /** Optional text is "" when not given, never null (decision 017). */
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  notes: z.string(),
  companyNumber: z.string(),
  vatNumber: z.string(),
  country: z.string(),
  status: clientStatusSchema,
  /** Order-ready offers and fitting reminders go this way (decision 083). */
  preferredChannel: messageChannelSchema,
  /** Documents, messages and the portal go in this language: the client's own, else the studio's (decision 128). */
  language: clientLanguageSchema,
  /** Number of the client's projects that are not completed, computed when read (decision 014). */
  projects: z.number().int(),
  lastOrderDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** The records that belong to a client and go with it when it is deleted (FKs cascade). */
const clientRelatedSchema = z.object({ measurements: z.number().int(), projects: z.number().int() });
export type ClientRelated = z.infer<typeof clientRelatedSchema>;
/** What DELETE /clients/{id} removed besides the client itself. */
export const clientDeletionSummarySchema = clientRelatedSchema;

/**
 * Whether the client can be deleted right now, and why not (decision 011). Today always allowed;
 * once invoices exist a client with invoices answers CLIENT_HAS_INVOICES.
 */
export const clientDeletionSchema = z.object({
  allowed: z.boolean(),
  code: z.enum(['CLIENT_HAS_INVOICES']).nullable(),
  message: z.string().nullable(),
});
export type ClientDeletion = z.infer<typeof clientDeletionSchema>;

/** GET /clients/{id}: the client plus what the delete dialog needs to say. */
export const clientDetailDataSchema = z.object({
  client: clientSchema,
  related: clientRelatedSchema,
  deletion: clientDeletionSchema,
});
export type ClientDetailData = z.infer<typeof clientDetailDataSchema>;
