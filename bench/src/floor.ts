import { spawn } from 'node:child_process';
import path from 'node:path';
import { FLOOR_READY, LIST_PAGES } from './floor-pages';
import type { ListAccount } from './list-account';
import type { Side } from './floor-rounds';
import { portIsFree, settled, whenStopped } from './server';

const SERVER = path.resolve(import.meta.dirname, 'floor-server.ts');

/** Starts the floor server (floor-server.ts) on the account's database and waits until it has learnt every page. */
async function startFloor(account: ListAccount, port: number): Promise<Side> {
  await portIsFree(port);
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      ...account.env,
      FLOOR_PORT: String(port),
      DATA_DIR: account.dataDir,
      FLOOR_TOKEN: account.token,
      FLOOR_PAGES: JSON.stringify(LIST_PAGES),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const ending = whenStopped(child, `the floor server on port ${port}`);
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`floor server exited with ${code}`))));
  exited.catch(() => {});
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await Promise.race([
      fetch(`${url}/ready`)
        .then(async (res) => ((await res.json()) as { ready: string }).ready === FLOOR_READY)
        .catch(() => false),
      exited,
    ]);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('floor server not ready within 120 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // The app it learnt the pages from started its own work (PGlite's ANALYZE): measured before it ends,
  // a floor read low and the app's share high.
  await settled(child.pid ?? 0);
  return { url, stop: ending.stop };
}

const recordsOf = (body: string, key: string) =>
  JSON.stringify((JSON.parse(body) as { data?: Record<string, unknown> }).data?.[key] ?? null);

/**
 * Starts the floor on the account's database and checks it answers the very records the app
 * answered (`answers`, by page name) before it is measured (decision 168).
 */
export async function startCheckedFloor(account: ListAccount, port: number, answers: Map<string, string>): Promise<Side> {
  const floor = await startFloor(account, port);
  try {
    for (const [index, page] of LIST_PAGES.entries()) {
      const body = await (await fetch(`${floor.url}/floor/${index}`)).text();
      // The records, not the cursor: a cursor carries the time it was made (decision 069).
      if (recordsOf(body, page.key) !== recordsOf(answers.get(page.name) ?? '{}', page.key)) {
        throw new Error(`the floor of ${page.name} does not answer the app's records`);
      }
    }
    return floor;
  } catch (err) {
    await floor.stop();
    throw err;
  }
}
