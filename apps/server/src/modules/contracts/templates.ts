import type { CreateContractTemplateBody, UpdateContractTemplateBody } from '@atelier/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { contractTemplates, contractTemplateStarts, type ContractTemplateRow } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import type { Actor } from '../../lib/actor.js';
import { studioLanguageOf } from '../../lib/client-language.js';
import { notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { createWithinLimits } from '../plans/record-limits.js';

import { defaultContractTemplate } from './default-template.js';

const TEMPLATE = { table: contractTemplates, what: 'Contract template' } as const;

/** A studio's first read gives it the bridal template in its language, once (decision 159). */
async function startTemplates(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [first] = await tx
      .insert(contractTemplateStarts)
      .values({ workspaceId: actor.workspaceId })
      .onConflictDoNothing()
      .returning({ workspaceId: contractTemplateStarts.workspaceId });
    if (!first) return;
    const template = defaultContractTemplate(await studioLanguageOf(tx, actor.workspaceId));
    await tx.insert(contractTemplates).values({ workspaceId: actor.workspaceId, ...template });
  });
}

/** A template of the actor's studio, or 404 (another studio's too). */
export async function readTemplate(db: Db, actor: Actor, id: string): Promise<ContractTemplateRow> {
  await requireAccess(db, { ...TEMPLATE, actor, id, permission: 'contracts.read' });
  const [row] = await db
    .select()
    .from(contractTemplates)
    .where(and(eq(contractTemplates.id, id), eq(contractTemplates.workspaceId, actor.workspaceId)))
    .limit(1);
  if (!row) throw notFound(said('contracts.templateNotFound'));
  return row;
}

/** The studio's contract templates (decision 159); every call takes the actor first (decision 064). */
export function contractTemplateService(ctx: AppContext) {
  return {
    async list({ actor }: { actor: Actor }): Promise<ContractTemplateRow[]> {
      await startTemplates(ctx.db, actor);
      return ctx.db
        .select()
        .from(contractTemplates)
        .where(eq(contractTemplates.workspaceId, actor.workspaceId))
        .orderBy(asc(contractTemplates.name), asc(contractTemplates.id));
    },

    async create({ actor, input }: { actor: Actor; input: CreateContractTemplateBody }): Promise<ContractTemplateRow> {
      await startTemplates(ctx.db, actor);
      const row = await createWithinLimits(ctx.db, {
        actor,
        store: 'contractTemplates',
        create: async (tx) => {
          const [inserted] = await tx
            .insert(contractTemplates)
            .values({ workspaceId: actor.workspaceId, name: input.name, body: input.body })
            .returning();
          return inserted;
        },
      });
      assertWritten(row, 'contract template insert');
      return row;
    },

    async update({ actor, id, input }: { actor: Actor; id: string; input: UpdateContractTemplateBody }): Promise<ContractTemplateRow> {
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length === 0) return readTemplate(ctx.db, actor, id);
      const [after] = await ctx.db
        .update(contractTemplates)
        .set(changes)
        .where(and(eq(contractTemplates.id, id), eq(contractTemplates.workspaceId, actor.workspaceId)))
        .returning();
      assertWritten(after, 'contract template update');
      return after;
    },

    /** Contracts drafted from it keep their own text; their link to it is cleared. */
    async remove({ actor, id }: { actor: Actor; id: string }): Promise<void> {
      await ctx.db.delete(contractTemplates).where(and(eq(contractTemplates.id, id), eq(contractTemplates.workspaceId, actor.workspaceId)));
    },
  };
}
