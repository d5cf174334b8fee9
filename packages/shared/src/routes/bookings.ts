import { z } from 'zod';
import {
  appointmentTypeSchema,
  bookingCreatedSchema,
  bookingKeyQuerySchema,
  bookingListQuerySchema,
  bookingSchema,
  bookingSettingsSchema,
  bookingSlotSchema,
  bookingSlotsQuerySchema,
  bookingSlugParams,
  createAppointmentTypeBodySchema,
  createBookingBodySchema,
  portalBookingSlotsQuerySchema,
  portalMoveBookingBodySchema,
  publicBookingPageSchema,
  publicBookingParams,
  updateAppointmentTypeBodySchema,
  updateBookingSettingsBodySchema,
} from '../bookings.js';
import { errorEnvelopeSchema } from '../envelope.js';
import { pageOf } from '../pages.js';
import { portalAppointmentSchema, portalTokenParams } from '../portal.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { createErrorResponses, errorResponses } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  bookingSettingsLoaded: 'Booking settings loaded',
  bookingSettingsUpdated: 'Booking settings updated',
  appointmentTypesLoaded: 'Appointment types loaded',
  appointmentTypeCreated: 'Appointment type added',
  appointmentTypeUpdated: 'Appointment type updated',
  appointmentTypeDeleted: 'Appointment type deleted',
  bookingsLoaded: 'Bookings loaded',
  stripeConnectStarted: 'Continue on Stripe to connect your account',
  stripeConnectRefreshed: 'Stripe account checked',
  stripeDisconnected: 'Stripe account disconnected',
  bookingPageLoaded: 'Booking page loaded',
  bookingSlotsLoaded: 'Free times loaded',
  bookingCreated: 'Your appointment is booked',
  bookingHeld: 'Your time is held for 10 minutes while you pay the deposit',
  bookingLoaded: 'Booking loaded',
  appointmentCancelled: 'Appointment cancelled',
  appointmentMoved: 'Appointment moved',
  depositEventReceived: 'Event received',
} satisfies RouteMessages;

const settings = z.object({ settings: bookingSettingsSchema });
const appointmentType = z.object({ appointmentType: appointmentTypeSchema });
const planRefusal = errorEnvelopeSchema.describe('The plan has no online booking (FEATURE_NOT_AVAILABLE), or the role may not (FORBIDDEN)');
const payoutRefusal = errorEnvelopeSchema.describe(
  'The plan has no online booking (FEATURE_NOT_AVAILABLE), or the caller is not the studio’s owner signed in: a manager or an API token (FORBIDDEN)',
);

