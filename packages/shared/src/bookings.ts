import { z } from 'zod';
import { calendarDate, offsetDateTime } from './dates.js';
import { optionalEmail, optionalText } from './clients.js';
import { eventTypeSchema } from './calendar.js';
import { LIMITS } from './limits.js';
import { moneyField } from './money.js';
import { pageQueryShape } from './pages.js';
import { LANGUAGES } from './settings-values.js';
import { documentSha256Schema } from './shown-document.js';
import { text } from './text.js';

/**
 * Online booking (decision 156): a studio's public page `/book/:slug` lists its appointment types and
 * the free slots of its opening hours minus its calendar; a client takes one, a deposit (when the
 * type asks one and the studio can take it) holds the slot for ten minutes until paid, and a
 * confirmed booking is a calendar event with its client.
 */
export const BOOKING_LIMITS = {
  /** Minutes a slot stays held while its deposit is paid. */
  holdMinutes: 10,
  appointmentTypesMax: 30,
  name: 80,
  durationMinMinutes: 5,
  durationMaxMinutes: 8 * 60,
  bufferMaxMinutes: 4 * 60,
  /** How far ahead slots are offered. */
  horizonDays: 90,
  /** Days of slots one request may ask. */
  slotDaysMax: 14,
  noticeHoursMax: 14 * 24,
  dailyCapMax: 200,
  terms: 5000,
  closedDaysMax: 366,
  intervalsMax: 21,
  slugMin: 3,
  slugMax: 48,
  /** Slots offered instead when the one asked was taken. */
  alternativesMax: 5,
} as const;

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** The page's address as typed: trimmed and lower-cased; letters, digits and hyphens only. */
export const bookingSlugSchema = text()
  .trim()
  .transform((v) => v.toLowerCase())
  .pipe(
    z
      .string()
      .min(BOOKING_LIMITS.slugMin, `Page address must be at least ${BOOKING_LIMITS.slugMin} characters`)
      .max(BOOKING_LIMITS.slugMax, `Page address must be at most ${BOOKING_LIMITS.slugMax} characters`)
      .regex(SLUG_PATTERN, 'Page address can hold only letters, digits and hyphens, not at either end'),
  );

