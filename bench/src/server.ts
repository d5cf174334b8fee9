import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');

export type RunningServer = { url: string; pid: number; stop: () => Promise<void> };

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
