import { z } from 'zod';
import { optionalText, searchQuerySchema } from './clients.js';
import { recordIdsSchema } from './envelope.js';
import { pageQueryShape } from './pages.js';
import { isoDateSchema } from './dates.js';
import { documentSha256Schema } from './shown-document.js';
import { text } from './text.js';

/**
 * Contracts signed on the portal and sealed (decision 159): the studio's templates, with fields the
 * server fills from the client, the studio and the quote when the contract is sent; the client's
 * signature, the studio's countersignature, and the PDF sealed once both signed.
 */
export const CONTRACT_LIMITS = {
  templateName: 120,
  title: 120,
  /** A contract of a dozen pages of terms; the PDF stays a few pages more with its audit page. */
  body: 30_000,
  signerName: 120,
  /**
   * A drawn signature as the pad gives it: a PNG data URL. A signature's strokes on a phone's canvas
   * are a few kilobytes; 300 000 characters (about 220 KB of PNG) leaves room for a large tablet.
   */
  image: 300_000,
  /** Pixels either way a drawn signature may have: a tablet's canvas at twice its density. */
  imageSide: 3000,
} as const;

/** Where a contract stands; a signed or void contract is never changed (decision 159). */
export const CONTRACT_STATUSES = ['draft', 'sent', 'signed-by-client', 'signed', 'void'] as const;
export const contractStatusSchema = z.enum(CONTRACT_STATUSES, { error: 'Select a status' });
export type ContractStatus = z.infer<typeof contractStatusSchema>;
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  draft: 'Draft',
  sent: 'Sent to sign',
  'signed-by-client': 'Signed by the client',
  signed: 'Signed',
  void: 'Replaced',
};

