import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: shared (pure), web (jsdom), server (API tests on a real database).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source'] } },
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { conditions: ['source'] },
        // Node-environment tests resolve through Vite's SSR conditions, which ignore resolve.conditions:
        // without this, @atelier/shared resolves to its dist build (missing on a fresh clone, stale otherwise).
        ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Vitest's default (cores - 1) is one worker on a 2-core machine; the server-process tests
          // mostly wait on their child processes, so a second worker overlaps that wait with other files.
          maxWorkers: Math.max(2, os.availableParallelism() - 1),
        },
      },
      'apps/web/vitest.config.ts',
      // Repository-wide checks, such as the lint rules that hold the layout.
      { test: { name: 'repo', root: '.', include: ['tests/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
    ],
  },
});
