import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
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
    const before = cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, 500));
    if (cpuSeconds(pid) - before < 0.05 || Date.now() > deadline) return;
  }
}

/** Starts the built server (as `npm start` does) and waits until /health answers. */
export async function startServer(opts: { port: number; dataDir: string; env?: Record<string, string> }): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
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
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
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
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
