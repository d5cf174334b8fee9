import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Source lines stay readable without scrolling (decision 109): Prettier breaks code at 140 columns
 * but leaves a long string whole, so long texts (settings' help, mail templates, API descriptions)
 * are written as pieces joined. A few lines that cannot be broken (a long URL, a class list) may stay.
 */
const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['apps', 'packages', 'e2e', 'bench', 'tests', 'scripts'];
const LIMIT = 160;
const ALLOWED = 20;

/** The tracked source files of those folders: generated files (migrations, fixtures, built output) are not tracked as .ts. */
function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', ...FOLDERS.flatMap((f) => ['ts', 'tsx', 'js', 'mjs'].map((e) => `${f}/**/*.${e}`))], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f !== '' && fs.existsSync(path.join(root, f)));
}

/** Each line over the limit as `file:line (length)`. */
function longLines(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (line.length > LIMIT ? [`${file}:${i + 1} (${line.length})`] : [])),
  );
}

describe('long source lines', () => {
  it(`are at most ${ALLOWED} lines over ${LIMIT} characters`, () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const long = longLines(files);
    expect(long.length, `lines over ${LIMIT} characters:\n${long.join('\n')}`).toBeLessThanOrEqual(ALLOWED);
  });
});
