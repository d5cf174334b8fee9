import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    conditions: ['source'],
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Made by vite-plugin-pwa in a build only (decision 091); the catalog test loads every module.
      'virtual:pwa-register': fileURLToPath(new URL('./src/test/pwa-register.ts', import.meta.url)),
    },
  },
  test: { name: 'web', root: import.meta.dirname, include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', passWithNoTests: false },
});
