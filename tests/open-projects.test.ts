import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Which projects are open is one rule (decision 181): neither completed nor cancelled, read from
 * apps/server/src/lib/open-projects.ts. A project compared to 'completed' alone anywhere else in
 * the server counts a cancelled project as open (a deadline on the dashboard, a reminder mailed,
 * a client's open count); the walk refuses it.
 */
const server = path.resolve(import.meta.dirname, '../apps/server/src');
const HOME = 'lib/open-projects.ts';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The places that take "not completed" for "open": a drizzle `ne(…status, 'completed')` or SQL `status <> 'completed'`. */
export function openByHand(source: string): string[] {
  const found = [...source.matchAll(/ne\(\s*\w+\.status,\s*'completed'\s*\)/g), ...source.matchAll(/status\s*(?:<>|!=)\s*'completed'/g)];
  return found.map((m) => m[0]);
}

describe('open projects (decision 181)', () => {
  it('recognises the rule written by hand', () => {
    expect(openByHand("and(ne(projects.status, 'completed'), x)")).toHaveLength(1);
    expect(openByHand("where p.status <> 'completed'")).toHaveLength(1);
    expect(openByHand('projectIsOpen(projects.status)')).toEqual([]);
  });

  it('is read from its one home everywhere in the server', () => {
    const files = sources(server);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .filter((file) => path.relative(server, file) !== HOME)
      // The partial index of open deadlines is a migration's predicate: a stricter query still uses it.
      .filter((file) => !file.endsWith(path.join('db', 'schema', 'business.ts')))
      .flatMap((file) => openByHand(fs.readFileSync(file, 'utf8')).map((hit) => `${path.relative(server, file)}: ${hit}`));
    expect(offenders).toEqual([]);
  });
});
