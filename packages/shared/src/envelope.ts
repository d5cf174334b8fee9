import { z } from 'zod';

/**
 * Machine codes the API answers with, each with the one HTTP status it is always sent with
 * (the code decides the status, in one map, so no route can send a code with another status).
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 422,
  INVALID_JSON: 400,
  BAD_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  HEADERS_TOO_LARGE: 431,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  /** The database is unreachable or shutting down: the request may be sent again in a moment (decision 094). */
  DATABASE_UNAVAILABLE: 503,
  /**
   * A dependency is not answering: GET /health/ready names each (decision 093); a guessing limit while
   * Redis is unreachable, with Retry-After (decision 095).
   */
  SERVICE_UNAVAILABLE: 503,
  EMAIL_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  EMAIL_ALREADY_VERIFIED: 409,
  INVALID_OTP: 400,
  OTP_EXPIRED: 400,
  OTP_ATTEMPTS_EXCEEDED: 400,
  OTP_LOCKED: 429,
  /** The two-factor step of a sign-in is unknown, used or past its 5 minutes (decision 023). */
  TWO_FACTOR_CHALLENGE_INVALID: 400,
  INVALID_OAUTH_TOKEN: 401,
  OAUTH_EMAIL_MISSING: 400,
  PROVIDER_NOT_CONFIGURED: 503,
  PROVIDER_UNAVAILABLE: 502,
  SUBSCRIPTION_INACTIVE: 403,
  FEATURE_NOT_AVAILABLE: 403,
  PLAN_CLIENT_LIMIT_REACHED: 403,
  PLAN_PROJECT_LIMIT_REACHED: 403,
  PLAN_AI_LIMIT_REACHED: 403,
  /** An upload would pass the plan's storage (decision 036). */
  STORAGE_LIMIT_REACHED: 403,
  CLIENT_HAS_INVOICES: 409,
  /** More than is available of a material was asked for (decision 142). */
  INSUFFICIENT_STOCK: 409,
  /** A ticket handed back while money is owed on it (decision 151). */
  TICKET_BALANCE_DUE: 409,
  /** A ticket's garment whose work started, or a ticket collected or paid, cannot change so (decision 151). */
  TICKET_LOCKED: 409,
  /** A material still set aside for a project cannot be deleted. */
  MATERIAL_RESERVED: 409,
  /** A supplier the studio has purchase orders with is kept (decision 145). */
  SUPPLIER_HAS_ORDERS: 409,
  /** A purchase order is changed or deleted only while it is a draft (decision 145). */
  PURCHASE_ORDER_LOCKED: 409,
  /** Sending, receiving or cancelling a purchase order whose status does not allow it (decision 145). */
  PURCHASE_ORDER_CLOSED: 409,
  /** Sending an invoice to a client without an email address. */
  CLIENT_EMAIL_MISSING: 422,
  /** Sending an SMS or a WhatsApp message to a client without a phone number (decision 083). */
  CLIENT_PHONE_MISSING: 422,
  /** The studio already has an invoice with that number (decision 028). */
  INVOICE_NUMBER_TAKEN: 409,
  /** A wrong current password on a password change or account deletion. */
  INVALID_PASSWORD: 400,
  /** An upload over its size limit (profile picture: 2 MB, decision 022). */
  FILE_TOO_LARGE: 413,
  /** The calendar is not on the account's plan: the page shows an overlay, no redirect. */
  PLAN_UPGRADE_REQUIRED: 403,
  /** The generator needs measurements the client's record lacks; `errors` names each (decision 038). */
  MEASUREMENTS_MISSING: 422,
  /** FreeSewing could not draft every part from these values (decision 038): nothing is saved. */
  PATTERN_DRAFT_FAILED: 422,
  /** A fit correction in force takes a measurement or option past what the design drafts; `errors` names it (decision 087). */
  FIT_CORRECTION_REFUSED: 422,
  /** Subscriptions (decisions 042-044): the card was refused; the message is the provider's. */
  CARD_DECLINED: 402,
  /** Choosing the plan the account already pays for ('You are already subscribed to this plan.'). */
  ALREADY_SUBSCRIBED: 409,
  /** Choosing Free while on Free ("You're already on the Free plan."). */
  ALREADY_ON_FREE_PLAN: 409,
  /** Cancelling, or changing the card, with no paid subscription. */
  NO_ACTIVE_SUBSCRIPTION: 409,
  /** A card payment that arrived after the subscription changed from what it was priced for: refunded, not applied (decision 047). */
  PAYMENT_NOT_APPLIED: 409,
  /** A webhook whose signature is missing, wrong or older than 300 s. */
  WEBHOOK_SIGNATURE_INVALID: 400,
  /** A record over the Free limits after a downgrade: it can be read and deleted, not changed (decision 043). */
  PLAN_READ_ONLY: 403,
  /** The studio holds the most records of that kind any studio may (decision 070); `errors` names the store ("clients"). */
  STORE_LIMIT_REACHED: 422,
  /** The address is already a member of the studio, or has an invitation waiting (decision 072). */
  ALREADY_IN_STUDIO: 409,
  /** Joining a studio would leave one that still holds records or other members (decision 072). */
  STUDIO_NOT_EMPTY: 409,
  /** An invitation link that expired, was used or was revoked (decision 072). */
  INVITE_UNAVAILABLE: 410,
  /** The studio already has a garment template of that name (decision 078). */
  TEMPLATE_NAME_TAKEN: 409,
  /** The client has a request to measure at home for that garment waiting to be sent or decided (decision 084). */
  MEASUREMENT_REQUEST_PENDING: 409,
  /** A request to measure at home was sent, decided or cancelled since it was read (decision 084). */
  MEASUREMENT_REQUEST_CHANGED: 409,
  /** The stage the scanner showed is no longer the garment's current one: it moved on another device (decision 152). */
  GARMENT_MOVED_ON: 409,
  /** A garment scanned has no stages to move through (decision 152). */
  GARMENT_WITHOUT_STAGES: 409,
  /** A special order moved to a state that is not the one after its own (decision 216). */
  SPECIAL_ORDER_OUT_OF_ORDER: 409,
  SPECIAL_ORDER_INVOICED: 409,
  SPECIAL_ORDER_AGREED: 409,
  SPECIAL_ORDER_ON_DESIGNER_ORDER: 409,
  SPECIAL_ORDER_NO_DESIGNER: 409,
  /** A gown checked in whose style was deleted from the catalogue: a piece needs its style (decision 218). */
  SPECIAL_ORDER_STYLE_GONE: 409,
  /** A booking's slot was taken a moment before (decision 156): the error's `alternatives` are the next free slots. */
  SLOT_TAKEN: 409,
  /** A piece is held by another rental for some of the days asked (decision 222): `freePieces` lists the same style's free ones. */
  PIECE_RENTED: 409,
  /** A rental move that its state does not allow: cancelling one that is out, checking out one that is back (decision 222). */
  RENTAL_OUT_OF_ORDER: 409,
  /** A check-out whose scanned tags leave pieces of the rental out (decision 223): `errors` names them on `codes`. */
  RENTAL_PIECES_MISSING: 422,
  /** Deleting a piece that a reserved or out rental holds (decision 226). */
  PIECE_ON_RENTAL: 409,
  /** A rental's invoice or agreement opened a second time (decision 226). */
  RENTAL_INVOICED: 409,
  RENTAL_AGREED: 409,
  /** The studio's own cap of online bookings on that day is reached (decision 156). */
  BOOKING_DAY_FULL: 409,
  /** Cancelling or moving a booked appointment on the portal within the studio's notice (decision 156). */
  BOOKING_NOTICE_PASSED: 409,
  /** Connecting a studio's Stripe account on a server where Stripe Connect is not set up (decision 157). */
  STRIPE_CONNECT_UNAVAILABLE: 409,
  /** A signed contract is never changed, deleted or signed again; a change is a new version (decision 159). */
  CONTRACT_SIGNED: 409,
  /** The contract is not at the step the action needs: sent before it is signed, signed by the client before countersigning (decision 159). */
  CONTRACT_NOT_READY: 409,
  /**
   * A client accepted another document than the one the server holds (a quote, a contract, booking
   * terms, an appointment): it changed since it was opened, and the page shows the new one (decision 183).
   */
  DOCUMENT_CHANGED: 409,
  /** A quote accepted or declined no longer changes (decision 158). */
  QUOTE_LOCKED: 409,
  /** A quote past its validity date (the studio's calendar) can no longer be accepted (decision 158). */
  QUOTE_EXPIRED: 409,
  /** A quote the client declined cannot be accepted, nor an accepted one declined (decision 158). */
  QUOTE_CLOSED: 409,
  /** The client is already a member of the group (decision 160). */
  ALREADY_IN_GROUP: 409,
  /**
   * An issued invoice or credit note (sent, paid or issued) is never edited or deleted: a credit
   * note corrects it (decision 163). The message names the credit note.
   */
  INVOICE_ISSUED: 409,
  /** Issuing needs a mandatory term the studio or the client lacks (decision 164): `errors` names each field. */
  INVOICE_NOT_READY: 422,
  /** A credit note takes back more than the invoice has left, or a refund more than was paid (decision 163). */
  CREDIT_EXCEEDS_INVOICE: 422,
  /** A draft has no electronic form or credit note: it is issued first (decision 164). */
  INVOICE_NOT_ISSUED: 409,
  /**
   * No deposit invoice for this invoice: the studio takes deposits as payments (tax settings), the
   * invoice asks no deposit, or it has its deposit invoice already (decision 165).
   */
  DEPOSIT_INVOICE_UNAVAILABLE: 409,
  /** An Idempotency-Key sent again with another method, path or body (decision 089). */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The first request with this Idempotency-Key is still running; retry after Retry-After (decision 089). */
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  /** If-Match names a version of the record other than the current one (decision 090). */
  PRECONDITION_FAILED: 412,
} as const satisfies Record<string, number>;
export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Codes that send the user to /pricing (the web's shared error handling). */
export const PLAN_ERROR_CODES: readonly ErrorCode[] = [
  'SUBSCRIPTION_INACTIVE',
  'FEATURE_NOT_AVAILABLE',
  'PLAN_CLIENT_LIMIT_REACHED',
  'PLAN_PROJECT_LIMIT_REACHED',
  'PLAN_AI_LIMIT_REACHED',
];

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  status_code: z.number().int(),
  code: z.string(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  /** With SLOT_TAKEN (decision 156): the next free slots of the same appointment type. */
  alternatives: z.array(z.object({ start: z.string(), end: z.string(), memberId: z.string().nullable() })).optional(),
  /** With PIECE_RENTED (decision 222): the same style's pieces free for those days, to rent instead. */
  freePieces: z.array(z.object({ id: z.string(), code: z.string(), size: z.string(), colour: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Wraps a data schema in the success envelope `{ success, status_code, message, data }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    status_code: z.number().int(),
    message: z.string(),
    data,
  });
}
export type SuccessEnvelope<T> = { success: true; status_code: number; message: string; data: T };

/** Every record carries both `_id` and `id`, so clients reading either name work. */
export const recordIdsSchema = z.object({ _id: z.string(), id: z.string() });
