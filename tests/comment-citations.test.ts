import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Comments and test titles say why in plain words and cite decision records (decision 068): a
 * reader of this repository has neither the issue tracker nor the product spec, so a citation of
 * a numbered issue or of a spec section tells them nothing. Every tracked source file of every
 * folder is checked, apps/web included; string literals outside test titles (UI texts, API
 * messages, printed headings) are not comments and are left alone.
 */
const root = path.resolve(import.meta.dirname, '..');
const CITATION = /\b[Ii]ssue \d+\b|[Ss]pec sections? \d/;
/** Optional text answered "" is decision 017; 016 is about load toasts, and was cited for it by mistake. */
const OPTIONAL_TEXT = /optional text|""/i;
const DECISION_016 = /\bdecisions? (?:\d{3}(?:,| and) )*016\b/i;
const miscited = (piece: string) => OPTIONAL_TEXT.test(piece) && DECISION_016.exec(piece);
const TEST_FUNCTIONS = new Set(['describe', 'it', 'test', 'suite', 'bench']);

const files = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.mts', '*.cts', '*.js', '*.mjs', '*.cjs'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((f) => f !== '' && fs.existsSync(path.join(root, f)));

/** Files by folder: apps/<name> and packages/<name> each, other top-level folders whole, root files together. */
function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts.length === 1) return '(root files)';
  if ((parts[0] === 'apps' || parts[0] === 'packages') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0]!;
}

const folders = new Map<string, string[]>();
for (const file of files) folders.set(folderOf(file), [...(folders.get(folderOf(file)) ?? []), file]);

/** The name a call is made through: `describe`, `test.describe`, `it.each([...])` all count as tests. */
function testFunctionName(callee: ts.Expression): string | undefined {
  let e: ts.Expression = callee;
  for (;;) {
    if (ts.isCallExpression(e)) e = e.expression;
    else if (ts.isPropertyAccessExpression(e)) e = e.expression;
    else break;
  }
  return ts.isIdentifier(e) && TEST_FUNCTIONS.has(e.text) ? e.text : undefined;
}

/** Lines of `file` whose comments or test titles cite an issue number or a spec section. */
function citationsIn(file: string, text = fs.readFileSync(path.join(root, file), 'utf8')): string[] {
  // Most files hold no such words at all; only those that do are parsed.
  if (!CITATION.test(text) && !miscited(text)) return [];
  const kind = /\.[cm]?tsx?$/.test(file) ? (file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS) : ts.ScriptKind.JSX;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, string>();
  const report = (pos: number, end: number) => {
    const piece = text.slice(pos, end);
    const match = CITATION.exec(piece) ?? miscited(piece);
    if (!match) return;
    const { line } = source.getLineAndCharacterOfPosition(pos + match.index);
    found.set(line + 1, `${file}:${line + 1}: ${match[0]}`);
  };
  const seen = new Set<number>();
  const comments = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) {
      if (seen.has(r.pos)) continue;
      seen.add(r.pos);
      report(r.pos, r.end);
    }
  };
  const visit = (node: ts.Node) => {
    comments(ts.getLeadingCommentRanges(text, node.pos));
    comments(ts.getTrailingCommentRanges(text, node.end));
    if (ts.isCallExpression(node) && testFunctionName(node.expression)) {
      const title = node.arguments[0];
      if (title && (ts.isStringLiteralLike(title) || ts.isTemplateExpression(title))) report(title.getStart(source), title.end);
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, where]) => where);
}

describe('comments and test titles cite decision records, not issue numbers or spec sections', () => {
  it('checks every folder, apps/web included', () => {
    expect([...folders.keys()]).toEqual(expect.arrayContaining(['apps/server', 'apps/web', 'packages/shared', 'e2e', 'bench', 'tests']));
  });

  it('finds citations in comments and test titles, not in other strings', () => {
    const code = [
      '// Mailed hourly (issue 8).',
      "/** Free limits (spec section 6). */ const a = 'issue 9';",
      "describe('the lock (spec sections 4 and 8)', () => {});",
      "it.each([1])('case %s (Issue 12)', () => {});",
      "const b = <p title='issue 3'>{/* issue 4 */}</p>;",
      '/** Optional text is "" (decision 016). */ const c = 1;',
      '// Asked for, so toasted (decision 016).',
    ].join('\n');
    expect(citationsIn('x.tsx', code)).toEqual([
      'x.tsx:1: issue 8',
      'x.tsx:2: spec section 6',
      'x.tsx:3: spec sections 4',
      'x.tsx:4: Issue 12',
      'x.tsx:5: issue 4',
      'x.tsx:6: decision 016',
    ]);
  });

  it.each([...folders.keys()].sort())('%s', (folder) => {
    const found = folders.get(folder)!.flatMap((file) => citationsIn(file));
    expect(found, `Say why in plain words, or cite a decision record (docs/decisions):\n${found.join('\n')}`).toEqual([]);
  });
});
