import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { clients, projects, type ProjectStageRow, ticketGarments, tickets } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { requireFeature } from '../plans/rules.js';
import { AppError } from '../../lib/errors.js';
import { findByCode, normalCode } from '../../lib/code-misses.js';
import { said } from '../../lib/said.js';
import { stagesOf } from '../stages/store.js';
import type { stageService } from '../stages/service.js';

/** A garment found by its code: its project, client, ticket (if it came in on one) and stages in order. */
export type GarmentRecord = {
  projectId: string;
  code: string;
  name: string;
  client: { id: string; name: string };
  ticket: { id: string; code: string } | null;
  stages: ProjectStageRow[];
};

type Stages = ReturnType<typeof stageService>;

/** Garments found by the code on their tag and moved on by a scan (decision 152). */
export function garmentService(ctx: AppContext, stages: Stages) {
  /** The garment of the studio with that code, under the one bound on codes that name nothing. */
  async function find(actor: Actor, code: string): Promise<GarmentRecord> {
    const row = await findByCode(ctx, actor, said('garments.notFound'), async () => {
      const [found] = await ctx.db
        .select({
          projectId: projects.id,
          code: projects.code,
          name: projects.name,
          client: { id: clients.id, name: clients.name },
          ticketId: tickets.id,
          ticketCode: tickets.code,
        })
        .from(projects)
        .innerJoin(clients, eq(clients.id, projects.clientId))
        .leftJoin(ticketGarments, eq(ticketGarments.projectId, projects.id))
        .leftJoin(tickets, eq(tickets.id, ticketGarments.ticketId))
        .where(and(eq(projects.workspaceId, actor.workspaceId), eq(projects.code, normalCode(code))))
        .limit(1);
      return found;
    });
    const { ticketId, ticketCode, ...garment } = row;
    const ticket = ticketId && ticketCode ? { id: ticketId, code: ticketCode } : null;
    return { ...garment, ticket, stages: await stagesOf(ctx.db, actor.workspaceId, row.projectId) };
  }

  return {
    async byCode({ actor, code }: { actor: Actor; code: string }): Promise<GarmentRecord> {
      return find(actor, code);
    },

    /**
     * Marks the stage the scanner showed done and starts the next, through the stages' own change
     * (the project's lock, its progress and status, the activity log with who and when, and every
     * hook the board's moves run). A garment without stages is refused before the plan is asked.
     */
    async advance({ actor, code, stageId }: { actor: Actor; code: string; stageId: string }): Promise<GarmentRecord> {
      const garment = await find(actor, code);
      if (garment.stages.length === 0) throw new AppError('GARMENT_WITHOUT_STAGES', said('garments.withoutStages'));
      // The stage routes declare the plan; the scanner's route cannot, as the garment is found first.
      await requireFeature(ctx.db, actor, 'timeline');
      await stages.advance({ actor, projectId: garment.projectId, stageId });
      return { ...garment, stages: await stagesOf(ctx.db, actor.workspaceId, garment.projectId) };
    },
  };
}
