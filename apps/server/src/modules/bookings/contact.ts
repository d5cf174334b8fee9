import type { Language } from '@atelier/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clientGroupMembers, clientGroups, clients, type UserRow } from '../../db/schema/index.js';
import { recordClientActivity } from '../../lib/activity-log.js';
import { fieldError } from '../../lib/errors.js';
import { said } from '../../lib/said.js';
import { assertWritten } from '../../lib/sql-rows.js';
import { e164Of } from '../messaging/phone.js';
import { requireRoom } from '../plans/record-limits.js';

/*
 * Who booked (decision 156): a phone as people write it, read in the studio's phone country; a
 * group's code as typed; the client found by email or phone in the studio, or made.
 */

/** The phone in E.164, or null when none was given; 422 naming `phone` when it cannot be read. */
export function phoneOf(typed: string | null | undefined, country: string | null): string | null {
  if (!typed?.trim()) return null;
  try {
    return e164Of({ name: '', phone: typed }, country);
  } catch {
    throw fieldError('phone', said('bookings.phoneUnreadable'));
  }
}

/** The studio's group with that code (case and spaces as typed), or 422 naming `groupCode`. */
export async function groupOf(db: Db, workspaceId: string, code: string | null | undefined): Promise<string | null> {
  const typed = code?.replace(/\s+/g, '').toUpperCase() ?? '';
  if (!typed) return null;
  const [group] = await db
    .select({ id: clientGroups.id })
    .from(clientGroups)
    .where(and(eq(clientGroups.workspaceId, workspaceId), eq(sql`upper(${clientGroups.code})`, typed), isNull(clientGroups.archivedAt)))
    .limit(1);
  if (!group) throw fieldError('groupCode', said('bookings.groupCodeUnknown'));
  return group.id;
}

/** The client joins the group whose code they typed (once: a second booking adds nothing). */
export async function joinGroup(tx: Db, groupId: string, clientId: string): Promise<void> {
  await tx.insert(clientGroupMembers).values({ groupId, clientId, role: null }).onConflictDoNothing();
}

export type Booker = { name: string; email: string | null; phone: string | null; language: Language };

/** The studio's client with this email, else with this phone (compared in E.164), or null. */
async function findClient(tx: Db, workspaceId: string, booker: Booker, country: string | null): Promise<string | null> {
  if (booker.email) {
    const [byEmail] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.workspaceId, workspaceId), eq(sql`lower(${clients.email})`, booker.email.toLowerCase())))
      .limit(1);
    if (byEmail) return byEmail.id;
  }
  const e164 = phoneOf(booker.phone, country);
  if (!e164) return null;
  // Stored phones are as the studio typed them: the last digits narrow, E.164 decides.
  const tail = e164.replace(/\D/g, '').slice(-7);
  const candidates = await tx
    .select({ id: clients.id, phone: clients.phone })
    .from(clients)
    .where(
      and(eq(clients.workspaceId, workspaceId), sql`regexp_replace(coalesce(${clients.phone}, ''), '[^0-9]', '', 'g') like ${`%${tail}`}`),
    )
    .limit(20);
  const match = candidates.find((c) => {
    try {
      return phoneOf(c.phone, country) === e164;
    } catch {
      return false;
    }
  });
  return match?.id ?? null;
}

/** The booking's client: found, or made from what the client typed (within the studio's bounds). */
export async function clientFor(
  tx: Db,
  studio: { workspaceId: string; owner: UserRow; phoneCountry: string | null },
  booker: Booker,
): Promise<{ clientId: string; created: boolean }> {
  const found = await findClient(tx, studio.workspaceId, booker, studio.phoneCountry);
  if (found) return { clientId: found, created: false };
  await requireRoom(tx, { workspaceId: studio.workspaceId, owner: studio.owner, store: 'clients', adding: 1 });
  const [row] = await tx
    .insert(clients)
    .values({
      workspaceId: studio.workspaceId,
      name: booker.name,
      email: booker.email,
      phone: booker.phone,
      status: 'active',
      language: booker.language,
      // Reached as they can be: by SMS when they left only a phone (decision 083).
      preferredChannel: booker.email ? 'email' : 'sms',
    })
    .returning({ id: clients.id });
  assertWritten(row, 'client insert');
  await recordClientActivity(tx, studio.workspaceId, { entityType: 'client', entityId: row.id, action: 'created', subject: booker.name });
  return { clientId: row.id, created: true };
}
