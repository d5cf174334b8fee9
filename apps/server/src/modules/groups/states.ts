import type { MessageChannel, ProjectStatus } from '@atelier/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clientGroupMembers, clientGroups, clients, projects } from '../../db/schema/index.js';

/**
 * Each member's progress, read in one query for a group or a page of groups (decision 160):
 * - measured: the client has a measurement record;
 * - fitted: a fitting is recorded on their garment, or a fitting appointment of theirs has passed
 *   without being cancelled or missed (the calendar says it happened even when no fitting was written);
 * - invoiced / paid: an invoice covers their garment (one on their project, or the one the group made
 *   for them, the payer's included), and every such invoice has nothing left to pay;
 * - done: their garment is completed; its current stage is the first not done nor skipped.
 * Times are the database's own `now()`, so nothing of the process is bound into the text.
 */
export type MemberState = {
  id: string;
  groupId: string;
  role: string | null;
  position: number;
  invoiceId: string | null;
  client: { id: string; name: string; phone: string | null; email: string | null; preferredChannel: MessageChannel };
  project: { id: string; name: string; status: ProjectStatus } | null;
  currentStage: string | null;
  measured: boolean;
  fitted: boolean;
  invoiced: boolean;
  paid: boolean;
  done: boolean;
};

const m = clientGroupMembers;

const measured = sql<boolean>`exists (select 1 from measurements x where x.client_id = ${m.clientId})`;
const fitted = sql<boolean>`(exists (select 1 from fittings f where f.project_id = ${m.projectId})
  or exists (select 1 from calendar_events e where e.client_id = ${m.clientId} and e.type = 'fitting'
    and e.start_time < now() and e.status not in ('cancelled', 'no-show')))`;
/** The invoices covering the member's garment: on their project, or the one the group made for them. */
const covering = sql`from invoices i where (i.project_id = ${m.projectId} or i.id = ${m.invoiceId})`;
const invoiced = sql<boolean>`exists (select 1 ${covering})`;
const owing = sql<boolean>`exists (select 1 ${covering} and i.total_cents > i.amount_paid_cents)`;
const currentStage = sql<string | null>`(select s.name from project_stages s where s.project_id = ${m.projectId}
  and s.status in ('todo', 'in-progress') order by s.position, s.id limit 1)`;

/** The members of the studio's groups named, in each group's order. */
export async function memberStates(db: Db, workspaceId: string, groupIds: string[], only?: { memberId: string }): Promise<MemberState[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({
      id: m.id,
      groupId: m.groupId,
      role: m.role,
      position: m.position,
      invoiceId: m.invoiceId,
      client: {
        id: clients.id,
        name: clients.name,
        phone: clients.phone,
        email: clients.email,
        preferredChannel: clients.preferredChannel,
      },
      projectId: projects.id,
      projectName: projects.name,
      projectStatus: projects.status,
      currentStage,
      measured,
      fitted,
      invoiced,
      owing,
    })
    .from(m)
    .innerJoin(clientGroups, eq(clientGroups.id, m.groupId))
    .innerJoin(clients, eq(clients.id, m.clientId))
    .leftJoin(projects, eq(projects.id, m.projectId))
    .where(and(eq(clientGroups.workspaceId, workspaceId), inArray(m.groupId, groupIds), only ? eq(m.id, only.memberId) : undefined))
    .orderBy(asc(m.groupId), asc(m.position), asc(m.createdAt), asc(m.id));
  return rows.map((r) => ({
    id: r.id,
    groupId: r.groupId,
    role: r.role,
    position: r.position,
    invoiceId: r.invoiceId,
    client: { ...r.client, preferredChannel: r.client.preferredChannel as MessageChannel },
    project: r.projectId ? { id: r.projectId, name: r.projectName ?? '', status: r.projectStatus as ProjectStatus } : null,
    currentStage: r.currentStage,
    measured: Boolean(r.measured),
    fitted: Boolean(r.fitted),
    invoiced: Boolean(r.invoiced),
    paid: Boolean(r.invoiced) && !r.owing,
    done: r.projectStatus === 'completed',
  }));
}

export type GroupCounts = { members: number; measured: number; fitted: number; paid: number; done: number };

export function countsOf(members: readonly MemberState[]): GroupCounts {
  const count = (flag: 'measured' | 'fitted' | 'paid' | 'done') => members.filter((x) => x[flag]).length;
  return { members: members.length, measured: count('measured'), fitted: count('fitted'), paid: count('paid'), done: count('done') };
}
