import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEntries } from '../db/schema/index.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { studioOf } from '../test/seed.js';
import { recordActivity } from './activity-log.js';
import { declareEvent, transactionWithEffects } from './events.js';

/**
 * Decision 194: an event's in-transaction effects are written with the change and rolled back
 * with it; its after-commit effects run only once the change committed, and their failure is
 * logged without failing the change. On a real database, with the real background tasks.
 */
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' }, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => t.close());

type Noted = { workspaceId: string; subject: string };
const mailed: string[] = [];

/** A change noted in the activity log in its transaction, and "mailed" after its commit. */
const noted = declareEvent<Noted>('test noted', {
  inTransaction: [
    {
      name: 'activity',
      run: (tx, { workspaceId, subject }) =>
        recordActivity(tx, { workspaceId, user: null }, { entityType: 'client', entityId: workspaceId, action: 'updated', subject }),
    },
  ],
  afterCommit: [
    {
      name: 'mail',
      run: async (_ctx, { subject }) => {
        if (subject.startsWith('fail')) throw new Error(`mail server down for ${subject}`);
        mailed.push(subject);
      },
    },
  ],
});

const entriesOf = (workspaceId: string, subject: string) =>
  t.ctx.db
    .select()
    .from(activityEntries)
    .where(and(eq(activityEntries.workspaceId, workspaceId), eq(activityEntries.subject, subject)));

async function studio(): Promise<string> {
  const owner = await createVerifiedUser(t);
  return studioOf(t.ctx.db, owner.user.id);
}

describe('declared events (decision 194)', () => {
  it('runs the after-commit effects once the change committed, never inside its transaction', async () => {
    const workspaceId = await studio();
    const seenInside: string[][] = [];
    await transactionWithEffects(t.ctx, async (tx) => {
      await noted.emit(tx, { workspaceId, subject: 'committed' });
      seenInside.push([...mailed]);
    });
    await t.ctx.background.idle();
    expect(seenInside).toEqual([[]]);
    expect(mailed).toContain('committed');
    expect(await entriesOf(workspaceId, 'committed')).toHaveLength(1);
  });

  it('runs neither the entry nor the mail of a change rolled back', async () => {
    const workspaceId = await studio();
    const failed = transactionWithEffects(t.ctx, async (tx) => {
      await noted.emit(tx, { workspaceId, subject: 'rolled back' });
      throw new Error('the change is refused after the event');
    });
    await expect(failed).rejects.toThrow('refused after the event');
    await t.ctx.background.idle();
    expect(mailed).not.toContain('rolled back');
    expect(await entriesOf(workspaceId, 'rolled back')).toEqual([]);
  });

  it('keeps the change when an after-commit effect fails, and logs the failure with the event and effect', async () => {
    const workspaceId = await studio();
    const answer = await transactionWithEffects(t.ctx, async (tx) => {
      await noted.emit(tx, { workspaceId, subject: 'fail after commit' });
      return 'answered';
    });
    await t.ctx.background.idle();
    expect(answer).toBe('answered');
    expect(await entriesOf(workspaceId, 'fail after commit')).toHaveLength(1);
    expect(logLines.some((line) => line.includes('background task failed') && line.includes('test noted: mail'))).toBe(true);
  });

  it('refuses to be emitted in a transaction that would not run its after-commit effects', async () => {
    const workspaceId = await studio();
    const bare = t.ctx.db.transaction((tx) => noted.emit(tx, { workspaceId, subject: 'forgotten' }));
    await expect(bare).rejects.toThrow('transactionWithEffects');
    expect(await entriesOf(workspaceId, 'forgotten')).toEqual([]);
  });
});
