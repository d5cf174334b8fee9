import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '../languages.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_CHECKS } from './all.js';
import { addChecks, checkIn, checkTemplate } from './index.js';

/**
 * Every sentence the schemas of packages/shared can refuse with, as templates (decision 204), read from
 * their source: the second argument of .min/.max/.regex/.refine…, `message:` and `error:`. A sentence
 * built from a label (`${label} must be a number`) is one per label its helper is called with in that
 * file; a unit is one per unit; any other value is a number. For the catalogue test only.
 */
const SRC = path.resolve(import.meta.dirname, '..');
// A check's sentence: the argument after its first (which may hold one level of parentheses), a message or an
// error, or a schema's own first argument; then the sentence in any quotes.
const CHECK = 'min|max|length|regex|refine|superRefine|email|url|int|positive|nonnegative|gte|lte|gt|lt|multipleOf|check';
const SENTENCE = new RegExp(
  String.raw`(?:\.(?:${CHECK})\((?:[^()'"` +
    '`' +
    String.raw`]|\([^()]*\))*?,\s*|\b(?:message|error)\s*:\s*|z\.\w+\(\s*` +
    String.raw`|\.(?:email|int|url|date|uuid|trim)\(\s*)(['"` +
    '`' +
    String.raw`])((?:\\.|(?!\1)[^\\])*?)\1`,
  'gs',
);
const VALUE = /\$\{([^}]*)\}/g;
/** Values that are words, not numbers, and what they can be. */
const WORDS: Record<string, readonly string[]> = { 'c.unit': ['cm', 'in'], unit: ['', ' mm'] };

type Helper = { name: string; labelAt: number; file: string; at: number };
const HELPER = /(?:const|function)\s+(\w+)\s*=?\s*(?:<[^(]*>)?\s*\(([^)]*\blabel\b[^)]*)\)/g;

/** A call's arguments, split at its top-level commas. */
function argumentsAt(source: string, open: number): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open + 1; i < source.length; i++) {
    const c = source[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if ((c === ')' || c === ']' || c === '}') && depth > 0) depth--;
    else if ((c === ',' || c === ')') && depth === 0) {
      parts.push(source.slice(start, i).trim());
      if (c === ')') return parts;
      start = i + 1;
    }
  }
  return parts;
}

/** The helper whose body a position is in: the last one declared before it in its file. */
const enclosing = (helpers: Helper[], file: string, at: number) =>
  helpers.filter((h) => h.file === file && h.at <= at).sort((x, y) => y.at - x.at)[0];

/** Every label each helper with a `label` parameter is called with, through helpers that pass theirs on. */
function helperLabels(sources: Map<string, string>): { helpers: Helper[]; labels: Map<string, Set<string>> } {
  const helpers: Helper[] = [];
  for (const [file, source] of sources)
    for (const m of source.matchAll(HELPER)) {
      const labelAt = m[2]!.split(',').findIndex((param) => /^\s*label\b/.test(param));
      helpers.push({ name: m[1]!, labelAt, file, at: m.index });
    }
  const labels = new Map(helpers.map((h) => [h.name, new Set<string>()]));
  const passes: [string, string][] = [];
  for (const [file, source] of sources)
    for (const helper of helpers)
      for (const call of source.matchAll(new RegExp(`\\b${helper.name}\\(`, 'g'))) {
        const arg = argumentsAt(source, call.index + helper.name.length)[helper.labelAt] ?? '';
        const literal = /^'([^']+)'$/.exec(arg);
        if (literal) labels.get(helper.name)!.add(literal[1]!);
        else if (arg === 'label') {
          const from = enclosing(helpers, file, call.index);
          if (from && from.name !== helper.name) passes.push([from.name, helper.name]);
        }
      }
  for (let changed = true; changed;) {
    changed = false;
    for (const [from, to] of passes)
      for (const label of labels.get(from)!) if (!labels.get(to)!.has(label)) changed = Boolean(labels.get(to)!.add(label));
  }
  return { helpers, labels };
}

function expand(sentence: string, labels: string[]): string[] {
  const first = [...sentence.matchAll(VALUE)].find((m) => m[1]!.startsWith('label') || WORDS[m[1]!]);
  if (!first) return [sentence.replace(VALUE, '0')];
  const expr = first[1]!;
  const words = WORDS[expr] ?? labels.map((label) => (expr.endsWith('.toLowerCase()') ? label.toLowerCase() : label));
  return words.flatMap((word) => expand(sentence.replace(first[0], word), labels));
}

function filesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'checks' ? [] : filesIn(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function schemaSentences(): Set<string> {
  const sources = new Map(filesIn(SRC).map((file) => [file, fs.readFileSync(file, 'utf8')]));
  const { helpers, labels } = helperLabels(sources);
  const templates = new Set<string>();
  for (const [file, source] of sources)
    for (const match of source.matchAll(SENTENCE)) {
      const sentence = match[2]!.replace(/\\'/g, "'");
      const helper = sentence.includes('${label') ? enclosing(helpers, file, match.index) : undefined;
      for (const concrete of expand(sentence, [...(helper ? labels.get(helper.name)! : [])]))
        if (/^[A-Z'‘“]/.test(concrete) && concrete.includes(' ')) templates.add(checkTemplate(concrete));
    }
  return templates;
}

const CATALOGS = ALL_CHECKS;
const placeholders = (text: string) => [...text.matchAll(/\{(\d+)\}/g)].map((m) => m[1]).sort();
const SENTENCES = [...schemaSentences()].sort();

describe('the schemas’ sentences in every language (decision 204)', () => {
  it('are read from the schemas, labels and units included', () => {
    expect(SENTENCES).toContain('Name is required');
    expect(SENTENCES).toContain('Deposit must be at most {0}');
    expect(SENTENCES).toContain('Opening time must be a time (HH:MM)');
    expect(SENTENCES).toContain('A correction is at most {0} cm either way');
    expect(SENTENCES.some((s) => s.includes('${'))).toBe(false);
  });

  it.each(Object.keys(CATALOGS) as (keyof typeof CATALOGS)[])('%s has every sentence, written, with the same numbers', (language) => {
    const catalog = CATALOGS[language];
    expect(Object.keys(catalog).sort()).toEqual(SENTENCES);
    for (const english of SENTENCES) {
      const own = catalog[english]!;
      expect(own.trim(), `${language}: ${english}`).not.toBe('');
      expect(placeholders(own), `${language}: ${english}`).toEqual(placeholders(english));
    }
  });
});

describe('checkIn', () => {
  beforeAll(() => {
    for (const [language, catalog] of Object.entries(ALL_CHECKS)) addChecks(language as Language, catalog);
  });

  it('writes a refused sentence in the reader’s language with their decimal mark', () => {
    const sentence = 'Budget must be at most 99999999.99';
    expect(checkTemplate(sentence)).toBe('Budget must be at most {0}');
    expect(checkIn('fr', sentence).replace(/\s/g, ' ')).toBe(ALL_CHECKS.fr['Budget must be at most {0}']!.replace('{0}', '99 999 999,99'));
    expect(checkIn('de', 'Name is required')).toBe(ALL_CHECKS.de['Name is required']);
    expect(checkIn('en', sentence)).toBe(sentence);
  });

  it('leaves a sentence the catalogue does not have as it was written', () => {
    expect(checkIn('fr', 'A studio’s own words, 12 of them')).toBe('A studio’s own words, 12 of them');
  });
});
