import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** Only what node needs: the app's settings come from `env`, never from the test runner's environment. */
function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'SYSTEMROOT'];
  return Object.fromEntries(keep.filter((k) => process.env[k]).map((k) => [k, process.env[k]!]));
}

export type ServerProcess = {
  url: string;
  proc: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or the signal name) once the process has ended. */
  exited: Promise<number | string>;
};

/** Runs src/main.ts as its own process (tsx, resolving @atelier/shared from source, so no build is needed first). */
function spawnServer(env: Record<string, string>) {
  const proc = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...baseEnv(), HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners: (() => void)[] = [];
  const collect = (chunk: Buffer) => {
    out += chunk.toString();
    for (const l of listeners) l();
  };
  proc.stdout.on('data', collect);
  proc.stderr.on('data', collect);
  const exited = new Promise<number | string>((resolve) => proc.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return { proc, exited, output: () => out, onOutput: (l: () => void) => listeners.push(l) };
}

/** Starts the server and resolves once it listens; PORT=0 picks a free port, read back from the log. */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const s = spawnServer(env);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      s.proc.kill('SIGKILL');
      reject(new Error(`server did not start within 60 s:\n${s.output()}`));
    }, 60_000);
    s.onOutput(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(s.output());
      if (match && /Atelier is running/.test(s.output())) {
        clearTimeout(timer);
        resolve({ url: match[1]!, proc: s.proc, output: s.output, exited: s.exited });
      }
    });
    void s.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${s.output()}`));
    });
  });
}

/** Runs the server expecting it to stop by itself (e.g. on bad configuration); 60 s at most. */
export async function runUntilDone(env: Record<string, string>): Promise<{ code: number | string; output: string }> {
  const s = spawnServer(env);
  const timer = setTimeout(() => s.proc.kill('SIGKILL'), 60_000);
  const code = await s.exited;
  clearTimeout(timer);
  return { code, output: s.output() };
}

/** A JSON request over real HTTP. */
export async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as Record<string, any> };
}
