import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/adding-a-resource.md is the recipe a newcomer follows (decision 062). Every clients file it
 * names as the one to copy must exist, so the page cannot go stale when code moves; the files a
 * new resource touches stay about twenty; and the hand-kept lists the declarations replaced do not
 * come back into the recipe.
 */
const root = path.resolve(import.meta.dirname, '..');
const doc = fs.readFileSync(path.join(root, 'docs/adding-a-resource.md'), 'utf8');

/** The rows of the files table: `| n | new file | copy from |`. */
const rows = [...doc.matchAll(/^\| (\d+) \| `([^`]+)`[^|]*\| `([^`]+)` \|$/gm)].map((m) => ({
  n: Number(m[1]),
  file: m[2]!,
  model: m[3]!,
}));

/** Every other backticked path the page names. */
const named = [
  ...new Set([...doc.matchAll(/`((?:apps|packages|e2e|tests|docs)\/[\w./-]+\.(?:ts|tsx|json|md|mjs))`/g)].map((m) => m[1]!)),
].filter((file) => !/fabric/.test(file));

describe('docs/adding-a-resource.md', () => {
  it('lists the files a new resource touches, numbered, at most 22 written by hand', () => {
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.length).toBeLessThanOrEqual(22);
    expect(rows.map((r) => r.n)).toEqual(rows.map((_, i) => i + 1));
  });

  it.each(rows)('row $n copies an existing file: $model', ({ file, model }) => {
    expect(fs.existsSync(path.join(root, model)), model).toBe(true);
    // The new file mirrors its model's place: the same path with the resource's name, or the same file.
    const mirrored = model.replace(/clients/g, 'fabrics').replace(/client/g, 'fabric');
    const sameFolder = path.dirname(file).replace(/fabrics/g, 'clients') === path.dirname(model);
    expect(file === model || file === mirrored || sameFolder || file.startsWith('e2e/tests/'), `${file} beside ${model}`).toBe(true);
  });

  it.each(named)('names a file that exists: %s', (file) => {
    expect(fs.existsSync(path.join(root, file)), file).toBe(true);
  });

  it('asks for none of the hand-kept lists the declarations replaced', () => {
    for (const gone of [
      'query-keys.ts',
      'PERSISTED_LISTS',
      'USER_CACHE_KEYS',
      'business-malformed.test.ts',
      'broken-unicode.test.ts',
      'optional-text.test.ts',
    ]) {
      expect(doc, gone).not.toContain(gone);
    }
  });
});
