import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import web from './apps/web/vitest.config.ts';

// One Vitest run, three projects: shared (pure), web (jsdom), server (API tests on a real database).
// The unit projects (shared, the four web ones, bench, repo) take as many workers as cores: Vitest's
// default, cores - 1, left one of two cores idle while jsdom and transforms waited (decision 127).
const unitWorkers = os.availableParallelism();
// Vitest's default (cores - 1) is one worker on a 2-core machine; the server-process tests
// mostly wait on their child processes, so a second worker overlaps that wait with other files.
// On PostgreSQL the queries run in the server's processes, not in the worker (PGlite runs in
// it), so a worker waits on them too and one more worker than cores keeps both busy (decision 115).
const serverWorkers = process.env.TEST_DATABASE_URL ? os.availableParallelism() + 1 : Math.max(2, os.availableParallelism() - 1);
/** API test files run isolated, apart from the rest (decision 133): they start the server's own processes. */
const ISOLATED_SERVER_TESTS = ['src/main.test.ts'];
/**
 * The web app's test files that mock a module (`vi.mock`) each need a module graph of their own;
 * the others share one per worker, which took the web tests' imports from about 1 s a file to a
 * fraction (decision 140). Derived from the files, not listed: a new mocking test is isolated.
 */
const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;
const webTestsThatMock = fs
  .readdirSync('apps/web/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && MOCKS_A_MODULE.test(fs.readFileSync(`apps/web/src/${file}`, 'utf8')))
  .map((file) => `src/${file.split(path.sep).join('/')}`);
/** The web project's tests of one kind, in the shared module graph or each in its own. */
const webTests = (name: string, include: string, environment: 'jsdom' | 'node', isolate: boolean) => {
  const mocking = webTestsThatMock.filter((file) => file.endsWith(include.slice(include.lastIndexOf('.'))));
  return {
    ...web,
    ...(environment === 'node' ? { ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } } } : {}),
    test: {
      ...web.test,
      name,
      environment,
      maxWorkers: unitWorkers,
      // A bound against a test that hangs, not a measure of speed (bench measures that): on a 2-core
      // machine with other phases running, a jsdom test typing into a form took over the default 5 s.
      testTimeout: 20_000,
      isolate,
      ...(isolate ? { include: mocking } : { include: [include], exclude: ['**/node_modules/**', ...mocking] }),
    },
  };
};
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source'] } },
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node', maxWorkers: unitWorkers },
      },
      {
        resolve: { conditions: ['source'] },
        // Node-environment tests resolve through Vite's SSR conditions, which ignore resolve.conditions:
        // without this, @atelier/shared resolves to its dist build (missing on a fresh clone, stale otherwise).
        // No `module` condition, as Node itself has none: with it, prom-client's require of
        // @opentelemetry/api loaded an ES build Node cannot run (decision 093).
        ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Tests of several processes on PostgreSQL and Redis run in their own project (below); tests of what
          // only a PostgreSQL server does (a database outage, decision 094) run in the PostgreSQL pass of
          // .ci/run, which sets TEST_DATABASE_URL; PGlite lives inside the process.
          exclude: [
            'src/**/*.services.test.ts',
            ...ISOLATED_SERVER_TESTS,
            '**/node_modules/**',
            ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.postgres.test.ts']),
          ],
          // A worker imports the app once for all the files it runs, not once per file: importing was
          // about 70% of the suite's CPU (decision 133). Each file still builds its own app on its own
          // database; no test file mocks a module, and those that move the clock put it back.
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrates one database that every test file copies instead of migrating its own (decision 066).
          globalSetup: ['src/test/global-setup.ts'],
          maxWorkers: serverWorkers,
        },
      },
      {
        // The API tests that start the app's own processes (main.ts), each file in a fresh module graph.
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
        test: {
          name: 'server-processes',
          root: 'apps/server',
          include: ISOLATED_SERVER_TESTS,
          environment: 'node',
          // Vitest runs projects of one run together only when their worker counts agree.
          maxWorkers: serverWorkers,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['src/test/global-setup.ts'],
        },
      },
      {
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
        test: {
          // Needs PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL; the machine's own by default):
          // `npm run test:services`, which CI runs after the API tests on PostgreSQL (decision 095).
          name: 'services',
          root: 'apps/server',
          include: ['src/**/*.services.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          globalSetup: ['src/test/global-setup.ts'],
        },
      },
      // The web app's tests in two environments (decision 115): components (*.test.tsx) in the web config's
      // jsdom, the rest in plain Node, which starts in a fraction of jsdom's set-up. A *.test.ts file that
      // needs a DOM names jsdom in a `@vitest-environment` comment on its first line.
      webTests('web', 'src/**/*.test.tsx', 'jsdom', false),
      webTests('web-isolated', 'src/**/*.test.tsx', 'jsdom', true),
      webTests('web-node', 'src/**/*.test.ts', 'node', false),
      webTests('web-node-isolated', 'src/**/*.test.ts', 'node', true),
      // The bench's own logic (the run's outcome, waiting for mail); its figures are `npm run bench`.
      { test: { name: 'bench', root: 'bench', include: ['src/**/*.test.ts'], environment: 'node', maxWorkers: unitWorkers } },
      // Repository-wide checks, such as the lint rules that hold the layout.
      {
        test: {
          name: 'repo',
          root: '.',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          maxWorkers: unitWorkers,
        },
      },
    ],
  },
});
