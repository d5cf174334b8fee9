import { GROUP_LIMITS, type addGroupMemberBodySchema, type updateGroupMemberBodySchema } from '@atelier/shared';
import { and, count, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clientGroupMembers, clientGroups, clients, projects } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { recordActivity } from '../../lib/activity-log.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { AppError, fieldError, missingReference, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { said, sayIn } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { clientService } from '../clients/service.js';
import { projectService } from '../projects/service.js';
import { memberStates, type MemberState } from './states.js';

type AddMemberInput = z.output<typeof addGroupMemberBodySchema>;
type UpdateMemberInput = z.output<typeof updateGroupMemberBodySchema>;

const membersFull = () => fieldError('members', said('groups.full', { max: GROUP_LIMITS.membersMax }), 'STORE_LIMIT_REACHED');
const alreadyIn = (name: string) => {
  const onField = said('groups.alreadyMemberField');
  return new AppError('ALREADY_IN_GROUP', said('groups.alreadyMember', { name }), {
    errors: [{ field: 'clientId', message: sayIn('en', onField), said: onField }],
  });
};

async function memberCount(db: Db, groupId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clientGroupMembers).where(eq(clientGroupMembers.groupId, groupId));
  return row?.n ?? 0;
}

/** The member of the studio's group, or the 404 of a missing one (another studio's included). */
async function memberOf(db: Db, actor: Actor, groupId: string, memberId: string) {
  if (!isUuid(memberId)) throw notFound(said('groups.memberNotFound'));
  const [row] = await db
    .select({ id: clientGroupMembers.id, clientId: clientGroupMembers.clientId, name: clients.name, group: clientGroups.name })
    .from(clientGroupMembers)
    .innerJoin(clientGroups, eq(clientGroups.id, clientGroupMembers.groupId))
    .innerJoin(clients, eq(clients.id, clientGroupMembers.clientId))
    .where(
      and(eq(clientGroupMembers.id, memberId), eq(clientGroupMembers.groupId, groupId), eq(clientGroups.workspaceId, actor.workspaceId)),
    )
    .limit(1);
  if (!row) throw notFound(said('groups.memberNotFound'));
  return row;
}

async function readMember(db: Db, actor: Actor, groupId: string, memberId: string): Promise<MemberState> {
  const [state] = await memberStates(db, actor.workspaceId, [groupId], { memberId });
  if (!state) throw notFound(said('groups.memberNotFound'));
  return state;
}

/**
 * A group's members (decision 160). A member is an existing client or one made from what the tailor
 * typed; their garment, when asked, is a project made as any other (its type's stages on a plan
 * with them, due on the event's date), so its limits, stages and activity are the projects'.
 */
