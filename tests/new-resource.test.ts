import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run new:resource` writes a resource that works (decision 198): in a copy of the repository it
 * makes a throwaway one, then the copy passes the linter on what was written, the import-cycle check,
 * the typecheck, and the new resource's own API and page tests; and the files it wrote and edited are
 * exactly the table of docs/adding-a-resource.md, at most 20. Once, in one file, as it takes minutes:
 * the copy's typecheck and tests are most of it.
 */
const root = path.resolve(import.meta.dirname, '..');
const NAME = 'trial-swatches';
const MINUTES = 60_000;
const doc = fs.readFileSync(path.join(root, 'docs/adding-a-resource.md'), 'utf8');
/** The table's files, told for fabric-rolls: `| n | \`path\` | written or edited | what |`. */
const table = [...doc.matchAll(/^\| (\d+) \| `([^`]+)` \| (written|edited) \|/gm)].map((m) => ({ file: m[2]!, how: m[3]! }));

let copy = '';

/** Runs a command in the copy; its exit code and the end of what it printed. */
function run(command: string, args: string[]): { code: number | null; output: string } {
  // The copy's own Vitest must not take this run's worker for its parent, nor npm this run's folder for its own.
  const ours = (key: string) => /^(VITEST|npm_|INIT_CWD$|NODE_ENV$|FORCE_COLOR$)/.test(key);
  // Without colours, so what it printed reads as text.
  const env = { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !ours(key))), NO_COLOR: '1' };
  const result = spawnSync(command, args, { cwd: copy, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { code: result.status, output: `${result.stdout}${result.stderr}`.slice(-6000) };
}

/**
 * The working tree's files (committed or not, never the ignored ones), copied, not hard-linked: the
 * generator rewrites files in place. The installed packages hard-linked, their workspace links kept
 * relative, so the copy's `@atelier/shared` is the copy's.
 */
function copyRepository(): string {
  // Hard links need one file system: the system's temporary folder if the repository is on it, else beside the repository.
  const parent = fs.statSync(os.tmpdir()).dev === fs.statSync(root).dev ? os.tmpdir() : path.dirname(root);
  const dir = fs.mkdtempSync(path.join(parent, 'atelier-new-resource-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  for (const file of files.filter((f) => f && fs.existsSync(path.join(root, f)))) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  // Hard links: the packages are read, never written, and tsc's declarations name them inside the copy.
  for (const modules of ['node_modules', 'apps/web/node_modules', 'apps/server/node_modules', 'e2e/node_modules', 'bench/node_modules']) {
    if (!fs.existsSync(path.join(root, modules))) continue;
    execFileSync('cp', ['-al', path.join(root, modules), path.join(dir, modules)]);
    // The caches Vite and others write in place are the copy's own.
    for (const cache of ['.vite', '.cache']) fs.rmSync(path.join(dir, modules, cache), { recursive: true, force: true });
  }
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: dir });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'before');
  return dir;
}

/** The files the generator wrote (?? in git's short status) and edited ( M). */
function touched(): { file: string; how: string }[] {
  const status = execFileSync('git', ['status', '--porcelain', '-uall'], { cwd: copy, encoding: 'utf8' });
  return status
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ file: line.slice(3), how: line.startsWith('??') ? 'written' : 'edited' }));
}

beforeAll(() => {
  copy = copyRepository();
  const made = run('node', ['scripts/new-resource.mjs', NAME, '--fr', 'échantillons d’essai', '--fr-one', 'échantillon d’essai']);
  expect(made.code, made.output).toBe(0);
}, 10 * MINUTES);

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
}, 5 * MINUTES);

describe(`npm run new:resource -- ${NAME}`, () => {
  it('writes and edits the files the recipe names, at most 20, and refuses to run twice', () => {
    const expected = table.map(({ file, how }) => ({
      file: file.replaceAll('fabric-rolls', NAME).replaceAll('fabric_rolls', 'trial_swatches'),
      how,
    }));
    const seen = touched();
    expect(seen.length).toBeLessThanOrEqual(20);
    // The migration's number is the next free one (NNNN in the table): compared by its place.
    const byPlace = (rows: { file: string; how: string }[]) =>
      rows.map(({ file, how }) => `${how} ${file.replace(/migrations\/(meta\/)?\d{4}_/, 'migrations/$1NNNN_')}`).sort();
    expect(byPlace(seen)).toEqual(byPlace(expected));
    const again = run('node', ['scripts/new-resource.mjs', NAME]);
    expect(again.code).toBe(1);
    expect(again.output).toContain('the resource exists');
  });

  it(
    'passes the formatter, ESLint and the import-cycle check',
    () => {
      const files = touched().map((t) => t.file);
      const prettier = run('npx', ['prettier', '--check', ...files]);
      expect(prettier.code, prettier.output).toBe(0);
      const eslint = run('npx', ['eslint', ...files.filter((f) => /\.(ts|tsx|mjs)$/.test(f))]);
      expect(eslint.code, eslint.output).toBe(0);
      const cycles = run('node', ['scripts/check-cycles.mjs']);
      expect(cycles.code, cycles.output).toBe(0);
    },
    10 * MINUTES,
  );

  it(
    'typechecks as the repository does',
    () => {
      const typecheck = run('node', ['scripts/tsc.mjs', '-b', 'packages/shared', 'apps/server', 'apps/web', 'e2e', 'bench', 'tests']);
      expect(typecheck.code, typecheck.output).toBe(0);
    },
    15 * MINUTES,
  );

  it(
    'passes its own API test on a real database and its page test',
    () => {
      // One run per project: under CI's PostgreSQL pass the two projects take different worker
      // counts, and Vitest refuses to run such projects together in one group.
      const runs: [project: string, folder: string][] = [
        ['server', `src/modules/${NAME}/`],
        ['web', `src/features/${NAME}/`],
      ];
      for (const [project, folder] of runs) {
        const tests = run('npx', ['vitest', 'run', '--project', project, folder]);
        expect(tests.code, tests.output).toBe(0);
        expect(tests.output).toMatch(/Test Files\s+1 passed/);
      }
    },
    10 * MINUTES,
  );
});
