import { z } from 'zod';
import {
  calendarEventSchema,
  calendarFeedSchema,
  calendarListQuerySchema,
  calendarRangeQuerySchema,
  createEventBodySchema,
  eventConflictSchema,
  updateEventBodySchema,
} from '../calendar.js';
import { errorEnvelopeSchema } from '../envelope.js';
import { defineRoute, routeGroup, type RouteMessages } from './define.js';
import { errorResponses, storeLimitResponse } from './errors.js';
import { idParams } from './params.js';

/** The success messages these routes answer, in each language (decisions 067, 138). */
const messages = {
  eventsLoaded: 'Calendar events loaded successfully!',
  eventLoaded: 'Event loaded successfully!',
  eventAdded: 'Event added successfully!',
  eventUpdated: 'Event updated successfully!',
  eventDeleted: 'Event deleted successfully!',
  feedLoaded: 'Calendar feed loaded',
  feedCreated: 'Calendar feed address created. Any older address no longer works.',
  feedTurnedOff: 'Calendar feed turned off',
  // The web's own wording for the feed toasts, which names the address the panel shows.
  feedAddressCreated: 'Calendar address created. Any older address no longer works.',
  feedAddressTurnedOff: 'Calendar address turned off.',
} satisfies RouteMessages;

/** Every calendar call may be refused by the plan (403 PLAN_UPGRADE_REQUIRED). */
const calendarErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe('The calendar is not on the plan (PLAN_UPGRADE_REQUIRED), or the role may not do that (FORBIDDEN)'),
};

const event = z.object({ event: calendarEventSchema });
const events = z.object({ events: z.array(calendarEventSchema) });
/** A save answers the overlaps it found: double-booking is warned, never refused (decision 032). */
const saved = z.object({ event: calendarEventSchema, conflicts: z.array(eventConflictSchema) });
const feed = z.object({ feed: calendarFeedSchema });

/** Events and project deadlines in one list, per visible range (decisions 032 and 033). */
export const calendarRoutes = routeGroup(messages, {
  /**
   * Not kept in the browser: events are read per visible range (decision 033), and a stored month
   * would show stale times after a move on another device.
   */
  list: defineRoute({
    method: 'GET',
    path: '/calendar',
    resource: 'calendar',
    access: 'calendar.read',
    feature: 'calendar',
    query: calendarListQuerySchema,
    success: { status: 200, data: events },
    message: 'eventsLoaded',
    errors: calendarErrors,
  }),
  /** One client's events; the service answers 404 unless the client is the studio's, so it checks clients.read first. */
  listForClient: defineRoute({
    method: 'GET',
    path: '/clients/:id/calendar',
    resource: 'calendar',
    access: 'clients.read',
    feature: 'calendar',
    record: 'clients',
    params: idParams,
    query: calendarRangeQuerySchema,
    success: { status: 200, data: events },
    message: 'eventsLoaded',
    errors: calendarErrors,
  }),
  /** The phone-calendar subscription address: a secret, so it is never kept in the browser. */
  feed: defineRoute({
    method: 'GET',
    path: '/calendar/feed',
    resource: 'calendar',
    access: 'calendar.read',
    feature: 'calendar',
    secretAnswer: true,
    success: { status: 200, data: feed },
    message: 'feedLoaded',
    errors: calendarErrors,
  }),
  regenerateFeed: defineRoute({
    method: 'POST',
    path: '/calendar/feed',
    resource: 'calendar',
    access: 'calendar.read',
    feature: 'calendar',
    success: { status: 201, data: feed },
    message: 'feedCreated',
    errors: calendarErrors,
  }),
  removeFeed: defineRoute({
    method: 'DELETE',
    path: '/calendar/feed',
    resource: 'calendar',
    access: 'calendar.read',
    success: { status: 200, data: z.object({}) },
    message: 'feedTurnedOff',
    errors: calendarErrors,
  }),
  /**
   * The .ics file a phone's calendar subscribes to: it cannot sign in, so the 256-bit token in the
   * address is the key (decision 032), and the route checks it itself.
   */
  feedFile: defineRoute({
    method: 'GET',
    path: '/calendar/feed/:file',
    resource: 'calendar',
    access: 'self',
    description:
      'The account’s events as iCalendar (times in UTC, an alarm 24 hours before each). Subscribe to the address shown by GET /calendar/feed.',
    params: z.object({ file: z.string().max(200) }),
    success: { status: 200, file: 'text/calendar' },
    errors: { 404: errorResponses[404] },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/calendar/:id',
    resource: 'calendar',
    access: 'calendar.read',
    feature: 'calendar',
    record: 'events',
    params: idParams,
    success: { status: 200, data: event },
    message: 'eventLoaded',
    errors: calendarErrors,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/calendar',
    resource: 'calendar',
    access: 'calendar.write',
    feature: 'calendar',
    body: createEventBodySchema,
    success: { status: 201, data: saved },
    message: 'eventAdded',
    errors: { ...calendarErrors, 422: storeLimitResponse },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/calendar/:id',
    resource: 'calendar',
    access: 'calendar.write',
    feature: 'calendar',
    record: 'events',
    params: idParams,
    body: updateEventBodySchema,
    success: { status: 200, data: saved },
    message: 'eventUpdated',
    errors: calendarErrors,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/calendar/:id',
    resource: 'calendar',
    access: 'calendar.delete',
    feature: 'calendar',
    record: 'events',
    params: idParams,
    success: { status: 200, data: event },
    message: 'eventDeleted',
    errors: calendarErrors,
  }),
});
