import { API } from '@atelier/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import * as tables from '../../db/schema/index.js';
import { handle, listAnswer } from '../../lib/declared-routes.js';
import { groupInvoiceService } from './invoices.js';
import { groupMemberService } from './members.js';
import { groupMessageService } from './message.js';
import { presentGroup, presentGroupMember } from './presenter.js';
import { groupService } from './service.js';

/** Groups such as a wedding party (decision 160), as declared in packages/shared. */
export async function groupRoutes(app: FastifyInstance, ctx: AppContext) {
  const groups = groupService(ctx);
  const members = groupMemberService(ctx);
  const messages = groupMessageService(ctx);
  const invoices = groupInvoiceService(ctx);
  const routes = API.groups;

  handle(app, ctx, routes.create, async ({ actor, body }) => ({ group: presentGroup(await groups.create({ actor, input: body })) }));
  handle(app, ctx, routes.list, async ({ actor, query }) =>
    listAnswer('groups', await groups.list({ actor, filters: query }), presentGroup),
  );
  handle(app, ctx, routes.get, async ({ actor, params }) => {
    const { group, members: list } = await groups.get({ actor, id: params.id });
    return { group: presentGroup(group), members: list.map(presentGroupMember) };
  });
  handle(
    app,
    ctx,
    routes.update,
    async ({ actor, params, body }) => ({ group: presentGroup(await groups.update({ actor, id: params.id, input: body })) }),
    { versionOf: tables.clientGroups },
  );
  handle(app, ctx, routes.remove, async ({ actor, params }) => ({ deleted: await groups.remove({ actor, id: params.id }) }));

  handle(app, ctx, routes.addMember, async ({ actor, params, body }) => ({
    member: presentGroupMember(await members.add({ actor, groupId: params.id, input: body })),
  }));
  handle(app, ctx, routes.updateMember, async ({ actor, params, body }) => ({
    member: presentGroupMember(await members.update({ actor, groupId: params.id, memberId: params.memberId, input: body })),
  }));
  handle(app, ctx, routes.removeMember, async ({ actor, params }) => ({
    removed: await members.remove({ actor, groupId: params.id, memberId: params.memberId }),
  }));

  handle(app, ctx, routes.message, async ({ actor, params, body }) => ({
    result: await messages.send({ actor, groupId: params.id, body }),
  }));
  handle(app, ctx, routes.invoices, async ({ actor, params, body }) => ({
    result: await invoices.create({ actor, groupId: params.id, input: body }),
  }));
}
