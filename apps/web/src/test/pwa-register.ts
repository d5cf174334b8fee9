import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

/**
 * `virtual:pwa-register` in the unit tests (vitest.config.ts): the module exists only in a Vite build
 * with vite-plugin-pwa (decision 091); the tests never register a worker.
 */
export function registerSW(_options?: RegisterSWOptions): (reloadPage?: boolean) => Promise<void> {
  return async () => {};
}
