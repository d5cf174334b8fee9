import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
// @ts-expect-error -- a plain ES module script without types
import { findCycles, findModuleCycles, WORKSPACES } from '../scripts/check-cycles.mjs';
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
    ['apps/web/src/components/layout/x.tsx', "import { ClientPicker } from '@/features/clients';"],
    ['apps/web/src/app/routes.tsx', "import { ClientsPage } from '@/features/clients/components/clients-page';"],
    ['apps/web/src/app/layout/x.tsx', "import { useAuthStore } from '@/features/auth/stores/auth-store';"],
    ['apps/server/src/modules/clients/x.ts', "import { registerErrorHandler } from '../../plugins/error-handler.js';"],
    ['apps/server/src/plugins/x.ts', "import { clientService } from '../modules/clients/service.js';"],
    ['apps/server/src/lib/x.ts', "import { clientService } from '../modules/clients/service.js';"],
    // Server data goes through a feature's api/ hooks (decision 120), not TanStack Query's own.
    ['apps/web/src/features/clients/components/x.tsx', "import { useMutation } from '@tanstack/react-query';"],
    ['apps/web/src/app/layout/x.tsx', "import { useQuery } from '@tanstack/react-query';"],
    ['apps/web/src/lib/x.ts', "import { useInfiniteQuery } from '@tanstack/react-query';"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await layoutErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['apps/web/src/features/projects/components/x.tsx', "import { projectLogic } from './project-logic';"],
    ['apps/web/src/features/projects/components/x.tsx', "import { useProjects } from '../api/projects-api';"],
    ['apps/web/src/features/projects/components/x.tsx', "import { Button } from '@/components/ui/button';"],
    ['apps/web/src/features/projects/components/x.tsx', "import { ClientPicker } from '@/features/clients';"],
    ['apps/web/src/app/layout/x.tsx', "import { NotificationsBell } from '@/features/notifications';"],
    ['apps/web/src/app/routes.tsx', "const P = lazy(() => import('@/features/clients/components/clients-page'));"],
    ['apps/server/src/modules/projects/x.ts', "import { requireAccess } from '../../lib/access.js';"],
    ['apps/web/src/features/clients/api/x.ts', "import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';"],
    ['apps/web/src/lib/query/x.ts', "import { useInfiniteQuery } from '@tanstack/react-query';"],
    ['apps/web/src/features/clients/components/x.tsx', "import { useQueryClient } from '@tanstack/react-query';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await layoutErrors(file, code)).toEqual([]);
  });
});

/** The features the web has, read from the folders, so a new feature is checked without listing it. */
const FEATURES_DIR = path.resolve(import.meta.dirname, '../apps/web/src/features');
const webFeatures = fs
  .readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(d.name) ? [full] : [];
  });
}

/** Which features each feature imports (through their index.ts, as lint requires). */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map(webFeatures.map((f) => [f, new Set<string>()]));
  for (const feature of webFeatures) {
    for (const file of sourceFiles(path.join(FEATURES_DIR, feature))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/from '@\/features\/([a-z-]+)'/g)) {
        if (m[1] !== feature) graph.get(feature)?.add(m[1] as string);
      }
    }
  }
  return graph;
}

/** The features reachable from `start` that lead back to it: empty when it is on no cycle. */
function cycleThrough(graph: Map<string, Set<string>>, start: string): string[] {
  const seen = new Set<string>();
  const walk = (node: string, trail: string[]): string[] => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) return [...trail, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...trail, next]);
      if (found.length) return found;
    }
    return [];
  };
  return walk(start, [start]);
}

/** Decision 119: features form a tree of uses, so each can be read (and moved) on its own. */
describe('web features', () => {
  it('each feature with other users has an index.ts, its public face', () => {
    const used = new Set([...featureGraph().values()].flatMap((s) => [...s]));
    expect([...used].filter((f) => !fs.existsSync(path.join(FEATURES_DIR, f, 'index.ts')))).toEqual([]);
  });

  it.each(webFeatures)('%s is on no import cycle with other features', (feature) => {
    expect(cycleThrough(featureGraph(), feature)).toEqual([]);
  });
});

/** Decision 063: the cycle check (scripts/check-cycles.mjs) finds a real cycle and none in the source. */
describe('the import cycle check', () => {
  it('finds a cycle through `.js` specifiers of `.ts` files, and one made only of type imports (decision 197)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
    write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true } }));
    write('a.ts', "import { b } from './b.js';\nexport const a = (): number => b() + 1;\n");
    write('b.ts', "import { a } from './a.js';\nexport const b = (): number => a() - 1;\n");
    write('c.ts', "import type { D } from './d.js';\nexport const c = (d: D): D => d;\n");
    write('d.ts', "import { c } from './c.js';\nexport type D = number;\nexport const d = c;\n");
    const cycles = await findCycles({ root: dir, tsconfig: 'tsconfig.json', files: path.join(dir, '*.ts') });
    expect(cycles.map((cycle: string[]) => cycle.map((f) => path.basename(f)).sort()).sort()).toEqual([
      ['a.ts', 'b.ts'],
      ['c.ts', 'd.ts'],
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds two server modules that import each other, by a type-only import too (decision 109)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-cycles-'));
    const write = (name: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    };
    write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true } }));
    write('modules/a/service.ts', "import { b } from '../b/helpers.js';\nexport type A = number;\nexport const a = (): number => b();\n");
    write('modules/b/helpers.ts', 'export const b = (): number => 1;\n');
    write('modules/b/presenter.ts', "import type { A } from '../a/service.js';\nexport const present = (x: A): string => String(x);\n");
    write('modules/c/service.ts', "import { b } from '../b/helpers.js';\nexport const c = b;\n");
    const find = () => findModuleCycles({ root: dir, tsconfig: 'tsconfig.json', files: path.join(dir, '**/*.ts'), modules: 'modules' });
    const cycles = await find();
    expect(cycles.map((c: { units: string[] }) => c.units)).toEqual([['modules/a', 'modules/b']]);
    fs.rmSync(path.join(dir, 'modules/b/presenter.ts'));
    expect(await find()).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // Walking every server file takes 12 s alone and over 30 s beside other test processes on two cores.
  it.each(WORKSPACES as { files: string; tsconfig: string }[])(
    'finds none in $files',
    async (workspace) => {
      expect(await findCycles(workspace)).toEqual([]);
    },
    120_000,
  );
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