/** The studio's side of online booking (decision 156). */
export const bookingRoutes = routeGroup(messages, {
  settings: defineRoute({
    method: 'GET',
    path: '/bookings/settings',
    resource: 'bookings',
    access: 'bookings.read',
    description: 'The booking page’s address, hours, closed days, terms, bounds and how deposits are taken.',
    success: { status: 200, data: settings },
    message: 'bookingSettingsLoaded',
    errors: { ...errorResponses, 403: planRefusal },
  }),
  updateSettings: defineRoute({
    method: 'PATCH',
    path: '/bookings/settings',
    resource: 'bookings',
    access: 'bookings.manage',
    body: updateBookingSettingsBodySchema,
    description: 'Changes the page; a page address another studio holds is refused naming `slug`.',
    success: { status: 200, data: settings },
    message: 'bookingSettingsUpdated',
    errors: { ...errorResponses, 403: planRefusal },
  }),
  connectStripe: defineRoute({
    method: 'POST',
    path: '/bookings/stripe-connect',
    resource: 'bookings',
    access: 'payouts.manage',
    description: 'Creates (once) the studio’s own Stripe account and answers the Stripe address where its owner completes it.',
    success: { status: 200, data: z.object({ url: z.string() }) },
    message: 'stripeConnectStarted',
    errors: {
      ...errorResponses,
      403: payoutRefusal,
      409: errorEnvelopeSchema.describe('Stripe Connect is not set up on this server (STRIPE_CONNECT_UNAVAILABLE)'),
      502: errorEnvelopeSchema.describe('Stripe could not be reached (PROVIDER_UNAVAILABLE)'),
    },
  }),
  refreshStripe: defineRoute({
    method: 'POST',
    path: '/bookings/stripe-connect/refresh',
    resource: 'bookings',
    access: 'bookings.manage',
    description: 'Reads the connected account from Stripe again (after its onboarding) and answers the settings.',
    success: { status: 200, data: settings },
    message: 'stripeConnectRefreshed',
    errors: { ...errorResponses, 403: planRefusal },
  }),
  disconnectStripe: defineRoute({
    method: 'DELETE',
    path: '/bookings/stripe-connect',
    resource: 'bookings',
    access: 'payouts.manage',
    description: 'Forgets the studio’s Stripe account here: the owner’s alone, signed in (decision 182).',
    success: { status: 200, data: settings },
    message: 'stripeDisconnected',
    errors: { ...errorResponses, 403: payoutRefusal },
  }),
  listTypes: defineRoute({
    method: 'GET',
    path: '/appointment-types',
    resource: 'bookings',
    access: 'bookings.read',
    success: { status: 200, data: z.object({ appointmentTypes: z.array(appointmentTypeSchema) }) },
    message: 'appointmentTypesLoaded',
    errors: errorResponses,
  }),
  createType: defineRoute({
    method: 'POST',
    path: '/appointment-types',
    resource: 'bookings',
    access: 'bookings.manage',
    feature: 'bookings',
    body: createAppointmentTypeBodySchema,
    success: { status: 201, data: appointmentType },
    message: 'appointmentTypeCreated',
    errors: { ...createErrorResponses, 403: planRefusal },
  }),
  updateType: defineRoute({
    method: 'PATCH',
    path: '/appointment-types/:id',
    resource: 'bookings',
    access: 'bookings.manage',
    feature: 'bookings',
    record: 'appointmentTypes',
    params: idParams,
    body: updateAppointmentTypeBodySchema,
    success: { status: 200, data: appointmentType },
    message: 'appointmentTypeUpdated',
    errors: errorResponses,
  }),
  deleteType: defineRoute({
    method: 'DELETE',
    path: '/appointment-types/:id',
    resource: 'bookings',
    access: 'bookings.manage',
    record: 'appointmentTypes',
    params: idParams,
    description: 'Bookings already made keep their time and event.',
    success: { status: 200, data: z.object({ id: z.string() }) },
    message: 'appointmentTypeDeleted',
    errors: errorResponses,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/bookings',
    resource: 'bookings',
    access: 'bookings.read',
    query: bookingListQuerySchema,
    description: 'Online bookings, soonest first; deposits only for a role that sees money.',
    success: { status: 200, data: pageOf('bookings', bookingSchema) },
    message: 'bookingsLoaded',
    errors: errorResponses,
  }),
});

const publicNotFound = errorEnvelopeSchema.describe('No studio takes bookings at that address (NOT_FOUND)');
const publicLimited = errorEnvelopeSchema.describe(
  'Too many requests from this network or for this studio (RATE_LIMITED, with Retry-After)',
);
const publicErrors = { 404: publicNotFound, 422: errorResponses[422], 429: publicLimited };

/**
 * The public booking page's calls (decision 156): no session; bounded per network and per studio.
 * A booking's own key (answered once, kept by the page) reads it back after the deposit's checkout.
 */
