import { randomInt } from 'node:crypto';
import { GROUP_CODE_ALPHABET, GROUP_LIMITS } from '@atelier/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clientGroups } from '../../db/schema/index.js';
import { serverFault } from '../../lib/errors.js';

/**
 * A group's code (decision 160): six characters of an alphabet without look-alikes, drawn from the
 * system's random source. 31^6 is about 887 million codes, so a studio's few hundred groups meet a
 * taken one almost never; a few tries stop at a free one, and the unique index is the last word.
 */
export function drawGroupCode(): string {
  let code = '';
  for (let i = 0; i < GROUP_LIMITS.codeLength; i++) code += GROUP_CODE_ALPHABET[randomInt(GROUP_CODE_ALPHABET.length)];
  return code;
}

export async function freeGroupCode(db: Db, workspaceId: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = drawGroupCode();
    const [taken] = await db
      .select({ id: clientGroups.id })
      .from(clientGroups)
      .where(and(eq(clientGroups.workspaceId, workspaceId), eq(clientGroups.code, code)))
      .limit(1);
    if (!taken) return code;
  }
  throw serverFault('No free group code after 10 draws');
}
