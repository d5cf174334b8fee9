import {
  DEFAULT_MESSAGE_TEMPLATES,
  MESSAGE_KINDS,
  type Language,
  type MessageKind,
  type MessageTemplate,
  type updateMessageTemplateBodySchema,
} from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { messageTemplates } from '../../db/schema/index.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { userSettings } from '../../lib/user-settings.js';
import { studioOwner } from '../plans/rules.js';

type TemplateUpdate = z.output<typeof updateMessageTemplateBodySchema>;

const isKind = (kind: string): kind is MessageKind => (MESSAGE_KINDS as readonly string[]).includes(kind);

/** A kind named in a path: an unknown one is 404, like an unknown id. */
function kindOf(kind: string): MessageKind {
  if (!isKind(kind)) throw notFound(said('messaging.templateNotFound'));
  return kind;
}

/** The studio's language: its owner's (the default texts are written in it). */
export async function studioLanguage(db: Db, workspaceId: string): Promise<Language> {
  return userSettings(await studioOwner(db, workspaceId)).language;
}

/** The four templates as the studio sees them: its own text where it wrote one, the default in its language elsewhere. */
export async function templatesOf(db: Db, workspaceId: string, language: Language): Promise<MessageTemplate[]> {
  const own = await db
    .select({ kind: messageTemplates.kind, body: messageTemplates.body })
    .from(messageTemplates)
    .where(eq(messageTemplates.workspaceId, workspaceId));
  const byKind = new Map(own.map((row) => [row.kind, row.body]));
  return MESSAGE_KINDS.map((kind) => {
    const defaultBody = DEFAULT_MESSAGE_TEMPLATES[language][kind];
    const body = byKind.get(kind);
    return { kind, body: body ?? defaultBody, isDefault: body === undefined, defaultBody };
  });
}

/** The text one kind is written with in the studio now. */
export async function templateText(db: Db, workspaceId: string, kind: MessageKind, language: Language): Promise<string> {
  const [row] = await db
    .select({ body: messageTemplates.body })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.workspaceId, workspaceId), eq(messageTemplates.kind, kind)))
    .limit(1);
  return row?.body ?? DEFAULT_MESSAGE_TEMPLATES[language][kind];
}

/** The studio's message templates (decision 083): read by anyone who reads clients, changed by whoever changes the studio. */
export function messageTemplateService(ctx: AppContext) {
  const one = async (workspaceId: string, kind: MessageKind) =>
    (await templatesOf(ctx.db, workspaceId, await studioLanguage(ctx.db, workspaceId))).find((t) => t.kind === kind)!;

  return {
    async list({ actor }: { actor: Actor }): Promise<MessageTemplate[]> {
      requirePermission(actor, 'clients.read');
      return templatesOf(ctx.db, actor.workspaceId, await studioLanguage(ctx.db, actor.workspaceId));
    },

    async update({ actor, kind, input }: { actor: Actor; kind: string; input: TemplateUpdate }): Promise<MessageTemplate> {
      requirePermission(actor, 'studio.write');
      const known = kindOf(kind);
      await ctx.db
        .insert(messageTemplates)
        .values({ workspaceId: actor.workspaceId, kind: known, body: input.body })
        .onConflictDoUpdate({
          target: [messageTemplates.workspaceId, messageTemplates.kind],
          set: { body: input.body, updatedAt: new Date() },
        });
      return one(actor.workspaceId, known);
    },

    /** Back to the default text; nothing happens when the studio never changed it. */
    async reset({ actor, kind }: { actor: Actor; kind: string }): Promise<MessageTemplate> {
      requirePermission(actor, 'studio.write');
      const known = kindOf(kind);
      await ctx.db
        .delete(messageTemplates)
        .where(and(eq(messageTemplates.workspaceId, actor.workspaceId), eq(messageTemplates.kind, known)));
      return one(actor.workspaceId, known);
    },
  };
}