export const publicBookingRoutes = routeGroup(messages, {
  page: defineRoute({
    method: 'GET',
    path: '/book/:slug',
    resource: 'book',
    access: 'public',
    params: bookingSlugParams,
    description: 'The studio’s name, brand, time zone, terms and appointment types; 404 for an unknown or disabled address.',
    success: { status: 200, data: z.object({ page: publicBookingPageSchema }) },
    message: 'bookingPageLoaded',
    errors: publicErrors,
  }),
  slots: defineRoute({
    method: 'GET',
    path: '/book/:slug/slots',
    resource: 'book',
    access: 'public',
    params: bookingSlugParams,
    query: bookingSlotsQuerySchema,
    description: 'Free slots of one appointment type: opening hours minus closed days, calendar events, live bookings and buffers.',
    success: { status: 200, data: z.object({ slots: z.array(bookingSlotSchema), timeZone: z.string() }) },
    message: 'bookingSlotsLoaded',
    errors: publicErrors,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/book/:slug/bookings',
    resource: 'book',
    access: 'public',
    params: bookingSlugParams,
    body: createBookingBodySchema,
    clientAcceptance: true,
    description:
      'Books a slot under the terms the page showed for the type (their `documentSha256`: changed since, 409 DOCUMENT_CHANGED): ' +
      'confirmed at once when no deposit is due, else held for 10 minutes with the checkout to pay it. ' +
      'Of two bookings of one slot exactly one succeeds; the other is 409 with the next free slots.',
    success: { status: 201, data: bookingCreatedSchema },
    message: 'bookingCreated',
    errors: {
      ...publicErrors,
      409: errorEnvelopeSchema.describe(
        'The slot was just taken (SLOT_TAKEN, `alternatives` lists the next free ones), the day is full, or the terms changed ' +
          'since the page was opened (DOCUMENT_CHANGED)',
      ),
    },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/book/:slug/bookings/:id',
    resource: 'book',
    access: 'public',
    params: publicBookingParams,
    query: bookingKeyQuerySchema,
    description: 'A booking read back with its key (after the deposit’s checkout): held, confirmed or expired.',
    success: { status: 200, data: z.object({ booking: bookingCreatedSchema.shape.booking }) },
    message: 'bookingLoaded',
    errors: publicErrors,
  }),
  /** Stripe Connect's signed events of the studios' own accounts (decision 157): the handler reads the exact bytes. */
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/bookings/stripe-webhook',
    resource: 'book',
    access: 'self',
    body: 'raw',
    description: 'Stripe Connect’s signed events (Stripe-Signature) for deposits paid on a studio’s own account.',
    success: { status: 200, data: z.object({ received: z.boolean() }) },
    message: 'depositEventReceived',
    errors: { 400: errorEnvelopeSchema.describe('No valid Stripe-Signature (WEBHOOK_SIGNATURE_INVALID)') },
  }),
});

const portalAppointmentParams = portalTokenParams.extend({ id: z.string().max(200) });
const portalErrors = {
  404: errorEnvelopeSchema.describe('No live link with that token, or no appointment of the client with that id (NOT_FOUND)'),
  409: errorEnvelopeSchema.describe('Within the studio’s notice (BOOKING_NOTICE_PASSED), or the slot was just taken (SLOT_TAKEN)'),
  422: errorResponses[422],
  429: errorEnvelopeSchema.describe('Too many requests for this link or from this network (RATE_LIMITED)'),
};

/** A booked appointment on the client's portal: cancelled or moved within the studio's notice (decision 156). */
export const portalBookingRoutes = routeGroup(messages, {
  slots: defineRoute({
    method: 'GET',
    path: '/portal/:token/appointments/:id/slots',
    resource: 'portal',
    access: 'self',
    params: portalAppointmentParams,
    query: portalBookingSlotsQuerySchema,
    description: 'Free slots the booked appointment can move to (its own type and length).',
    success: { status: 200, data: z.object({ slots: z.array(bookingSlotSchema), timeZone: z.string() }) },
    message: 'bookingSlotsLoaded',
    errors: portalErrors,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/portal/:token/appointments/:id/cancel',
    resource: 'portal',
    access: 'self',
    params: portalAppointmentParams,
    success: { status: 200, data: z.object({ appointment: portalAppointmentSchema }) },
    message: 'appointmentCancelled',
    errors: portalErrors,
  }),
  move: defineRoute({
    method: 'POST',
    path: '/portal/:token/appointments/:id/move',
    resource: 'portal',
    access: 'self',
    params: portalAppointmentParams,
    body: portalMoveBookingBodySchema,
    success: { status: 200, data: z.object({ appointment: portalAppointmentSchema }) },
    message: 'appointmentMoved',
    errors: portalErrors,
  }),
});
