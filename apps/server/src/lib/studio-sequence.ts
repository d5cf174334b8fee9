import { PIECE_CODE_PREFIX } from '@atelier/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { studioSequences } from '../db/schema/index.js';
import { serverFault } from './errors.js';

export type SequenceName = (typeof studioSequences.name.enumValues)[number];

/**
 * Takes the studio's next `count` numbers of a sequence (decision 151) in one upsert: the row's
 * lock makes two at once take different numbers, whatever else their transactions do. Answers the
 * first of them.
 */
export async function takeNumbers(db: Db, workspaceId: string, name: SequenceName, count = 1): Promise<number> {
  const [row] = await db
    .insert(studioSequences)
    .values({ workspaceId, name, last: count })
    .onConflictDoUpdate({
      target: [studioSequences.workspaceId, studioSequences.name],
      set: { last: sql`${studioSequences.last} + ${count}` },
    })
    .returning({ last: studioSequences.last });
  if (!row) throw serverFault('studio sequence upsert returned no row');
  return row.last - count + 1;
}

const padded = (n: number) => String(n).padStart(4, '0');

/** A project's own code on its tag (decision 152): P-0031. */
export const projectCode = (n: number): string => `P-${padded(n)}`;

/** An alteration ticket's code (decision 151): A-0427; its garments add their place, A-0427-2. */
export const ticketCode = (n: number): string => `A-${padded(n)}`;
export const ticketGarmentCode = (ticket: string, position: number): string => `${ticket}-${position}`;

/** A piece's code on its tag (decision 215): S-0042, the prefix the scan screen reads it by. */
export const pieceCode = (n: number): string => `${PIECE_CODE_PREFIX}${padded(n)}`;

/** The next code of a project made outside a ticket. */
export async function nextProjectCode(db: Db, workspaceId: string): Promise<string> {
  return projectCode(await takeNumbers(db, workspaceId, 'project'));
}

/** Gives rows written in bulk (seeds, restores) the studio's next project codes, in their order. */
export async function withProjectCodes<T extends { workspaceId: string }>(db: Db, rows: T[]): Promise<(T & { code: string })[]> {
  const first = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.workspaceId, (counts.get(row.workspaceId) ?? 0) + 1);
  for (const [workspaceId, count] of counts) first.set(workspaceId, await takeNumbers(db, workspaceId, 'project', count));
  return rows.map((row) => {
    const n = first.get(row.workspaceId) as number;
    first.set(row.workspaceId, n + 1);
    return { ...row, code: projectCode(n) };
  });
}
