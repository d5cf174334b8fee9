import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Decision records follow one template, and the index lists every one. */
const dir = path.resolve(import.meta.dirname, '../docs/decisions');
const records = fs.readdirSync(dir).filter((f) => /^\d{3}-.+\.md$/.test(f) && !f.startsWith('000-'));
const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');

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
});
