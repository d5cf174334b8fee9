import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { clientGroups } from '../../db/schema/index.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { csvOf, type CsvColumn } from '../../lib/csv.js';
import type { ClientGroupRow } from '../../db/schema/index.js';
import { memberStates, type MemberState } from '../groups/states.js';

/** One row per group, with the code members type on the booking page (decision 160). */
const GROUP_COLUMNS: readonly CsvColumn<ClientGroupRow>[] = [
  ['id', (g) => g.id],
  ['name', (g) => g.name],
  ['kind', (g) => g.kind],
  ['eventDate', (g) => g.eventDate],
  ['code', (g) => g.code],
  ['payerClientId', (g) => g.payerClientId],
  ['notes', (g) => g.notes],
  ['archivedAt', (g) => g.archivedAt?.toISOString() ?? null],
  ['createdAt', (g) => g.createdAt.toISOString()],
];

const yes = (flag: boolean) => (flag ? 'yes' : 'no');

/** One row per member, with their progress as the group's page shows it; no amounts, as there. */
const MEMBER_COLUMNS: readonly CsvColumn<MemberState>[] = [
  ['id', (m) => m.id],
  ['groupId', (m) => m.groupId],
  ['clientId', (m) => m.client.id],
  ['client', (m) => m.client.name],
  ['role', (m) => m.role],
  ['projectId', (m) => m.project?.id ?? null],
  ['invoiceId', (m) => m.invoiceId],
  ['currentStage', (m) => m.currentStage],
  ['measured', (m) => yes(m.measured)],
  ['fitted', (m) => yes(m.fitted)],
  ['paid', (m) => yes(m.paid)],
  ['done', (m) => yes(m.done)],
  ['position', (m) => m.position],
];

/** The studio's groups and their members (decision 160), whatever the plan: they are its own records. */
export async function exportGroups(ctx: AppContext, actor: Actor) {
  requirePermission(actor, 'groups.read');
  const groups = await ctx.db
    .select()
    .from(clientGroups)
    .where(eq(clientGroups.workspaceId, actor.workspaceId))
    .orderBy(asc(clientGroups.createdAt), asc(clientGroups.id));
  const members = await memberStates(
    ctx.db,
    actor.workspaceId,
    groups.map((g) => g.id),
  );
  return {
    json: {
      groups: groups.map((g) => ({
        ...Object.fromEntries(GROUP_COLUMNS.map(([name, value]) => [name, value(g)])),
        members: members
          .filter((m) => m.groupId === g.id)
          .map((m) => Object.fromEntries(MEMBER_COLUMNS.map(([name, value]) => [name, value(m)]))),
      })),
    },
    groupsCsv: csvOf(GROUP_COLUMNS, groups),
    membersCsv: csvOf(MEMBER_COLUMNS, members),
  };
}
