import type { Db } from '../../db/client.js';
import { contracts } from '../../db/schema/index.js';
import { recordActivity } from '../../lib/activity-log.js';
import type { Actor } from '../../lib/actor.js';

export type NewContract = {
  clientId: string;
  templateId: string | null;
  quoteId: string | null;
  title: string;
  body: string;
  /** A calendar day, YYYY-MM-DD, or none. */
  eventDate: string | null;
};

/** A draft contract: the one write of a new contract, from the form or from a special order (decision 217). */
export async function insertContract(tx: Db, actor: Actor, values: NewContract) {
  const [inserted] = await tx
    .insert(contracts)
    .values({ workspaceId: actor.workspaceId, ...values })
    .returning();
  if (!inserted) return undefined;
  await recordActivity(tx, actor, { entityType: 'contract', entityId: inserted.id, action: 'created', subject: inserted.title });
  return inserted;
}
