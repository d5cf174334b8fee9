import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle } from '../../lib/declared-routes.js';
import { correctableOptions } from './corrections.js';
import { presentFitting } from './presenter.js';
import { fitProfileService } from './profile.js';
import { fittingService, type FittingWithCorrections } from './service.js';

const present = ({ fitting, clientId, corrections }: FittingWithCorrections) => presentFitting(fitting, clientId, corrections);

/** A project's fittings and the client's fit profile (decision 086). */
export async function fittingRoutes(app: FastifyInstance, ctx: AppContext) {
  const fittings = fittingService(ctx);
  const profiles = fitProfileService(ctx);
  const routes = API.fittings;

  handle(app, ctx, routes.list, async ({ actor, params }) => ({
    fittings: (await fittings.list({ actor, projectId: params.id })).map(present),
  }));

  handle(app, ctx, routes.create, async ({ actor, params, body }) => ({
    fitting: present(await fittings.create({ actor, projectId: params.id, input: body })),
  }));

  handle(app, ctx, routes.get, async ({ actor, params }) => ({ fitting: present(await fittings.get({ actor, id: params.id })) }));

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => ({
      fitting: present(await fittings.update({ actor, id: params.id, input: body })),
    }),
    { versionOf: tables.fittings },
  );

  handle(app, ctx, routes.remove, async ({ actor, params }) => {
    await fittings.remove({ actor, id: params.id });
    return {};
  });

  handle(app, ctx, routes.profile, async ({ actor, params }) => ({ profile: await profiles.profile({ actor, clientId: params.id }) }));

  handle(app, ctx, routes.retire, async ({ actor, params }) => ({ profile: await profiles.retire({ actor, id: params.id }) }));

  handle(app, ctx, routes.restore, async ({ actor, params }) => ({ profile: await profiles.restore({ actor, id: params.id }) }));

  handle(app, ctx, routes.options, async ({ actor, params }) => correctableOptions({ actor, design: params.design }));
}
