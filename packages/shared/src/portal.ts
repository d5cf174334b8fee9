import { z } from 'zod';
import { CLIENT_RESPONSES, eventTypeSchema } from './calendar.js';
import { invoiceStatusSchema, PAYMENT_STATES } from './invoices.js';
import { LIMITS } from './limits.js';
import { answeredUnitSchema, measurementUnitSchema } from './measurements.js';
import { pageQueryShape } from './pages.js';
import { stageStatusSchema } from './workflow.js';
import { projectStatusSchema } from './projects.js';
import { LANGUAGES } from './settings-values.js';
import { text } from './text.js';

/**
 * The client portal (decision 082): a private link per client, no account. The studio side makes,
 * shows and revokes the link; the public side reads one client's own records through it and
 * sends the studio a confirmation, a request to move an appointment or a message.
 */
export const PORTAL_LIMITS = {
  /** A client's message or reschedule note: a message of the conversation's length (decision 131). */
  message: LIMITS.conversationMessage,
  /** The longest a link may be set to last; null lasts until revoked. */
  maxExpiryDays: 365,
  /** The portal lists so much of each kind, newest first (a client's whole history is rarely more). */
  appointments: 20,
  projects: 50,
  measurements: 50,
  invoices: 50,
} as const;

/** The token in a portal address: 32 random bytes, base64url (43 characters), 256 bits. */
export const portalTokenParams = z.object({ token: z.string().max(200) });

/** POST /clients/{id}/portal-link: a new link, which ends the client's current one. */
export const createPortalLinkBodySchema = z.strictObject({
  /** Days the link works; null or left out, until revoked. */
  expiresInDays: z
    .number({ error: 'Expiry must be a number of days' })
    .int('Expiry must be a whole number of days')
    .min(1, 'Expiry must be at least 1 day')
    .max(PORTAL_LIMITS.maxExpiryDays, `Expiry must be at most ${PORTAL_LIMITS.maxExpiryDays} days`)
    .nullish(),
});
export type CreatePortalLinkBody = z.input<typeof createPortalLinkBodySchema>;

/** The client's live link, as the studio sees it: its address can be copied again (decision 082). */
export const portalLinkSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  /** The page's absolute address, from APP_URL. */
  url: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
});
export type PortalLink = z.infer<typeof portalLinkSchema>;

const portalMessageText = text()
  .trim()
  .min(1, 'Write a message')
  .max(PORTAL_LIMITS.message, `Message must be at most ${PORTAL_LIMITS.message} characters`);

/** POST /portal/{token}/messages. */
export const portalMessageBodySchema = z.strictObject({ message: portalMessageText });
/**
 * PUT /portal/{token}/language: the client chooses the language they read the portal and their
 * documents in (decision 132); the studio sees it as the client's language.
 */
export const portalLanguageBodySchema = z.strictObject({ language: z.enum(LANGUAGES, { error: 'Select a language' }) });
export type PortalLanguageBody = z.infer<typeof portalLanguageBodySchema>;
/** POST /portal/{token}/appointments/{id}/reschedule: when the client could come instead, in their words. */
export const portalRescheduleBodySchema = z.strictObject({ message: portalMessageText });

export const portalAppointmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: eventTypeSchema,
  startTime: z.string(),
  endTime: z.string(),
  location: z.string(),
  /** What the client answered from the portal, null before they do. */
  clientResponse: z.enum(CLIENT_RESPONSES).nullable(),
  /**
   * Made on the booking page (decision 156): the client cancels or moves it here, within the
   * studio's notice (decision 161). Left out by a server that does not say it: no such actions.
   */
  booked: z.boolean().optional(),
  /** The SHA-256 of its title, kind, times and place: confirming sends it back (decision 183). */
  documentSha256: z.string(),
});
export type PortalAppointment = z.infer<typeof portalAppointmentSchema>;

export const portalProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  status: projectStatusSchema,
  progress: z.number().int(),
  dueDate: z.string().nullable(),
  stages: z.array(z.object({ name: z.string(), status: stageStatusSchema, dueDate: z.string().nullable() })),
});

export const portalMeasurementSchema = z.object({
  id: z.string(),
  garmentType: z.string(),
  /** The built-in type's label or the studio template's name. */
  garmentName: z.string(),
  takenBy: z.enum(['studio', 'client']),
  values: z.array(z.object({ name: z.string(), size: z.number(), unit: answeredUnitSchema })),
  createdAt: z.string(),
});

