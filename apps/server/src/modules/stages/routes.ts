import { API, type Project } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { handle } from '../../lib/declared-routes.js';
import { stageService } from './service.js';
import { workflowService } from './workflows.js';

/** The project as its own GET answers it, read once a change is done: the projects module's, given by app.ts. */
export type ProjectReader = (actor: Actor, projectId: string) => Promise<Project>;

/**
 * A project's production stages and the studio's workflows, as declared in packages/shared (decision 077).
 * Every change of a stage answers the whole project, which `readProject` reads (decision 109: the
 * projects module imports the stages', never the other way).
 */
export async function stageRoutes(app: FastifyInstance, ctx: AppContext, { readProject }: { readProject: ProjectReader }) {
  const stages = stageService(ctx);
  const workflows = workflowService(ctx);
  const answer = async (actor: Actor, projectId: string) => ({ project: await readProject(actor, projectId) });

  handle(app, ctx, API.stages.add, async ({ actor, params, body }) => {
    await stages.add({ actor, projectId: params.id, input: body });
    return answer(actor, params.id);
  });

  handle(
    app,
    ctx,
    API.stages.update,
    async ({ actor, params, body }) => {
      await stages.update({ actor, projectId: params.id, stageId: params.stageId, input: body });
      return answer(actor, params.id);
    },
    { versionOf: tables.projects },
  );

  handle(app, ctx, API.stages.remove, async ({ actor, params }) => {
    await stages.remove({ actor, projectId: params.id, stageId: params.stageId });
    return answer(actor, params.id);
  });

  handle(
    app,
    ctx,
    API.stages.reorder,
    async ({ actor, params, body }) => {
      await stages.reorder({ actor, projectId: params.id, input: body });
      return answer(actor, params.id);
    },
    { versionOf: tables.projects },
  );

  handle(
    app,
    ctx,
    API.stages.setCurrent,
    async ({ actor, params, body }) => {
      await stages.setCurrent({ actor, projectId: params.id, stageId: body.stageId });
      return answer(actor, params.id);
    },
    { versionOf: tables.projects },
  );

  handle(app, ctx, API.workflows.list, async ({ actor }) => workflows.list({ actor }));

  handle(app, ctx, API.workflows.update, async ({ actor, params, body }) => ({
    workflow: await workflows.update({ actor, projectType: params.projectType, stages: body.stages }),
  }));

  handle(app, ctx, API.workflows.reset, async ({ actor, params }) => ({
    workflow: await workflows.reset({ actor, projectType: params.projectType }),
  }));
}
