import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * A bench run that measured nothing ends non-zero naming the section, for each way it used to end
 * with exit 0: its server died while measured, its port was held by another process, the
 * PostgreSQL server it was given did not answer, or it waited on something that could not happen.
 * Simulated with a small stand-in server, never the real bench.
 */
let dir: string;
/** A stand-in for the built server: answers /health, and exits with 7 after DIE_AFTER_MS when set. */
let standIn: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-failures-'));
  standIn = path.join(dir, 'stand-in.mjs');
  fs.writeFileSync(
    standIn,
    `import http from 'node:http';
     http.createServer((req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'))
       .listen(Number(process.env.PORT), '127.0.0.1');
     const quit = process.exit;
     if (process.env.DIE_AFTER_MS) setTimeout(() => quit(7), Number(process.env.DIE_AFTER_MS));`,
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The outcome and the bench's modules afresh (the outcome keeps the run's failures), with output hushed. */
async function freshRun() {
  vi.resetModules();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'log').mockImplementation(() => {});
  const outcome = await import('./outcome');
  const server = await import('./server');
  const business = await import('./business');
  const printed = () => vi.mocked(console.error).mock.calls.flat().join('\n');
  return { ...outcome, ...server, ...business, printed };
}

describe('a bench run that could not measure', () => {
  it('fails the section whose server died while it was measured', async () => {
    const run = await freshRun();
    const port = await freePort();
    await run.section('foundation', async () => {
      const server = await run.startServer({ port, dataDir: dir, main: standIn, env: { DIE_AFTER_MS: '1500' } });
      try {
        // Measured while it dies.
        await new Promise((resolve) => setTimeout(resolve, 2500));
      } finally {
        await server.stop();
      }
    });
    expect(run.finish()).toBe(1);
    expect(run.printed()).toMatch(new RegExp(`section foundation: Error: the server on port ${port} exited \\(code 7\\)`));
  }, 30_000);

  it('fails the section whose port another process holds, though something answers there', async () => {
    const run = await freshRun();
    const port = await freePort();
    // An earlier run's server, say: it answers /health, so waiting for an answer cannot tell.
    const holder = http.createServer((_req, res) => res.writeHead(200).end('{}'));
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    try {
      await run.section('lists', async () => {
        const server = await run.startServer({ port, dataDir: dir, main: standIn });
        await server.stop();
      });
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
    expect(run.finish()).toBe(1);
    expect(run.printed()).toMatch(new RegExp(`section lists: Error: port ${port} is in use \\(EADDRINUSE\\)`));
  }, 30_000);

  it('stops a server it started without failing', async () => {
    const run = await freshRun();
    const port = await freePort();
    await run.section('foundation', async () => {
      const server = await run.startServer({ port, dataDir: dir, main: standIn });
      await server.stop();
    });
    expect(run.finish()).toBe(0);
  }, 30_000);

  it('fails the section whose PostgreSQL server, named by BENCH_DATABASE_URL, does not answer', async () => {
    const run = await freshRun();
    vi.stubEnv('BENCH_DATABASE_URL', `postgres://postgres:secret@127.0.0.1:${await freePort()}/postgres`);
    await run.section('lists', async () => {
      expect(await run.freshPostgresDatabase('lists')).toBeNull();
    });
    expect(run.finish()).toBe(1);
    expect(run.printed()).toMatch(/section lists on PostgreSQL \(postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/postgres did not answer\)/);
    expect(run.printed()).not.toContain('secret');
  }, 30_000);

  it('fails the run, naming the section, when the section waits on what can no longer happen', () => {
    const script = path.join(dir, 'stalled.mts');
    fs.writeFileSync(
      script,
      `import { failIfStalled, finish, section } from ${JSON.stringify(path.resolve(import.meta.dirname, 'outcome.ts'))};
       failIfStalled();
       await section('foundation', () => new Promise<void>(() => {}));
       process.exitCode = finish();`,
    );
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], {
      cwd: path.resolve(import.meta.dirname, '..'),
      encoding: 'utf8',
    });
    expect(child.status, child.stderr).toBe(1);
    expect(child.stderr).toMatch(/section foundation not measured: Error: it waited on something that can no longer happen/);
  }, 30_000);
});
