import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { can } from '../../lib/actor.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { appointmentTypeService } from './appointment-types.js';
import { listBookings } from './list.js';
import { presentAppointmentType, presentBooking } from './presenter.js';
import { bookingSettingsService } from './settings.js';
import { stripeConnectService } from './stripe-connect.js';

const routes = API.bookings;

/** The studio's side of online booking (decision 156), in the signed-in scope. */
export async function bookingRoutes(app: FastifyInstance, ctx: AppContext) {
  const settings = bookingSettingsService(ctx);
  const types = appointmentTypeService(ctx);
  const connect = stripeConnectService(ctx);

  handle(app, ctx, routes.settings, async ({ actor }) => ({ settings: await settings.get({ actor }) }));
  handle(app, ctx, routes.updateSettings, async ({ actor, body }) => ({ settings: await settings.update({ actor, input: body }) }));
  handle(app, ctx, routes.connectStripe, async ({ actor }) => connect.connect({ actor }));
  handle(app, ctx, routes.refreshStripe, async ({ actor }) => ({ settings: await connect.refresh({ actor }) }));
  handle(app, ctx, routes.disconnectStripe, async ({ actor }) => ({ settings: await connect.disconnect({ actor }) }));

  handle(app, ctx, routes.listTypes, async ({ actor }) => ({
    appointmentTypes: (await types.list({ actor })).map(presentAppointmentType),
  }));
  handle(app, ctx, routes.createType, async ({ actor, body }) => ({
    appointmentType: presentAppointmentType(await types.create({ actor, input: body })),
  }));
  handle(app, ctx, routes.updateType, async ({ actor, params, body }) => ({
    appointmentType: presentAppointmentType(await types.update({ actor, id: params.id, input: body })),
  }));
  handle(app, ctx, routes.deleteType, async ({ actor, params }) => types.remove({ actor, id: params.id }));

  handle(app, ctx, routes.list, async ({ actor, query }) => {
    const now = new Date();
    const showMoney = can(actor, 'invoices.read');
    return listAnswer('bookings', await listBookings(ctx, { actor, query, now }), (row) => presentBooking(row, { showMoney, now }));
  });
}
