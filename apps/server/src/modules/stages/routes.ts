import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { presentProject } from '../projects/presenter.js';
import type { ProjectWithClient } from '../projects/service.js';
import { stageService } from './service.js';
import { workflowService } from './workflows.js';

const answer = (row: ProjectWithClient) => ({ project: presentProject(row) });

/** A project's production stages and the studio's workflows, as declared in packages/shared (decision 077). */
export async function stageRoutes(app: FastifyInstance, ctx: AppContext) {
  const stages = stageService(ctx);
  const workflows = workflowService(ctx);

  handle(app, ctx, API.stages.add, async ({ actor, params, body }) =>
    answer(await stages.add({ actor, projectId: params.id, input: body })),
  );

  handle(app, ctx, API.stages.update, async ({ actor, params, body }) =>
    answer(await stages.update({ actor, projectId: params.id, stageId: params.stageId, input: body })),
  );

  handle(app, ctx, API.stages.remove, async ({ actor, params }) =>
    answer(await stages.remove({ actor, projectId: params.id, stageId: params.stageId })),
  );

  handle(app, ctx, API.stages.reorder, async ({ actor, params, body }) =>
    answer(await stages.reorder({ actor, projectId: params.id, input: body })),
  );

  handle(app, ctx, API.stages.setCurrent, async ({ actor, params, body }) =>
    answer(await stages.setCurrent({ actor, projectId: params.id, stageId: body.stageId })),
  );

  handle(app, ctx, API.workflows.list, async ({ actor }) => workflows.list({ actor }));

  handle(app, ctx, API.workflows.update, async ({ actor, params, body }) => ({
    workflow: await workflows.update({ actor, projectType: params.projectType, stages: body.stages }),
  }));

  handle(app, ctx, API.workflows.reset, async ({ actor, params }) => ({
    workflow: await workflows.reset({ actor, projectType: params.projectType }),
  }));
}
