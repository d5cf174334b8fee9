import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/adding-a-resource.md is the recipe a newcomer follows; every file it names as the
 * example to copy must exist, so the page cannot silently go stale when code moves.
 */
const root = path.resolve(import.meta.dirname, '..');
const doc = fs.readFileSync(path.join(root, 'docs/adding-a-resource.md'), 'utf8');

/** Backticked names that look like files (have an extension), resolved the way the page uses them. */
function namedFiles(): string[] {
  const names = [...doc.matchAll(/`([\w./-]+\.(?:ts|tsx|md|js))`/g)].map((m) => m[1]!);
  const bases = [
    '',
    'packages/shared/src',
    'apps/server/src',
    'apps/web/src',
    'apps/web/src/lib/query',
    'apps/web/src/features/clients/components',
    'e2e/tests',
    'docs/decisions',
  ];
  return [...new Set(names)]
    .filter((n) => !n.includes('<'))
    .map((n) => bases.map((b) => path.join(b, n)).find((p) => fs.existsSync(path.join(root, p))) ?? n);
}

describe('docs/adding-a-resource.md', () => {
  it.each(namedFiles())('names a file that exists: %s', (file) => {
    expect(fs.existsSync(path.join(root, file)), file).toBe(true);
  });
});
