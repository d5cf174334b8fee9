import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layout is checked by lint, not by review. Each case lints a one-line file placed
 * where the rule applies and expects the layout rule to fire (or not).
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function layoutErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(import.meta.dirname, '..', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint enforces the layout', () => {
  it.each([
    ['apps/web/src/features/projects/components/x.tsx', "import { useClients } from '@/features/clients/api/clients-api';"],
    ['apps/web/src/features/projects/components/x.tsx', "import { ClientCard } from '../../clients/components/client-card';"],
    ['apps/web/src/features/clients/components/x.tsx', "import { AppLayout } from '@/app/layout/app-layout';"],
    ['apps/web/src/lib/x.ts', "import { useAuthStore } from '@/features/auth/stores/auth-store';"],
    ['apps/web/src/components/ui/x.tsx', "import { ClientCard } from '@/features/clients/components/client-card';"],
    ['apps/server/src/modules/clients/x.ts', "import { registerErrorHandler } from '../../plugins/error-handler.js';"],
    ['apps/server/src/plugins/x.ts', "import { clientService } from '../modules/clients/service.js';"],
    ['apps/server/src/lib/x.ts', "import { clientService } from '../modules/clients/service.js';"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await layoutErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['apps/web/src/features/projects/components/x.tsx', "import { projectLogic } from './project-logic';"],
    ['apps/web/src/features/projects/components/x.tsx', "import { useProjects } from '../api/projects-api';"],
    ['apps/web/src/features/projects/components/x.tsx', "import { Button } from '@/components/ui/button';"],
    ['apps/web/src/app/routes.tsx', "import { ClientsPage } from '@/features/clients/components/clients-page';"],
    ['apps/server/src/modules/projects/x.ts', "import { requireAccess } from '../../lib/access.js';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await layoutErrors(file, code)).toEqual([]);
  });
});

/**
 * Decision 063: import-x/no-cycle only sees a cycle when its resolver follows each import to a file on
 * disk (the server's `.js` specifiers to `.ts`, web's `@/` alias). Each case lints an existing file's
 * path with an added import back into a module that already imports it.
 */
async function cycleErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(import.meta.dirname, '..', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message);
}

describe('lint refuses import cycles', () => {
  it.each([
    ['apps/server/src/lib/errors.ts', "import { buildApp } from '../app.js';\nexport const app = buildApp;"],
    ['apps/web/src/app/root.tsx', "import { startApp } from '@/start';\nexport const start = startApp;"],
    ['packages/shared/src/text.ts', "import { ERROR_STATUS } from './index.js';\nexport const statuses = ERROR_STATUS;"],
  ])('in %s', async (file, code) => {
    expect(await cycleErrors(file, code)).toHaveLength(1);
  });

  it('not through a type-only import', async () => {
    const code = "import type { AppContext } from '../context.js';\nexport type Ctx = AppContext;";
    expect(await cycleErrors('apps/server/src/lib/errors.ts', code)).toEqual([]);
  });
});

async function plainErrors(file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(import.meta.dirname, '..', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('AppError')).length;
}

/** Decision 064: server code throws AppError, so a client's mistake is never a 500. */
describe('lint keeps plain errors out of server code', () => {
  it.each([
    ['apps/server/src/modules/clients/x.ts', "throw new Error('x');"],
    ['apps/server/src/lib/x.ts', "export const e = () => new Error('x');"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await plainErrors(file, code)).toBe(1);
  });

  it.each([
    ['apps/server/src/modules/clients/x.test.ts', "throw new Error('x');"],
    ['apps/server/src/test/x.ts', "throw new Error('x');"],
    ['apps/server/src/config.ts', "throw new Error('x');"],
    ['apps/server/src/modules/clients/x.ts', "throw serverFault('x');"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await plainErrors(file, code)).toBe(0);
  });
});