export function groupMemberService(ctx: AppContext) {
  const clientsOf = clientService(ctx);
  const projectsOf = projectService(ctx);

  /** The group the route has found the studio's, on a plan that has groups (decision 193). */
  async function open(actor: Actor, groupId: string) {
    const [group] = await ctx.db.select().from(clientGroups).where(eq(clientGroups.id, groupId)).limit(1);
    if (!group) throw notFound(said('groups.groupNotFound'));
    return group;
  }

  async function clientFor(actor: Actor, groupId: string, input: AddMemberInput): Promise<{ id: string; name: string }> {
    if (input.client) {
      // The clients' own route checks this on its declaration; a group's member is made through it by hand.
      requirePermission(actor, 'clients.write');
      const made = await clientsOf.create({
        actor,
        input: { ...input.client, address: null, notes: null, companyNumber: null, vatNumber: null, country: null },
      });
      return { id: made.id, name: made.name };
    }
    const clientId = input.clientId ?? '';
    await requireAccess(ctx.db, { table: clients, what: 'Client', actor, id: clientId, permission: 'clients.read', field: 'clientId' });
    const [row] = await ctx.db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId)).limit(1);
    if (!row) throw missingReference('clientId', said('groups.clientNotFound'));
    const [member] = await ctx.db
      .select({ id: clientGroupMembers.id })
      .from(clientGroupMembers)
      .where(and(eq(clientGroupMembers.groupId, groupId), eq(clientGroupMembers.clientId, clientId)))
      .limit(1);
    if (member) throw alreadyIn(row.name);
    return { id: clientId, name: row.name };
  }

  /** One of the member's own garments: another client's project is not theirs to follow. */
  async function ownProject(actor: Actor, clientId: string, projectId: string): Promise<{ id: string }> {
    const [own] = isUuid(projectId)
      ? await ctx.db
          .select({ id: projects.id })
          .from(projects)
          .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId), eq(projects.workspaceId, actor.workspaceId)))
      : [];
    if (!own) throw missingReference('projectId', said('groups.projectNotFound'));
    return own;
  }

  return {
    async add({ actor, groupId, input }: { actor: Actor; groupId: string; input: AddMemberInput }): Promise<MemberState> {
      const group = await open(actor, groupId);
      // Said before a client or a garment is made for a member who cannot join; checked again under the group's lock.
      if ((await memberCount(ctx.db, groupId)) >= GROUP_LIMITS.membersMax) throw membersFull();
      // The projects' own route checks this on its declaration; a member's garment is made through it by hand.
      if (input.garment) requirePermission(actor, 'projects.write');
      const client = await clientFor(actor, groupId, input);
      const project = input.projectId
        ? await ownProject(actor, client.id, input.projectId)
        : input.garment
          ? await projectsOf.create({
              actor,
              input: {
                clientId: client.id,
                name: input.garment.name ?? `${group.name} – ${input.role ?? client.name}`.slice(0, 120),
                description: null,
                type: input.garment.type,
                status: 'planning',
                priority: 'low',
                progress: 0,
                dueDate: group.eventDate,
                budget: input.garment.budget ?? null,
                assigneeId: null,
              },
            })
          : null;
      const id = await ctx.db.transaction(async (tx) => {
        await tx.select({ id: clientGroups.id }).from(clientGroups).where(eq(clientGroups.id, groupId)).for('update');
        if ((await memberCount(tx, groupId)) >= GROUP_LIMITS.membersMax) throw membersFull();
        const [last] = await tx
          .select({ p: max(clientGroupMembers.position) })
          .from(clientGroupMembers)
          .where(eq(clientGroupMembers.groupId, groupId));
        const [row] = await tx
          .insert(clientGroupMembers)
          .values({ groupId, clientId: client.id, role: input.role, projectId: project?.id ?? null, position: (last?.p ?? -1) + 1 })
          .onConflictDoNothing()
          .returning({ id: clientGroupMembers.id });
        if (!row) throw alreadyIn(client.name);
        await recordActivity(tx, actor, { entityType: 'group', entityId: groupId, action: 'updated', subject: group.name });
        return row.id;
      });
      assertWritten(id, 'group member insert');
      return readMember(ctx.db, actor, groupId, id);
    },

    async update({ actor, groupId, memberId, input }: { actor: Actor; groupId: string; memberId: string; input: UpdateMemberInput }) {
      await open(actor, groupId);
      const member = await memberOf(ctx.db, actor, groupId, memberId);
      if (input.projectId) await ownProject(actor, member.clientId, input.projectId);
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length > 0) await ctx.db.update(clientGroupMembers).set(changes).where(eq(clientGroupMembers.id, memberId));
      return readMember(ctx.db, actor, groupId, memberId);
    },

    async remove({ actor, groupId, memberId }: { actor: Actor; groupId: string; memberId: string }) {
      await open(actor, groupId);
      const member = await memberOf(ctx.db, actor, groupId, memberId);
      await ctx.db.transaction(async (tx) => {
        await tx.delete(clientGroupMembers).where(eq(clientGroupMembers.id, memberId));
        await recordActivity(tx, actor, { entityType: 'group', entityId: groupId, action: 'updated', subject: member.group });
      });
      return { id: memberId };
    },
  };
}
