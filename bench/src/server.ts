import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');

export type RunningServer = { url: string; pid: number; stop: () => Promise<void> };

/** CPU seconds the process has used so far (user and system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits, up to 60 s, until the server has used under a tenth of a core for half a second: what it
 * does at start after answering /health (the embedded database's ANALYZE, decision 046) would
 * otherwise be measured as the first figures' slowness. The floor server waits the same way.
 */
export async function settled(pid: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    // A process gone has nothing left to do; whoever started it sees that it ended.
    if (!fs.existsSync(`/proc/${pid}/stat`)) return;
    const before = cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, 500));
    if (cpuSeconds(pid) - before < 0.05 || Date.now() > deadline) return;
  }
}

/**
 * Refuses a port another process holds (EADDRINUSE): whatever answers there (a server left from an
 * earlier run, say) would be measured in place of the one started, which fails to bind and exits.
 */
export function portIsFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(new Error(`port ${port} is in use (${err.code ?? err.message}): another process holds it, so its figures would not be ours`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * How a measured child process ends. `stop` ends it and fails when it had ended by itself first:
 * a server that died while it was measured gave figures of nothing, and waiting for an exit that
 * already happened would leave the run with nothing to do, so Node would end it with exit code 0.
 */
export function whenStopped(child: ChildProcess, what: string): { stop: () => Promise<void>; died: () => string | null } {
  let stopping = false;
  let death: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!stopping) death = `${what} exited (${signal ?? `code ${code}`}) before the bench stopped it`;
      resolve();
    }),
  );
  return {
    died: () => death,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        stopping = true;
        child.kill('SIGTERM');
      }
      await exited;
      if (death) throw new Error(death);
    },
  };
}

/** Starts the built server (as `npm start` does) and waits until /health answers. `main` is another script (the tests'). */
export async function startServer(opts: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  main?: string;
}): Promise<RunningServer> {
  await portIsFree(opts.port);
  const child: ChildProcess = spawn(process.execPath, [opts.main ?? MAIN], {
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '1000',
      ...opts.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const ending = whenStopped(child, `the server on port ${opts.port}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (ending.died()) throw new Error(ending.died()!);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) break;
    } catch (err) {
      if (process.env.BENCH_DEBUG) console.error(err);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await settled(child.pid ?? 0);
  // What answered may have been another process on the port while this one failed to bind.
  if (ending.died()) throw new Error(ending.died()!);
  return { url, pid: child.pid ?? 0, stop: ending.stop };
}
