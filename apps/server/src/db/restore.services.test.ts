import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, type FreshPostgres } from '../test/fresh-postgres.js';
import { latestCode, uniqueEmail } from '../test/harness.js';
import { call, startServer, type ServerProcess } from '../test/server-process.js';

/**
 * The backup the README describes (decision 096), done as an operator would: data written through
 * the API, `pg_dump` of the live database, `pg_restore` into a new one, and the app started on the
 * restored database answers with the same records, passwords and sessions. The JWT_SECRET goes
 * with the backup: sessions, 2FA secrets and sealed text are keyed from it.
 */
const run = promisify(execFile);
const JWT_SECRET = randomBytes(32).toString('hex');
const PASSWORD = 'correct horse battery';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-restore-'));
const databases: FreshPostgres[] = [];
const servers: ServerProcess[] = [];

const start = (databaseUrl: string, dataDir: string) =>
  startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, JWT_SECRET, WEB_DIST_DIR: path.join(root, 'web') }).then((s) => {
    servers.push(s);
    return s;
  });
const stop = async (s: ServerProcess) => {
  s.proc.kill('SIGTERM');
  await s.exited;
};

beforeAll(() => {
  fs.mkdirSync(path.join(root, 'web'));
  fs.writeFileSync(path.join(root, 'web', 'index.html'), '<!doctype html><title>Atelier test shell</title>');
});
afterAll(async () => {
  for (const s of servers) s.proc.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  for (const d of databases) await d.drop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('backup with pg_dump and restore with pg_restore', () => {
  it('serves the data written before the dump from the restored database', { timeout: 120_000 }, async () => {
    const source = await freshPostgres('atelier_backup');
    databases.push(source);
    const dataDir = path.join(root, 'before');
    const before = await start(source.url, dataDir);
    const email = uniqueEmail('restore');
    const signup = { firstName: 'Rose', lastName: 'Store', email, password: PASSWORD, agreeToTerms: true, selectedPlan: 'premium' };
    expect((await call(before.url, 'POST', '/api/v1/auth/signup', signup)).status).toBe(201);
    const verify = await call(before.url, 'POST', '/api/v1/auth/verify-otp', { email, otp: latestCode(dataDir, email) });
    expect(verify.status).toBe(200);
    const token = (await call(before.url, 'POST', '/api/v1/auth/signin', { email, password: PASSWORD })).json().data.token as string;
    const created = await call(before.url, 'POST', '/api/v1/clients', { name: 'Ada Backup', email: 'ada@example.com' }, token);
    expect(created.status, created.text).toBe(201);
    const client = created.json().data.client as { id: string };

    // The dump is taken while the app runs: pg_dump reads one consistent snapshot.
    const dump = path.join(root, 'atelier.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, source.url]);
    await stop(before);
    const target = await freshPostgres('atelier_restored');
    databases.push(target);
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.url}`, dump]);

    const after = await start(target.url, path.join(root, 'after'));
    // The session made before the backup still holds, and the password still signs in.
    expect((await call(after.url, 'GET', '/api/v1/auth', undefined, token)).json().data.user).toMatchObject({ email });
    expect((await call(after.url, 'POST', '/api/v1/auth/signin', { email, password: PASSWORD })).status).toBe(200);
    const read = await call(after.url, 'GET', `/api/v1/clients/${client.id}`, undefined, token);
    expect(read.status, read.text).toBe(200);
    expect(read.json().data.client).toMatchObject({ id: client.id, name: 'Ada Backup', email: 'ada@example.com' });
    // A write on the restored database: its sequences and constraints came back too.
    expect((await call(after.url, 'POST', '/api/v1/clients', { name: 'After Restore' }, token)).status).toBe(201);
    await stop(after);
  });
});
