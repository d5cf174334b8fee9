import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { handle } from '../../lib/declared-routes.js';
import { userSettings } from '../../lib/user-settings.js';
import { calendarFeedService } from './feed.js';
import { presentPickup } from './pickups.js';
import { presentConflict, presentDeadline, presentEvent, presentStageDeadline } from './presenter.js';
import { calendarService, type CalendarEntries, type SavedEvent } from './service.js';

/**
 * Events and deadlines in one list, in start order (deadlines, the projects' then their stages', first
 * on their day); the titles the server writes (a pick-up, a built-in stage) in the member's language.
 */
function presentEntries({ events, deadlines, stages, pickups }: CalendarEntries, actor: Actor) {
  const { language } = userSettings(actor.user);
  return [
    ...deadlines.map(presentDeadline),
    ...stages.map((s) => presentStageDeadline(s, language)),
    ...pickups.map((p) => presentPickup(p, language)),
    ...events.map(presentEvent),
  ].sort((a, b) => a.startTime.localeCompare(b.startTime));
}

const presentSaved = ({ event, conflicts }: SavedEvent) => ({ event: presentEvent(event), conflicts: conflicts.map(presentConflict) });

/**
 * The calendar routes as declared in packages/shared (decisions 032 and 062). The public .ics
 * feed is in feed-routes.ts.
 */
export async function calendarRoutes(app: FastifyInstance, ctx: AppContext) {
  const calendar = calendarService(ctx);
  const feed = calendarFeedService(ctx);
  const routes = API.calendar;

  handle(app, ctx, routes.list, async ({ actor, query }) => ({
    events: presentEntries(await calendar.list({ actor, query }), actor),
  }));

  handle(app, ctx, routes.listForClient, async ({ actor, params, query }) => ({
    events: presentEntries(await calendar.listForClient({ actor, clientId: params.id, query }), actor),
  }));

  handle(app, ctx, routes.feed, async ({ actor }) => ({ feed: await feed.get({ actor }) }));

  handle(app, ctx, routes.regenerateFeed, async ({ actor }) => ({ feed: await feed.regenerate({ actor }) }));

  handle(app, ctx, routes.removeFeed, async ({ actor }) => {
    await feed.remove({ actor });
    return {};
  });

  handle(app, ctx, routes.get, async ({ actor, params }) => ({ event: presentEvent(await calendar.get({ actor, id: params.id })) }));

  handle(app, ctx, routes.create, async ({ actor, body }) => presentSaved(await calendar.create({ actor, input: body })));

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => presentSaved(await calendar.update({ actor, id: params.id, input: body })),
    { versionOf: tables.calendarEvents },
  );

  handle(app, ctx, routes.remove, async ({ actor, params }) => ({ event: presentEvent(await calendar.remove({ actor, id: params.id })) }));
}
