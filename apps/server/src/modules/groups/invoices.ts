import {
  addDaysToDay,
  centsToDollars,
  dollarsToCents,
  INVOICE_LIMITS,
  type groupInvoiceBodySchema,
  type GroupInvoiceResult,
} from '@atelier/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clientGroupMembers, clientGroups, clients, projects } from '../../db/schema/index.js';
import { requireAccess } from '../../lib/access.js';
import { requirePermission, type Actor } from '../../lib/actor.js';
import { fieldError, missingReference } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { userSettings } from '../../lib/user-settings.js';
import { todayIn } from '../invoices/queries.js';
import { taxedAtDefault } from '../invoices/invoice-tax.js';
import type { ComputedItem } from '../invoices/totals.js';
import { studioTax } from '../tax/line-rates.js';
import { freeInvoiceNumber, insertInvoice } from '../invoices/write.js';
import { createManyWithinLimits } from '../plans/record-limits.js';
import { requireFeature } from '../plans/rules.js';
import { GROUP, readGroup } from './service.js';
import type { MemberState } from './states.js';

type GroupInvoiceInput = z.output<typeof groupInvoiceBodySchema>;
type Billable = { member: MemberState; cents: number };
type Skipped = GroupInvoiceResult['skipped'][number];

/** One line for a member's garment: "Ada Lovelace – Bride – Ivory gown", at its one price. */
function lineOf({ member, cents }: Billable): ComputedItem {
  const words = [member.client.name, member.role, member.project?.name].filter(Boolean).join(' – ');
  return { description: words.slice(0, INVOICE_LIMITS.itemDescription), quantityHundredths: 100, rateCents: cents, amountCents: cents };
}

/** The members to invoice and at what price: the amount given, else their garment's price (decision 160). */
async function billablesOf(db: Db, members: MemberState[], input: GroupInvoiceInput) {
  const byId = new Map(members.map((x) => [x.id, x]));
  for (const [i, id] of (input.memberIds ?? []).entries())
    if (!byId.has(id)) throw missingReference(`memberIds.${i}`, said('groups.memberNotFound'));
  for (const [i, a] of (input.amounts ?? []).entries())
    if (!byId.has(a.memberId)) throw missingReference(`amounts.${i}.memberId`, said('groups.memberNotFound'));
  const given = new Map((input.amounts ?? []).map((a) => [a.memberId, dollarsToCents(a.amount)]));
  const asked = input.memberIds ? members.filter((x) => input.memberIds!.includes(x.id)) : members;
  const projectIds = asked.flatMap((x) => (x.project ? [x.project.id] : []));
  const prices = new Map(
    projectIds.length === 0
      ? []
      : (await db.select({ id: projects.id, cents: projects.budgetCents }).from(projects).where(inArray(projects.id, projectIds))).map(
          (r) => [r.id, r.cents] as const,
        ),
  );
  const billable: Billable[] = [];
  const skipped: Skipped[] = [];
  for (const member of asked) {
    const skip = (reason: string) => skipped.push({ memberId: member.id, name: member.client.name, reason });
    const cents = given.get(member.id) ?? (member.project ? prices.get(member.project.id) : null) ?? null;
    if (member.invoiced) skip('Already invoiced');
    else if (cents === null) skip('No price: give an amount or set the garment’s price');
    else billable.push({ member, cents });
  }
  return { billable, skipped };
}

type Batch = { client: { id: string; name: string }; projectId: string | null; lines: Billable[] };
type Plan = {
  actor: Actor;
  groupId: string;
  groupName: string;
  dueDate: string;
  currency: string;
  batches: (lines: Billable[]) => Batch[];
};

/**
 * Writes the drafts in the caller's transaction, the group locked so two clicks at once invoice each
 * member once: a member invoiced meanwhile is skipped. Each member covered keeps the invoice's id.
 */
