import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurements } from '../db/schema/index.js';
import { createTestApp, createVerifiedUser, type TestApp } from '../test/harness.js';
import { UNKNOWN_ID } from '../test/business.js';
import { studioOf } from '../test/seed.js';
import { isForeignKeyViolation } from './db-errors.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('isForeignKeyViolation', () => {
  // The services map this race (client deleted between check and insert) to 404, so the driver's
  // error must be recognised on both PGlite and PostgreSQL, wrapped by drizzle or not.
  it('recognises an insert that names a missing client', async () => {
    const { user } = await createVerifiedUser(t);
    const err = await t.ctx.db
      .insert(measurements)
      .values({ workspaceId: await studioOf(t.ctx.db, user.id), clientId: UNKNOWN_ID, garmentType: 'dress', values: [] })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).not.toBeNull();
    expect(isForeignKeyViolation(err)).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isForeignKeyViolation(new Error('boom'))).toBe(false);
    expect(isForeignKeyViolation({ code: '23505' })).toBe(false);
    expect(isForeignKeyViolation(null)).toBe(false);
  });
});
