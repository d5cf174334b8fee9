import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every field of the web app where a number is typed reads it through the one reader (decision 178),
 * checked in the source as the browser walk (e2e/fixtures/typed-numbers.ts) checks it on screen: no
 * `type="number"` input (the browser read '12,50' as 1250 in its own locale), and no decimal or
 * numeric keyboard written by hand outside `NumberInput` and `sizeInputProps`, except on codes
 * (one-time codes, card numbers: `pattern` or `autoComplete` says so).
 */
const web = path.resolve(import.meta.dirname, '../apps/web/src');
const HOMES = new Set(['components/ui/number-input.tsx', 'components/ui/size-input.ts']);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The places in a source that take a number by hand: an input of type number, or a number keyboard that is not a code's. */
export function handTypedNumbers(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/type="number"/g)) {
    const tag = /<(\w+)\b[^<]*$/.exec(source.slice(0, m.index))?.[1];
    if (tag === 'Input' || tag === 'input') found.push(`type="number" on <${tag}>`);
  }
  for (const m of source.matchAll(/inputMode[=:]\s*[{'"]*\s*['"](decimal|numeric)['"]/g)) {
    const around = source.slice(Math.max(0, m.index - 400), m.index + 400);
    if (!/pattern=|one-time-code|autoComplete="cc-/.test(around)) found.push(`inputMode ${m[1]}`);
  }
  return found;
}

describe('typed numbers (decision 178)', () => {
  const files = sources(web);

  it('finds the web sources and the fields it refuses', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(handTypedNumbers('<Input {...p} type="number" inputMode="decimal" value={v} />')).toEqual([
      'type="number" on <Input>',
      'inputMode decimal',
    ]);
    expect(handTypedNumbers('<XAxis type="number" />')).toEqual([]);
    expect(handTypedNumbers('<input inputMode="numeric" pattern="[0-9]*" />')).toEqual([]);
  });

  it('reads every typed number through NumberInput or sizeInputProps', () => {
    const found = files
      .filter((file) => !HOMES.has(path.relative(web, file)))
      .flatMap((file) => handTypedNumbers(fs.readFileSync(file, 'utf8')).map((what) => `${path.relative(web, file)}: ${what}`));
    expect(found).toEqual([]);
  });
});
