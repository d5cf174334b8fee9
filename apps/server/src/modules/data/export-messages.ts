import type { MessageTemplate } from '@atelier/shared';
import type { AppContext } from '../../context.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { toCsv } from '../../lib/csv.js';
import { studioLanguage, templatesOf } from '../messaging/templates.js';

/** One row per message kind (decision 083): the text the studio sends, and whether it is its own or the default. */
const MESSAGE_TEMPLATE_COLUMNS = ['kind', 'body', 'isDefault'] as const;

/** The studio's message templates, the four kinds, for the JSON and as a CSV. */
export async function exportMessageTemplates(ctx: AppContext, actor: Actor): Promise<{ json: MessageTemplate[]; csv: string }> {
  requirePermission(actor, 'clients.read');
  const json = await templatesOf(ctx.db, actor.workspaceId, await studioLanguage(ctx.db, actor.workspaceId));
  return {
    json,
    csv: toCsv(
      MESSAGE_TEMPLATE_COLUMNS,
      json.map((m) => [m.kind, m.body, m.isDefault ? 'yes' : 'no']),
    ),
  };
}