export const portalInvoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  status: invoiceStatusSchema,
  /** As on the studio's list (decision 125): 'Deposit paid, $1,290.00 due'. */
  paymentState: z.enum(PAYMENT_STATES),
  dueDate: z.string(),
  currency: z.string(),
  amount: z.number(),
  amountPaid: z.number(),
  balanceDue: z.number(),
});

/** A request to measure at home (decision 084), as the client sees it. */
export const portalMeasurementRequestSchema = z.object({
  id: z.string(),
  garmentName: z.string(),
  unit: measurementUnitSchema,
  fields: z.array(z.object({ name: z.string(), hint: z.string() })),
  status: z.enum(['open', 'submitted']),
});

/** POST /portal/{token}/measurement-requests/{id}: what the client measured, in the request's unit (decision 084). */
export const submitSelfMeasurementBodySchema = z.strictObject({
  values: z
    .array(
      z.strictObject({
        name: text().trim().min(1, 'Measurement name is required').max(100, 'Measurement name must be at most 100 characters'),
        size: z.number({ error: 'Size must be a number' }).gt(0, 'Size must be greater than 0').max(1000, 'Size must be at most 1000'),
      }),
    )
    .min(1, 'Enter at least one measurement')
    .max(100, 'At most 100 measurements'),
  note: text().trim().max(PORTAL_LIMITS.message, `Note must be at most ${PORTAL_LIMITS.message} characters`).optional(),
});
export type SubmitSelfMeasurementBody = z.input<typeof submitSelfMeasurementBodySchema>;

/** GET /portal/{token}: everything the client may see, and nothing of anyone else's. */
export const portalViewSchema = z.object({
  studio: z.object({
    name: z.string(),
    /** The studio's logo (Enterprise brand) or the owner's picture, an absolute address; "" when none. */
    imageUrl: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    website: z.string(),
    /** #RRGGBB while the studio's plan includes branding, else "". */
    brandColor: z.string(),
    language: z.enum(LANGUAGES),
    /** The studio's IANA zone: appointments are shown at the studio's clock, where they happen. */
    timezone: z.string(),
  }),
  /** The page is written in the client's language (decision 128); `studio.language` stays the studio's. */
  client: z.object({ name: z.string(), language: z.enum(LANGUAGES) }),
  /** The studio's unit; the page converts when the client picks the other. */
  measurementUnit: measurementUnitSchema,
  appointments: z.array(portalAppointmentSchema),
  projects: z.array(portalProjectSchema),
  measurements: z.array(portalMeasurementSchema),
  invoices: z.array(portalInvoiceSchema),
  measurementRequests: z.array(portalMeasurementRequestSchema),
  /** The studio's messages the client has not read on the portal yet (decision 136). */
  conversation: z.object({ unread: z.number().int() }),
});
export type PortalView = z.infer<typeof portalViewSchema>;

/** What the studio is told in the app (decision 082); a material below its low-stock level, to owners and managers (decision 144). */
export const NOTIFICATION_KINDS = [
  'client-message',
  'appointment-confirmed',
  'appointment-reschedule',
  'measurements-submitted',
  'material-low',
  // Online bookings (decision 156): made on the booking page, cancelled or moved on the portal.
  'booking-made',
  'booking-cancelled',
  'booking-moved',
  'quote-accepted',
  'quote-declined',
  // A contract signed by the client on the portal, waiting for the studio's countersignature (decision 159).
  'contract-signed',
  // A rental still out the morning after its return day (decision 228), to those who read rentals.
  'rental-late',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  clientId: z.string().nullable(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** The client's name, as it was (the material's, for material-low). */
  subject: z.string(),
  /** The client's words, or "". */
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/**
 * GET /notifications: newest first, in pages (decision 069); `unread=true` for the unread ones only.
 * Without `limit` the first page of PAGE_LIMITS.screen: the list never ends, so it is never answered whole.
 */
export const notificationListQuerySchema = z.object({ ...pageQueryShape, unread: z.enum(['true', 'false']).optional() });

/** POST /notifications/read: the ones named, or every one when `ids` is left out. */
export const markNotificationsBodySchema = z.strictObject({
  ids: z.array(text().max(200, 'Not a notification id')).max(100, 'At most 100 notifications at once').optional(),
});
