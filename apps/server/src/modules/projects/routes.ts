import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { presentProject, presentProjectSummary } from './presenter.js';
import { projectService } from './service.js';
import { projectTagRoute } from './tag-route.js';

/** A project as GET /projects/{id} answers it, for the stage routes' answers (decision 109). */
export function projectReader(ctx: AppContext) {
  const projects = projectService(ctx);
  return async (actor: Actor, id: string) => presentProject(await projects.get({ actor, id }));
}

/** The project routes as declared in packages/shared (decision 062). GET /projects/{id} answers that one project as data.project. */
export async function projectRoutes(app: FastifyInstance, ctx: AppContext) {
  const projects = projectService(ctx);
  const routes = API.projects;

  handle(app, ctx, routes.create, async ({ actor, body }) => ({ project: presentProject(await projects.create({ actor, input: body })) }));

  handle(app, ctx, routes.list, async ({ actor, query }) =>
    listAnswer('projects', await projects.list({ actor, filters: query }), presentProject),
  );

  handle(app, ctx, routes.summary, async ({ actor }) => ({ summary: presentProjectSummary(await projects.summary({ actor })) }));

  handle(app, ctx, routes.get, async ({ actor, params }) => ({ project: presentProject(await projects.get({ actor, id: params.id })) }));

  projectTagRoute(app, ctx);

  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => ({
      project: presentProject(await projects.update({ actor, id: params.id, input: body })),
    }),
    { versionOf: tables.projects },
  );

  handle(app, ctx, routes.remove, async ({ actor, params }) => {
    await projects.remove({ actor, id: params.id });
    return {};
  });
}
