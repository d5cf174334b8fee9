import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { name: 'web', root: import.meta.dirname, include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', passWithNoTests: false },
});
