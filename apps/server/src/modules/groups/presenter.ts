import type { Group, GroupMember } from '@atelier/shared';
import type { ClientGroupRow } from '../../db/schema/index.js';
import type { GroupCounts, MemberState } from './states.js';

export type GroupRecord = ClientGroupRow & { payer: { id: string; name: string } | null; counts: GroupCounts };

export function presentGroup(row: GroupRecord): Group {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    kind: row.kind,
    eventDate: row.eventDate,
    code: row.code,
    payer: row.payer,
    notes: row.notes ?? '',
    archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
    counts: row.counts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentGroupMember(row: MemberState): GroupMember {
  return {
    _id: row.id,
    id: row.id,
    client: {
      id: row.client.id,
      name: row.client.name,
      phone: row.client.phone ?? '',
      email: row.client.email ?? '',
      preferredChannel: row.client.preferredChannel,
    },
    role: row.role ?? '',
    project: row.project,
    currentStage: row.currentStage ?? '',
    measured: row.measured,
    fitted: row.fitted,
    invoiced: row.invoiced,
    paid: row.paid,
    done: row.done,
    position: row.position,
  };
}
