import { createProjectBodySchema, projectListQuerySchema, projectSchema, successEnvelope, updateProjectBodySchema } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/authenticate.js';
import { ok } from '../../lib/reply.js';
import { createErrorResponses, errorResponses, idParams, secured } from '../../lib/route-schemas.js';
import { presentProject } from './presenter.js';
import { projectService } from './service.js';

const projectData = successEnvelope(z.object({ project: projectSchema }));
const projectsData = successEnvelope(z.object({ projects: z.array(projectSchema) }));
const deletedData = successEnvelope(z.object({}));

/** The project routes. GET /projects/{id} answers that one project as data.project. */
export async function projectRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = secured('projects');
  const projects = projectService(ctx);

  r.post(
    '/projects',
    { schema: { ...schema, body: createProjectBodySchema, response: { 201: projectData, ...createErrorResponses } } },
    async (req, reply) => {
      const row = await projects.create({ actor: actorOf(req), input: req.body });
      reply.code(201);
      return ok('Project added successfully!', { project: presentProject(row) }, 201);
    },
  );

  r.get(
    '/projects',
    { schema: { ...schema, querystring: projectListQuerySchema, response: { 200: projectsData, ...errorResponses } } },
    async (req) => {
      const rows = await projects.list({ actor: actorOf(req), filters: req.query });
      return ok('Projects loaded successfully!', { projects: rows.map(presentProject) });
    },
  );

  r.get('/projects/:id', { schema: { ...schema, params: idParams, response: { 200: projectData, ...errorResponses } } }, async (req) => {
    const row = await projects.get({ actor: actorOf(req), id: req.params.id });
    return ok('Project loaded successfully!', { project: presentProject(row) });
  });

  r.patch(
    '/projects/:id',
    { schema: { ...schema, params: idParams, body: updateProjectBodySchema, response: { 200: projectData, ...errorResponses } } },
    async (req) => {
      const row = await projects.update({ actor: actorOf(req), id: req.params.id, input: req.body });
      return ok('Project updated successfully!', { project: presentProject(row) });
    },
  );

  r.delete('/projects/:id', { schema: { ...schema, params: idParams, response: { 200: deletedData, ...errorResponses } } }, async (req) => {
    await projects.remove({ actor: actorOf(req), id: req.params.id });
    return ok('Project deleted successfully!', {});
  });
}