const wallClock = (label: string) =>
  z.string({ error: `${label} must be a time (HH:MM)` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time (HH:MM)`);

export const openingIntervalSchema = z
  .strictObject({
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: z.number({ error: 'Weekday must be 1 (Monday) to 7 (Sunday)' }).int().min(1).max(7),
    start: wallClock('Opening time'),
    end: wallClock('Closing time'),
  })
  .refine((i) => i.start < i.end, { message: 'Closing time must be after opening time', path: ['end'] });
export type OpeningInterval = z.infer<typeof openingIntervalSchema>;

/** How deposits are taken: the studio's Stripe account, the embedded sandbox on a local run, or none. */
export const DEPOSIT_PROVIDERS = ['stripe', 'sandbox', 'none'] as const;
export type DepositProvider = (typeof DEPOSIT_PROVIDERS)[number];

export const bookingSettingsSchema = z.object({
  enabled: z.boolean(),
  slug: z.string(),
  /** `${APP_URL}/book/${slug}`. */
  publicUrl: z.string(),
  terms: z.string(),
  noticeHours: z.number().int(),
  dailyCap: z.number().int(),
  openingHours: z.array(openingIntervalSchema),
  closedDays: z.array(z.string()),
  /** The studio's time zone, in which hours and closed days are read. */
  timeZone: z.string(),
  deposits: z.object({
    provider: z.enum(DEPOSIT_PROVIDERS),
    /** The studio's Stripe account is connected and can take charges. */
    stripeConnected: z.boolean(),
    /** Connect is configured on this server (STRIPE_SECRET_KEY), so the studio can connect an account. */
    stripeAvailable: z.boolean(),
  }),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

export const updateBookingSettingsBodySchema = z.strictObject({
  enabled: z.boolean({ error: 'Enabled must be true or false' }).optional(),
  slug: bookingSlugSchema.optional(),
  terms: text().trim().max(BOOKING_LIMITS.terms, `Booking terms must be at most ${BOOKING_LIMITS.terms} characters`).optional(),
  noticeHours: z
    .number({ error: 'Notice must be a number of hours' })
    .int('Notice must be a whole number of hours')
    .min(0, 'Notice cannot be negative')
    .max(BOOKING_LIMITS.noticeHoursMax, `Notice must be at most ${BOOKING_LIMITS.noticeHoursMax} hours`)
    .optional(),
  dailyCap: z
    .number({ error: 'Bookings per day must be a number' })
    .int('Bookings per day must be a whole number')
    .min(1, 'Bookings per day must be at least 1')
    .max(BOOKING_LIMITS.dailyCapMax, `Bookings per day must be at most ${BOOKING_LIMITS.dailyCapMax}`)
    .optional(),
  openingHours: z
    .array(openingIntervalSchema)
    .max(BOOKING_LIMITS.intervalsMax, `At most ${BOOKING_LIMITS.intervalsMax} opening intervals`)
    .optional(),
  closedDays: z
    .array(calendarDate('Closed day must be a date (YYYY-MM-DD)'))
    .max(BOOKING_LIMITS.closedDaysMax, `At most ${BOOKING_LIMITS.closedDaysMax} closed days`)
    .optional(),
});
export type UpdateBookingSettingsBody = z.input<typeof updateBookingSettingsBodySchema>;

const durationField = z
  .number({ error: 'Duration must be a number of minutes' })
  .int('Duration must be a whole number of minutes')
  .min(BOOKING_LIMITS.durationMinMinutes, `Duration must be at least ${BOOKING_LIMITS.durationMinMinutes} minutes`)
  .max(BOOKING_LIMITS.durationMaxMinutes, `Duration must be at most ${BOOKING_LIMITS.durationMaxMinutes} minutes`);
const bufferField = z
  .number({ error: 'Buffer must be a number of minutes' })
  .int('Buffer must be a whole number of minutes')
  .min(0, 'Buffer cannot be negative')
  .max(BOOKING_LIMITS.bufferMaxMinutes, `Buffer must be at most ${BOOKING_LIMITS.bufferMaxMinutes} minutes`);

const appointmentTypeFields = {
  name: text().trim().min(1, 'Name is required').max(BOOKING_LIMITS.name, `Name must be at most ${BOOKING_LIMITS.name} characters`),
  durationMinutes: durationField,
  bufferAfterMinutes: bufferField.optional(),
  price: moneyField('Price').optional(),
  /** At most the price when a price is set. */
  deposit: moneyField('Deposit').optional(),
  eventType: eventTypeSchema.optional(),
  /** Members who can take it; empty or left out: any member. */
  memberIds: z.array(z.string().min(1).max(64)).max(50, 'At most 50 members').optional(),
  active: z.boolean().optional(),
};

export const createAppointmentTypeBodySchema = z.strictObject(appointmentTypeFields);
export type CreateAppointmentTypeBody = z.input<typeof createAppointmentTypeBodySchema>;
export const updateAppointmentTypeBodySchema = z.strictObject({
  ...appointmentTypeFields,
  name: appointmentTypeFields.name.optional(),
  durationMinutes: durationField.optional(),
});
export type UpdateAppointmentTypeBody = z.input<typeof updateAppointmentTypeBodySchema>;

export const appointmentTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  durationMinutes: z.number().int(),
  bufferAfterMinutes: z.number().int(),
  price: z.number(),
  deposit: z.number(),
  eventType: eventTypeSchema,
  memberIds: z.array(z.string()),
  active: z.boolean(),
  position: z.number().int(),
});
export type AppointmentType = z.infer<typeof appointmentTypeSchema>;

/* ------------------------------ the public page ------------------------------ */

export const bookingSlugParams = z.object({ slug: z.string().max(100) });

/** What the public page shows: no member's email, no internal id but the types' and members' own. */
export const publicBookingPageSchema = z.object({
  studio: z.object({
    name: z.string(),
    slug: z.string(),
    /** A public address of the studio's logo, or "" (decision 017: optional text is never null). */
    logoUrl: z.string(),
    /** #RRGGBB while the studio's plan includes branding, else "". */
    brandColor: z.string(),
    timeZone: z.string(),
    currency: z.string(),
    language: z.enum(LANGUAGES),
  }),
  terms: z.string(),
  noticeHours: z.number().int(),
  /** Deposits can be paid on this server now. */
  depositsTaken: z.boolean(),
  appointmentTypes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      durationMinutes: z.number().int(),
      price: z.number(),
      /** 0 when none is asked, or when the studio cannot take deposits. */
      deposit: z.number(),
      /** Who can take it, by first name; one entry or none in a studio of one. */
      members: z.array(z.object({ id: z.string(), name: z.string() })),
      /** The SHA-256 of the terms, notice, length, price and deposit the client agrees to: booking sends it back (decision 183). */
      documentSha256: z.string(),
    }),
  ),
});
export type PublicBookingPage = z.infer<typeof publicBookingPageSchema>;

export const bookingSlotsQuerySchema = z.object({
  /** Required: left out, 422 naming it once the page is found (an unknown page is 404 first). */
  typeId: z.string().max(64).optional(),
  /** The first day (YYYY-MM-DD, the studio's calendar); today when left out. */
  from: calendarDate('From must be a date (YYYY-MM-DD)').optional(),
  days: z.coerce
    .number({ error: 'Days must be a number' })
    .int('Days must be a whole number')
    .min(1, 'Days must be at least 1')
    .max(BOOKING_LIMITS.slotDaysMax, `Days must be at most ${BOOKING_LIMITS.slotDaysMax}`)
    .optional(),
  memberId: z.string().max(64).optional(),
});

/** A free slot: instants in UTC (the page shows them in the client's own zone) and who takes it. */
export const bookingSlotSchema = z.object({
  start: z.string(),
  end: z.string(),
  memberId: z.string().nullable(),
});
export type BookingSlot = z.infer<typeof bookingSlotSchema>;

export const createBookingBodySchema = z
  .strictObject({
    typeId: z.string({ error: 'Select an appointment type' }).min(1, 'Select an appointment type').max(64),
    /** The slot's start as answered by the slots (an ISO instant with its offset). */
    start: offsetDateTime('Select a time'),
    memberId: z.string().max(64).nullish(),
    name: text()
      .trim()
      .min(1, 'Name is required')
      .max(LIMITS.name * 2, `Name must be at most ${LIMITS.name * 2} characters`),
    email: optionalEmail,
    /** As people write it; read in the studio's phone country when it has no +code. */
    phone: optionalText(LIMITS.phone, 'Phone'),
    note: optionalText(LIMITS.notes, 'Note'),
    language: z.enum(LANGUAGES, { error: 'Select a language' }).optional(),
    /** A group's code (a wedding party's), to book as one of its members. */
    groupCode: optionalText(32, 'Group code'),
    acceptTerms: z.literal(true, { error: 'Agree to the booking terms to book' }),
    /** The fingerprint of the terms shown with the type chosen (decision 183). */
    documentSha256: documentSha256Schema,
  })
  .refine((b) => b.email !== null || b.phone !== null, { message: 'Enter an email or a phone number', path: ['email'] });
export type CreateBookingBody = z.input<typeof createBookingBodySchema>;

export const BOOKING_STATUSES = ['held', 'confirmed', 'expired', 'cancelled'] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** A booking as its client sees it on the public page after booking (read back with its key). */
export const publicBookingSchema = z.object({
  id: z.string(),
  status: bookingStatusSchema,
  typeName: z.string(),
  start: z.string(),
  end: z.string(),
  deposit: z.number(),
  depositPaid: z.boolean(),
  /** While held: when the slot is freed unless the deposit is paid. */
  holdExpiresAt: z.string().nullable(),
  /** Where to pay the deposit (the studio's Stripe checkout or the sandbox page); "" when nothing is due. */
  checkoutUrl: z.string(),
  /**
   * The client's portal, where they cancel or move it within the notice; "" unless this booking
   * made the client's record (the address otherwise goes only to the client's own email or phone).
   */
  portalUrl: z.string(),
});
export type PublicBooking = z.infer<typeof publicBookingSchema>;

/** The answer to a booking: the booking, and the key that reads it back (`GET /book/:slug/bookings/:id?key=`). */
export const bookingCreatedSchema = z.object({ booking: publicBookingSchema, key: z.string() });
/** Left out or wrong, the answer is the same 404 as an unknown booking. */
export const bookingKeyQuerySchema = z.object({ key: z.string().max(200).optional() });
export const publicBookingParams = bookingSlugParams.extend({ id: z.string().max(64) });

/* ------------------------------ the studio's side ------------------------------ */

export const bookingListQuerySchema = z.object({
  ...pageQueryShape,
  /** upcoming (default: held and confirmed from now on) or past, or cancelled/expired. */
  view: z.enum(['upcoming', 'past', 'cancelled']).optional(),
});

export const bookingSchema = z.object({
  id: z.string(),
  status: bookingStatusSchema,
  appointmentType: z.object({ id: z.string(), name: z.string() }).nullable(),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
  memberId: z.string().nullable(),
  eventId: z.string().nullable(),
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
  start: z.string(),
  end: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string(),
  /** Null for a role that does not see money. */
  deposit: z.number().nullable(),
  depositInvoiceId: z.string().nullable(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The portal's side: the slots a confirmed booking can move to, and the move itself (within the notice). */
export const portalMoveBookingBodySchema = z.strictObject({
  start: offsetDateTime('Select a time'),
  memberId: z.string().max(64).nullish(),
});
export const portalBookingSlotsQuerySchema = z.object({
  from: calendarDate('From must be a date (YYYY-MM-DD)').optional(),
  days: bookingSlotsQuerySchema.shape.days,
});