export const SIGNATURE_METHODS = ['typed', 'drawn'] as const;
export const signatureMethodSchema = z.enum(SIGNATURE_METHODS, { error: 'Choose to type or draw the signature' });
export type SignatureMethod = z.infer<typeof signatureMethodSchema>;
export const SIGNER_ROLES = ['client', 'studio'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/**
 * The fields a template may hold, written `{{client.name}}`; the server fills them when the contract
 * is sent, and a field it cannot fill (no quote) reads as a blank line to fill by hand.
 */
export const CONTRACT_FIELDS = [
  'client.name',
  'client.email',
  'client.phone',
  'client.address',
  'studio.name',
  'studio.email',
  'studio.phone',
  'studio.address',
  'contract.title',
  'event.date',
  'quote.total',
  'quote.deposit',
  /** A special order's, for its agreement (decision 217): blank on a contract no order opened. */
  'order.style',
  'order.colour',
  'order.size',
  'order.price',
  'order.deposit',
  'order.balance',
  /** A rental's, for its agreement (decision 226): blank on a contract no rental opened. */
  'rental.pieces',
  'rental.pickup',
  'rental.return',
  'rental.price',
  'rental.deposit',
  'rental.lateFee',
  'today',
] as const;
export type ContractField = (typeof CONTRACT_FIELDS)[number];

const name = (label: string, max: number) =>
  text().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const body = text()
  .trim()
  .min(1, 'The contract text is required')
  .max(CONTRACT_LIMITS.body, `The contract text must be at most ${CONTRACT_LIMITS.body} characters`);

export const createContractTemplateBodySchema = z.strictObject({
  name: name('Name', CONTRACT_LIMITS.templateName),
  body,
});
export type CreateContractTemplateBody = z.input<typeof createContractTemplateBodySchema>;
export const updateContractTemplateBodySchema = z.strictObject({
  name: name('Name', CONTRACT_LIMITS.templateName).optional(),
  body: body.optional(),
});
export type UpdateContractTemplateBody = z.input<typeof updateContractTemplateBodySchema>;

export const contractTemplateSchema = recordIdsSchema.extend({
  name: z.string(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;

const uuid = (label: string) => z.uuid({ error: `${label} must be a valid id` });

/** A new draft for a client: from a template (its text copied) or from the text given. */
export const createContractBodySchema = z.strictObject({
  clientId: uuid('Client'),
  templateId: uuid('Template').nullish(),
  title: name('Title', CONTRACT_LIMITS.title),
  /** The text with its fields; blank takes the template's. */
  body: optionalText(CONTRACT_LIMITS.body, 'The contract text'),
  quoteId: uuid('Quote').nullish(),
  eventDate: isoDateSchema.nullish(),
});
export type CreateContractBody = z.input<typeof createContractBodySchema>;

/** A draft's changes; once sent the text is frozen, once signed nothing changes (decision 159). */
export const updateContractBodySchema = z.strictObject({
  title: name('Title', CONTRACT_LIMITS.title).optional(),
  body: body.optional(),
  quoteId: uuid('Quote').nullish(),
  eventDate: isoDateSchema.nullish(),
});
export type UpdateContractBody = z.input<typeof updateContractBodySchema>;

export const contractListQuerySchema = z.object({
  ...pageQueryShape,
  /** Matches the title or the client's name, whatever the case and accents. */
  search: searchQuerySchema.optional(),
  clientId: uuid('Client').optional(),
  status: contractStatusSchema.optional(),
});

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** A signature: the signer's name, typed (the name is the signature) or drawn (a PNG the server checks). */
const signatureShape = {
  signerName: name('Your name', CONTRACT_LIMITS.signerName),
  method: signatureMethodSchema,
  image: z
    .string()
    .max(CONTRACT_LIMITS.image, 'The drawn signature is too large; clear it and sign again')
    .regex(PNG_DATA_URL, 'The drawn signature must be a PNG image')
    .nullish(),
  /** The SHA-256 of the PDF the signer saw: refused unless it is the document the server holds. */
  documentSha256: documentSha256Schema,
};
const drawnNeedsImage = (v: { method: SignatureMethod; image?: string | null | undefined }) => v.method !== 'drawn' || !!v.image;
const imageRefusal = { message: 'Draw your signature, or type your name instead', path: ['image'] };

/** The client's signature on the portal: consent ticked, after reading (decision 159). */
export const signContractBodySchema = z
  .strictObject({
    consent: z.literal(true, { error: 'Tick the box to agree to sign electronically' }),
    ...signatureShape,
  })
  .refine(drawnNeedsImage, imageRefusal);
export type SignContractBody = z.input<typeof signContractBodySchema>;

/** The studio's countersignature, by a member who may write contracts. */
export const countersignContractBodySchema = z.strictObject(signatureShape).refine(drawnNeedsImage, imageRefusal);
export type CountersignContractBody = z.input<typeof countersignContractBodySchema>;

export const contractSignatureSchema = z.object({
  role: z.enum(SIGNER_ROLES),
  /** The name typed as the signature. */
  signerName: z.string(),
  /**
   * The studio member whose account countersigned, whatever name they typed (decision 183); null for
   * the client's signature, or once that account was deleted.
   */
  account: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  method: signatureMethodSchema,
  signedAt: z.string(),
  documentSha256: z.string(),
});
export type ContractSignature = z.infer<typeof contractSignatureSchema>;

export const contractSchema = recordIdsSchema.extend({
  clientId: z.object({ _id: z.string(), id: z.string(), name: z.string() }),
  templateId: z.string().nullable(),
  quoteId: z.string().nullable(),
  version: z.number().int(),
  previousId: z.string().nullable(),
  title: z.string(),
  /** The text with its fields, as the studio writes it. */
  body: z.string(),
  /** The text filled and frozen when sent; "" for a draft. */
  filledBody: z.string(),
  eventDate: z.string().nullable(),
  status: contractStatusSchema,
  /** The SHA-256 of the unsigned PDF as sent; "" for a draft. */
  documentSha256: z.string(),
  sentAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  signatures: z.array(contractSignatureSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contract = z.infer<typeof contractSchema>;

/** A contract as its client sees it on the portal: sent ones only. */
export const portalContractSchema = z.object({
  id: z.string(),
  title: z.string(),
  version: z.number().int(),
  status: contractStatusSchema,
  filledBody: z.string(),
  documentSha256: z.string(),
  sentAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  signatures: z.array(contractSignatureSchema),
});
export type PortalContract = z.infer<typeof portalContractSchema>;
