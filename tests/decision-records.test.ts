import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision records follow one template, the index is true to them (each row the record's own
 * number, title, date and status; every number without a record named as a gap), a record
 * superseded says by which one and that one says so too, and no record cites an issue's or a spec
 * part's number: a reader has neither the tracker nor the spec (decisions 068 and 112).
 */
const dir = path.resolve(import.meta.dirname, '../docs/decisions');
const records = fs.readdirSync(dir).filter((f) => /^\d{3}-.+\.md$/.test(f) && !f.startsWith('000-'));
const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');

type Head = { file: string; number: string; title: string; date: string; status: string };
const heads: Head[] = records.map((file) => {
  const [title = '', , date = '', status = ''] = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
  return {
    file,
    number: file.slice(0, 3),
    title: title.replace(/^# \d{3}\. /, ''),
    date: date.replace(/^- \*\*Date:\*\* /, ''),
    status: status.replace(/^- \*\*Status:\*\* /, ''),
  };
});
const byNumber = new Map(heads.map((h) => [h.number, h]));

/** The index table's rows: `| [NNN](file) | date | title | status |`. */
const rows = [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| ([^|]+) \| (.+) \| (.+) \|$/gm)].map((m) => ({
  number: m[1]!,
  file: m[2]!,
  date: m[3]!,
  title: m[4]!,
  status: m[5]!,
}));

/** An issue's number, a spec part's number, or "spec section" at all. */
const CITATION = /\b[Ii]ssues? #?\d+|\b[Ii]ssue-\d+|§\s*\d|\b[Ss]pec sections?\b|\b[Ss]ections? \d/;

describe('decision records', () => {
  it.each(records)('%s has the title, Date and Status of the template and is in the index', (file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const [title, , date, status] = text.split('\n');
    expect(title).toMatch(new RegExp(`^# ${file.slice(0, 3)}\\. \\S`));
    expect(date).toMatch(/^- \*\*Date:\*\* \d{4}-\d{2}-\d{2}$/);
    expect(status).toMatch(/^- \*\*Status:\*\* (proposed|accepted|superseded|withdrawn)/);
    expect(text).toMatch(/^## Context$/m);
    expect(text).toMatch(/^## Decision$/m);
    expect(index).toContain(`](${file})`);
  });

  it('numbers each record once', () => {
    const numbers = records.map((f) => f.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('indexes each record once, in order, with its own number, title, date and status', () => {
    expect(rows.map((r) => r.file)).toEqual([...records].sort());
    for (const row of rows) expect(row, row.file).toEqual({ ...byNumber.get(row.number), file: row.file });
  });

  it('names every number without a record as a gap, and no other', () => {
    const last = Math.max(...heads.map((h) => Number(h.number)));
    const missing = Array.from({ length: last }, (_, i) => String(i + 1).padStart(3, '0')).filter((n) => !byNumber.has(n));
    const gaps = index.slice(index.indexOf('## Gaps'), index.indexOf('## Index'));
    expect(gaps.match(/^Numbers with no record: (.+)\.$/m)?.[1]?.split(', ')).toEqual(missing);
  });

  it.each(heads.filter((h) => /superseded/.test(h.status)))('$number says by which record, and that record says it supersedes it', (h) => {
    const by = /superseded (?:in part )?by (?:decisions? )?(\d{3})/.exec(h.status)?.[1];
    expect(by, h.status).toBeDefined();
    const newer = byNumber.get(by!);
    expect(newer, `${by} exists`).toBeDefined();
    expect(newer!.status).toMatch(new RegExp(`supersedes[^;]*\\b${h.number}\\b`));
  });

  it.each(records)('%s cites no issue number or spec section', (file) => {
    const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
    const found = lines.flatMap((line, i) => (CITATION.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
    expect(found, 'Say what was asked in words (decision 068)').toEqual([]);
  });

  it('finds the citations it forbids', () => {
    for (const cited of [
      'Issue 12 asks',
      'the brief (issue 3)',
      'see §4.2',
      'spec section 7',
      'the spec section on plans',
      '(section 9: "…")',
    ]) {
      expect(CITATION.test(cited), cited).toBe(true);
    }
    for (const plain of ['the spec asks', 'decision 069', 'the issue tracker']) expect(CITATION.test(plain), plain).toBe(false);
  });
});
