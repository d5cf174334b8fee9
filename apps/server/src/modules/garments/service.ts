import { GARMENT_CODE_MAX } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { clients, projects, type ProjectStageRow, ticketGarments, tickets } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { requireFeature } from '../plans/rules.js';
import { AppError, notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import type { Limit } from '../../lib/rate-limiter.js';
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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Codes that named no garment, bounded per member and per studio (decision 152): a tailor mistypes
 * a few a day; a script walking the codes stops after these. Guessing limits fail closed (decision 095).
 */
export const GARMENT_CODE_MISSES = {
  perMember: { max: 30, windowMs: 10 * MINUTE, failClosed: true },
  perStudio: { max: 300, windowMs: HOUR, failClosed: true },
} as const satisfies Record<string, Limit>;

/**
 * What people type or a scan reads, as the codes are written: trimmed, upper case (a-0427-2 is
 * A-0427-2). Whatever its shape, it is only compared for equality within the studio, so a
 * malformed code costs the same lookup as another studio's and answers the same 404.
 */
export function normalCode(code: string): string {
  const typed = code.trim().toUpperCase();
  // '' is no garment's code: a text that cannot be one is looked up all the same, as a miss.
  return typed.length <= GARMENT_CODE_MAX && !typed.includes('\u0000') ? typed : '';
}

type Stages = ReturnType<typeof stageService>;

/** Garments found by the code on their tag and moved on by a scan (decision 152). */
export function garmentService(ctx: AppContext, stages: Stages) {
  const keys = (actor: Actor) => [
    { key: `garment-code-miss:member:${actor.user.id}`, limit: GARMENT_CODE_MISSES.perMember },
    { key: `garment-code-miss:studio:${actor.workspaceId}`, limit: GARMENT_CODE_MISSES.perStudio },
  ];

  /** The garment of the studio with that code; a miss is counted, and a member or studio past its bound is refused first. */
  async function find(actor: Actor, code: string): Promise<GarmentRecord> {
    for (const { key, limit } of keys(actor)) {
      const wait = await ctx.limiter.peek(key, limit);
      if (wait !== null) throw new AppError('RATE_LIMITED', said('garments.tooManyUnknownCodes'), { retryAfter: wait });
    }
    const [row] = await ctx.db
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
    if (!row) {
      for (const { key, limit } of keys(actor)) await ctx.limiter.hit(key, limit);
      throw notFound(said('garments.notFound'));
    }
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