async function writeInvoices(tx: Db, plan: Plan, billable: Billable[], skipped: Skipped[]): Promise<GroupInvoiceResult['invoices']> {
  await tx.select({ id: clientGroups.id }).from(clientGroups).where(eq(clientGroups.id, plan.groupId)).for('update');
  const ids = billable.map((b) => b.member.id);
  const free = new Set(
    (
      await tx
        .select({ id: clientGroupMembers.id })
        .from(clientGroupMembers)
        .where(and(inArray(clientGroupMembers.id, ids), isNull(clientGroupMembers.invoiceId)))
    ).map((r) => r.id),
  );
  for (const b of billable)
    if (!free.has(b.member.id)) skipped.push({ memberId: b.member.id, name: b.member.client.name, reason: 'Already invoiced' });
  const out: GroupInvoiceResult['invoices'] = [];
  const studio = await studioTax(tx, plan.actor.workspaceId);
  for (const batch of plan.batches(billable.filter((b) => free.has(b.member.id)))) {
    if (batch.lines.length === 0) continue;
    const { items, totals } = taxedAtDefault(studio, batch.lines.map(lineOf));
    const invoiceNumber = await freeInvoiceNumber(tx, plan.actor.workspaceId);
    const id = await insertInvoice(tx, plan.actor, {
      clientId: batch.client.id,
      projectId: batch.projectId,
      invoiceNumber,
      dueDate: plan.dueDate,
      currency: plan.currency,
      totals,
      deposit: { depositType: null, depositValue: null },
      notes: plan.groupName,
      items,
    });
    const memberIds = batch.lines.map((b) => b.member.id);
    await tx.update(clientGroupMembers).set({ invoiceId: id }).where(inArray(clientGroupMembers.id, memberIds));
    out.push({ id, invoiceNumber, client: batch.client, total: centsToDollars(totals.totalCents), currency: plan.currency, memberIds });
  }
  return out;
}

/** The payer named in the body, else the group's; their row, checked to be of the studio. */
async function payerOf(ctx: AppContext, actor: Actor, id: string | null | undefined) {
  if (!id) throw fieldError('payerClientId', said('groups.choosePayer'));
  await requireAccess(ctx.db, { table: clients, what: 'Client', actor, id, permission: 'clients.read', field: 'payerClientId' });
  const [row] = await ctx.db.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.id, id)).limit(1);
  if (!row) throw missingReference('payerClientId', said('groups.clientNotFound'));
  return row;
}

/**
 * The group's invoices (decision 160), made with the invoices' own writes (their numbering, totals
 * and activity): one draft per member for their garment, or one to the payer with a line per member.
 */
export function groupInvoiceService(ctx: AppContext) {
  return {
    async create({ actor, groupId, input }: { actor: Actor; groupId: string; input: GroupInvoiceInput }): Promise<GroupInvoiceResult> {
      requirePermission(actor, 'groups.read');
      await requireAccess(ctx.db, { ...GROUP, actor, id: groupId, permission: 'invoices.write' });
      await requireFeature(ctx.db, actor, 'groups');
      const owner = await requireFeature(ctx.db, actor, 'invoices');
      const { group, members } = await readGroup(ctx.db, actor, groupId);
      const payer = input.mode === 'payer' ? await payerOf(ctx, actor, input.payerClientId ?? group.payerClientId) : null;
      const { billable, skipped } = await billablesOf(ctx.db, members, input);
      if (billable.length === 0) throw fieldError('memberIds', said('groups.nothingToInvoice'));
      const settings = userSettings(owner);
      const today = todayIn(settings.timezone, new Date());
      const plan: Plan = {
        actor,
        groupId,
        groupName: group.name,
        // The event's day while it is to come, else a month from today.
        dueDate: input.dueDate ?? (group.eventDate && group.eventDate >= today ? group.eventDate : addDaysToDay(today, 30)),
        currency: settings.currency,
        batches: (lines) =>
          payer
            ? [{ client: payer, projectId: null, lines }]
            : lines.map((b) => ({
                client: { id: b.member.client.id, name: b.member.client.name },
                projectId: b.member.project?.id ?? null,
                lines: [b],
              })),
      };
      const invoices = await createManyWithinLimits(ctx.db, {
        actor,
        store: 'invoices',
        adding: payer ? 1 : billable.length,
        create: async (tx) => {
          const made = await writeInvoices(tx, plan, billable, skipped);
          if (payer && payer.id !== group.payerClientId)
            await tx.update(clientGroups).set({ payerClientId: payer.id }).where(eq(clientGroups.id, groupId));
          return made;
        },
      });
      return { invoices, skipped };
    },
  };
}
