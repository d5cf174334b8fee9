import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/adding-a-resource.md tells what `npm run new:resource` writes and what a real resource adds by
 * hand (decisions 062, 112 and 198). Every file it edits must exist and every symbol it names as
 * `SYMBOL` in `path` must be exported there, so the page cannot go stale when code moves; the files a
 * new resource touches stay few; and the hand-kept lists the declarations replaced do not come back.
 * That the generator writes exactly the table is tests/new-resource.test.ts's.
 */
const root = path.resolve(import.meta.dirname, '..');
const doc = fs.readFileSync(path.join(root, 'docs/adding-a-resource.md'), 'utf8');

/** The rows of the files table: `| n | \`file\` | written or edited | what |`. */
const rows = [...doc.matchAll(/^\| (\d+) \| `([^`]+)` \| (written|edited) \| [^|]+ \|$/gm)].map((m) => ({
  n: Number(m[1]),
  file: m[2]!,
  how: m[3]!,
}));

/** Every other backticked path the page names. */
const named = [
  ...new Set([...doc.matchAll(/`((?:apps|packages|e2e|tests|docs)\/[\w./-]+\.(?:ts|tsx|json|md|mjs))`/g)].map((m) => m[1]!)),
].filter((file) => !/fabric/.test(file) && !rows.some((r) => r.file === file));

/** Every `SYMBOL` in `path` the page names. */
const symbols = [...doc.matchAll(/`([A-Za-z_$][\w$]*)` in\s+`([^`]+)`/g)].map((m) => ({ symbol: m[1]!, file: m[2]! }));

/** Whether `file` exports `symbol`: a declaration, an export list, or a re-export from a file that does. */
function exports(file: string, symbol: string, seen = new Set<string>()): boolean {
  if (seen.has(file) || !fs.existsSync(path.join(root, file))) return false;
  seen.add(file);
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const declared = new RegExp(`^export (?:declare )?(?:async )?(?:const|let|function\\*?|type|interface|class|enum) ${symbol}\\b`, 'm');
  if (declared.test(text)) return true;
  for (const [, names = ''] of text.matchAll(/^export (?:type )?\{([^}]*)\}/gm)) {
    if (
      names.split(',').some(
        (n) =>
          n
            .trim()
            .split(/\s+as\s+/)
            .at(-1) === symbol,
      )
    )
      return true;
  }
  return [...text.matchAll(/^export \* from '(\.[^']+)\.js'/gm)].some(([, from]) =>
    ['.ts', '.tsx', '/index.ts'].some((ext) => exports(path.join(path.dirname(file), `${from}${ext}`), symbol, seen)),
  );
}

describe('docs/adding-a-resource.md', () => {
  it('lists the files the generator writes and edits, numbered, at most 20, and says how many', () => {
    expect(rows.length).toBeGreaterThanOrEqual(15);
    // 20 with the migration's three files, since a plain record's activity is worded once (decision 198).
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(rows.map((r) => r.n)).toEqual(rows.map((_, i) => i + 1));
    expect(doc).toContain(`## What it writes and edits: ${rows.length} files`);
  });

  it.each(rows.filter((r) => r.how === 'edited'))('row $n edits a file that exists: $file', ({ file }) => {
    expect(fs.existsSync(path.join(root, file)), file).toBe(true);
  });

  it.each(rows.filter((r) => r.how === 'written'))('row $n writes a new file for the resource: $file', ({ file }) => {
    expect(file).toMatch(/fabric[-_]rolls|NNNN_/);
    expect(fs.existsSync(path.join(root, file)), file).toBe(false);
  });

  it('names symbols as `SYMBOL` in `path`, with the whole path', () => {
    expect(symbols.length).toBeGreaterThan(10);
    for (const { file } of symbols) expect(file).toMatch(/^(apps|packages|e2e|tests)\//);
  });

  it.each(symbols)('$file exports $symbol', ({ symbol, file }) => {
    expect(exports(file, symbol), `${symbol} in ${file}`).toBe(true);
  });

  it('finds exports the ways a file makes them', () => {
    // The shared index re-exports every module; STORES is declared in limits.ts.
    expect(exports('packages/shared/src/index.ts', 'STORES')).toBe(true);
    expect(exports('packages/shared/src/limits.ts', 'STORES')).toBe(true);
    expect(exports('packages/shared/src/limits.ts', 'ROLE_PERMISSIONS')).toBe(false);
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
      'a11y-pages.spec.ts',
      'STORE_LIMITS',
      // The hand-kept catalogs and sidebar list decision 138 derived.
      'routes/messages.ts',
      'success-messages.json',
      'nav.json',
      'NAV_ITEMS',
    ]) {
      expect(doc, gone).not.toContain(gone);
    }
    // Made by the role matrix from the declared create, found by the store's name: no row of their own.
    for (const derived of ['role-matrix.test.ts', 'record-limits.ts'])
      expect(rows.map((r) => r.file).join(), derived).not.toContain(derived);
  });
});
