import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every web form file names its parts one way (decision 122): `empty<Thing>Form` for a new form,
 * `<thing>ToForm` for a record into it, `to<Thing>Body` (or `toCreate…Body` and `toUpdate…Body`)
 * for what it sends. The names the forms used before are refused, so a new form copies the rule.
 */
const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web/src');
const REFUSED = /^(new\w*Form|build\w*|EMPTY_\w*|initialValues)$/;
const EXPORTED = /^export\s+(?:const|function|let)\s+(\w+)/gm;

function formFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return formFiles(full);
    return entry.name.endsWith('-form.ts') ? [full] : [];
  });
}

/** The names a file exports that the rule refuses. */
function refusedNames(source: string): string[] {
  return [...source.matchAll(EXPORTED)].map((m) => m[1]!).filter((name) => REFUSED.test(name));
}

describe('form file names (decision 122)', () => {
  const files = formFiles(web);

  it('finds the form files', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it('refuses the old names', () => {
    expect(refusedNames('export function newInvoiceForm() {}\nexport const EMPTY_CARD = {};\nexport function buildCardBody() {}')).toEqual([
      'newInvoiceForm',
      'EMPTY_CARD',
      'buildCardBody',
    ]);
    expect(refusedNames('export const emptyCardForm = {};\nexport function toCardBody() {}')).toEqual([]);
  });

  it.each(files.map((f) => [path.relative(root, f), f]))('%s uses empty…Form, …ToForm and to…Body', (_name, file) => {
    expect(refusedNames(fs.readFileSync(file, 'utf8'))).toEqual([]);
  });
});
