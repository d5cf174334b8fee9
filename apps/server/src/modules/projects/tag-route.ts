import { API, dayInZone } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { handle } from '../../lib/declared-routes.js';
import { sendPdf } from '../../lib/reply.js';
import { printingDocuments, printStudioOf } from '../printing/documents.js';
import { projectService } from './service.js';

/**
 * A gown's tag (decision 153): the project read as the projects screen reads it, so access is the
 * same; printed on the plans that have tickets and tags.
 */
export function projectTagRoute(app: FastifyInstance, ctx: AppContext) {
  const projects = projectService(ctx);
  const printing = printingDocuments(ctx);
  handle(app, ctx, API.tickets.projectTag, async ({ actor, params, query, reply }) => {
    const project = await projects.get({ actor, id: params.id });
    const studio = await printStudioOf(ctx, actor.workspaceId);
    const tag = {
      code: project.code,
      clientName: project.client.name,
      description: project.name,
      pickupDate: project.dueDate ? dayInZone(project.dueDate, studio.timeZone) : null,
      services: [],
    };
    const input = {
      studioName: studio.brand.name,
      tags: [tag],
      format: query.format ?? 'receipt',
      language: studio.language,
      updatedAt: project.updatedAt.toISOString(),
    };
    return sendPdf(reply, await printing.tags({ actor, input, name: project.code }));
  });
}
