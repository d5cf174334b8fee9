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
        // Node-environment projects resolve through Vite's SSR settings, so the condition goes there too.
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source'] } },
        test: { name: 'server', root: 'apps/server', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
