import { type createPartyRentalBodySchema, type PartyMember, type PartyRental, type partyRentalQuerySchema } from '@atelier/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clientGroupMembers, clientGroups, clients, sizeCharts, type RentalRow } from '../../db/schema/index.js';
import { requireRecord } from '../../lib/access.js';
import type { Actor } from '../../lib/actor.js';
import { fieldError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { createManyWithinLimits } from '../plans/record-limits.js';
import { proposeSizeFor } from '../size-charts/proposal.js';
import { availabilityOf, rentablePieces } from './holds.js';
import { readRentals, type RentalLine } from './lines.js';
import { checkedDates, holding, insertRental, type NewRental } from './write.js';

type PartyQuery = z.output<typeof partyRentalQuerySchema>;
type PartyInput = z.output<typeof createPartyRentalBodySchema>;

/** The group's members in its order, refused on `groupId` when the studio has no such group. */
async function membersOf(db: Db, actor: Actor, groupId: string) {
  await requireRecord(db, { table: clientGroups, what: 'Group', actor, id: groupId, field: 'groupId' });
  // Read here rather than through the groups module, which depends on the clients' and so on this one.
  return db
    .select({ id: clientGroupMembers.id, role: clientGroupMembers.role, client: { id: clients.id, name: clients.name } })
    .from(clientGroupMembers)
    .innerJoin(clients, eq(clients.id, clientGroupMembers.clientId))
    .where(and(eq(clientGroupMembers.groupId, groupId), eq(clients.workspaceId, actor.workspaceId)))
    .orderBy(asc(clientGroupMembers.position), asc(clientGroupMembers.createdAt), asc(clientGroupMembers.id));
}

/**
 * What a party would rent (decision 225): each member's size proposed by the chart from their
 * latest measurements (the catalogue's one proposal, decision 214), and a free piece of the style
 * in that size for each, none suggested twice. The counter changes any of them before renting.
 */
export async function partyProposal(db: Db, actor: Actor, query: PartyQuery): Promise<PartyRental> {
  const members = await membersOf(db, actor, query.groupId);
  const availability = await availabilityOf(db, actor, { styleId: query.styleId, from: query.from, to: query.to });
  if (query.chartId) await requireRecord(db, { table: sizeCharts, what: 'Size chart', actor, id: query.chartId, field: 'chartId' });
  const suggested = new Set<string>();
  const proposed: PartyMember[] = [];
  for (const member of members) {
    const proposal = query.chartId
      ? (await proposeSizeFor(db, actor, { chartId: query.chartId, clientId: member.client.id })).proposal
      : null;
    const size = proposal?.size ?? '';
    const piece = availability.pieces.find(
      (p) => p.free && size !== '' && p.size.toLowerCase() === size.toLowerCase() && !suggested.has(p.id),
    );
    if (piece) suggested.add(piece.id);
    proposed.push({
      memberId: member.id,
      client: { id: member.client.id, name: member.client.name },
      role: member.role ?? '',
      size,
      decidedBy: proposal?.decidedBy ?? null,
      pieceId: piece?.id ?? null,
    });
  }
  return { members: proposed, availability };
}

/** The rentals a party makes: the payer's one, or one per member who pays for what they wear. */
function rentalsOf(input: PartyInput): NewRental[] {
  const stay = { pickupDate: input.pickupDate, returnDate: input.returnDate };
  const terms = { groupId: input.groupId, stay, lateFeePerDay: input.lateFeePerDay, lateFeeCap: input.lateFeeCap, note: input.note };
  if (input.payerId) return [{ ...terms, clientId: input.payerId, lines: input.lines }];
  const byWearer = new Map<string, NewRental['lines']>();
  for (const line of input.lines) byWearer.set(line.wearerId, [...(byWearer.get(line.wearerId) ?? []), { pieceId: line.pieceId }]);
  return [...byWearer].map(([clientId, lines]) => ({ ...terms, clientId, lines }));
}

/** A party's rentals written at once (decision 225): every piece held, or none and the refusal names the taken ones. */
export function partyRentals(ctx: AppContext) {
  return {
    async create({ actor, input }: { actor: Actor; input: PartyInput }): Promise<RentalLine[]> {
      const stay = { pickupDate: input.pickupDate, returnDate: input.returnDate };
      checkedDates(stay);
      const members = new Set((await membersOf(ctx.db, actor, input.groupId)).map((m) => m.client.id));
      input.lines.forEach((line, index) => {
        if (!members.has(line.wearerId)) throw fieldError(`lines.${index}.wearerId`, said('rentals.notInParty'));
      });
      // Every line's piece checked on its own field before the lines are shared out among the rentals.
      await rentablePieces(ctx.db, actor, input.lines);
      const wanted = rentalsOf(input);
      const written = await holding(ctx.db, actor, stay, input.lines, () =>
        createManyWithinLimits(ctx.db, {
          actor,
          store: 'rentals',
          adding: wanted.length,
          create: async (tx) => {
            if (input.payerId) await requireRecord(tx, { table: clients, what: 'Client', actor, id: input.payerId, field: 'payerId' });
            const rows: RentalRow[] = [];
            for (const rental of wanted) rows.push(await insertRental(tx, actor, rental));
            return rows;
          },
        }),
      );
      return readRentals(
        ctx.db,
        actor,
        written.map((r) => r.id),
      );
    },
  };
}
