import {
  calendarEventSchema,
  calendarFeedSchema,
  calendarRangeQuerySchema,
  createEventBodySchema,
  errorEnvelopeSchema,
  eventConflictSchema,
  successEnvelope,
  updateEventBodySchema,
} from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/authenticate.js';
import { ok } from '../../lib/reply.js';
import { errorResponses, idParams, secured } from '../../lib/route-schemas.js';
import { calendarFeedService } from './feed.js';
import { presentConflict, presentDeadline, presentEvent } from './presenter.js';
import { calendarService, type CalendarEntries, type SavedEvent } from './service.js';

const eventData = successEnvelope(z.object({ event: calendarEventSchema }));
const savedData = successEnvelope(z.object({ event: calendarEventSchema, conflicts: z.array(eventConflictSchema) }));
const eventsData = successEnvelope(z.object({ events: z.array(calendarEventSchema) }));
const feedData = successEnvelope(z.object({ feed: calendarFeedSchema }));
const deletedData = successEnvelope(z.object({}));
/** Every calendar call may be refused by the plan (403 PLAN_UPGRADE_REQUIRED). */
const calendarErrors = {
  ...errorResponses,
  403: errorEnvelopeSchema.describe('The calendar is not on the plan (PLAN_UPGRADE_REQUIRED), or the role may not do that (FORBIDDEN)'),
};

/** Events and deadlines in one list, in start order (deadlines first on their day). */
function presentEntries({ events, deadlines }: CalendarEntries) {
  return [...deadlines.map(presentDeadline), ...events.map(presentEvent)].sort((a, b) => a.startTime.localeCompare(b.startTime));
}

const presentSaved = ({ event, conflicts }: SavedEvent) => ({ event: presentEvent(event), conflicts: conflicts.map(presentConflict) });

/** The calendar routes (decision 032). The public .ics feed is in feed-routes.ts. */
export async function calendarRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = secured('calendar');
  const calendar = calendarService(ctx);
  const feed = calendarFeedService(ctx);

  r.get(
    '/calendar',
    { schema: { ...schema, querystring: calendarRangeQuerySchema, response: { 200: eventsData, ...calendarErrors } } },
    async (req) => {
      const entries = await calendar.list({ actor: actorOf(req), query: req.query });
      return ok('Calendar events loaded successfully!', { events: presentEntries(entries) });
    },
  );

  r.get(
    '/clients/:id/calendar',
    { schema: { ...schema, params: idParams, querystring: calendarRangeQuerySchema, response: { 200: eventsData, ...calendarErrors } } },
    async (req) => {
      const entries = await calendar.listForClient({ actor: actorOf(req), clientId: req.params.id, query: req.query });
      return ok('Calendar events loaded successfully!', { events: presentEntries(entries) });
    },
  );

  r.get('/calendar/feed', { schema: { ...schema, response: { 200: feedData, ...calendarErrors } } }, async (req) => {
    return ok('Calendar feed loaded', { feed: await feed.get({ actor: actorOf(req) }) });
  });

  r.post('/calendar/feed', { schema: { ...schema, response: { 201: feedData, ...calendarErrors } } }, async (req, reply) => {
    const made = await feed.regenerate({ actor: actorOf(req) });
    reply.code(201);
    return ok('Calendar feed address created. Any older address no longer works.', { feed: made }, 201);
  });

  r.delete('/calendar/feed', { schema: { ...schema, response: { 200: deletedData, ...calendarErrors } } }, async (req) => {
    await feed.remove({ actor: actorOf(req) });
    return ok('Calendar feed turned off', {});
  });

  r.get('/calendar/:id', { schema: { ...schema, params: idParams, response: { 200: eventData, ...calendarErrors } } }, async (req) => {
    const row = await calendar.get({ actor: actorOf(req), id: req.params.id });
    return ok('Event loaded successfully!', { event: presentEvent(row) });
  });

  r.post(
    '/calendar',
    { schema: { ...schema, body: createEventBodySchema, response: { 201: savedData, ...calendarErrors } } },
    async (req, reply) => {
      const saved = await calendar.create({ actor: actorOf(req), input: req.body });
      reply.code(201);
      return ok('Event added successfully!', presentSaved(saved), 201);
    },
  );

  r.patch(
    '/calendar/:id',
    { schema: { ...schema, params: idParams, body: updateEventBodySchema, response: { 200: savedData, ...calendarErrors } } },
    async (req) => {
      const saved = await calendar.update({ actor: actorOf(req), id: req.params.id, input: req.body });
      return ok('Event updated successfully!', presentSaved(saved));
    },
  );

  r.delete('/calendar/:id', { schema: { ...schema, params: idParams, response: { 200: eventData, ...calendarErrors } } }, async (req) => {
    const row = await calendar.remove({ actor: actorOf(req), id: req.params.id });
    return ok('Event deleted successfully!', { event: presentEvent(row) });
  });
}
